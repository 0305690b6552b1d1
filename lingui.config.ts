import { defineConfig } from '@lingui/cli';
import { MESSAGE_LOCALES } from './src/domain/markets/types.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...MESSAGE_LOCALES],
  fallbackLocales: { 'en-cq': 'en', default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '<rootDir>/src/domain/**'] }],
  format: 'po',
  orderBy: 'messageId',
});
