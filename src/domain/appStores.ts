// The mobile app on its two stores, with the store page of the learner's country (SPEC §1: links differ by country).
import type { CountryCode } from './markets/types.ts';

export const APP_STORE_ID = '6450000000';
export const PLAY_PACKAGE = 'shop.examquiz.app';

export function appStoreLinks(country: CountryCode): { ios: string; android: string } {
  const region = country === 'gb' ? 'gb' : country;
  return {
    ios: `https://apps.apple.com/${region}/app/exam-quiz-shop/id${APP_STORE_ID}`,
    android: `https://play.google.com/store/apps/details?id=${PLAY_PACKAGE}&gl=${country.toUpperCase()}`,
  };
}
