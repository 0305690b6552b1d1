import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { MESSAGE_LOCALES } from './src/domain/markets/types.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...MESSAGE_LOCALES],
  fallbackLocales: { 'en-cq': 'en', default: 'en' },
  // Mails (server/mail) share the interface's catalog: one translation workflow and one locale check for both.
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/server/mail', '<rootDir>/server/push'], exclude: ['**/*.test.*', '<rootDir>/src/domain/**'] }],
  // No source references: branches worked side by side then touch only the messages they add or change.
  format: formatter({ origins: false }),
  orderBy: 'messageId',
});
