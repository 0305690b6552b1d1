// The country site of the current page (first path segment), with the US site as the fallback.
import { useLocation } from '@tanstack/react-router';
import { countryFromPath } from '../../app/services.ts';
import type { CountryCode } from '../../domain/markets/types.ts';

export function useCountry(): CountryCode {
  return countryFromPath(useLocation().pathname) ?? 'us';
}
