// Reads the expected translation of a message from the locale catalogs, so tests assert the language shown.
import fs from 'node:fs';
import path from 'node:path';
import { parsePo } from '../scripts/po.ts';

export function translation(locale: string, english: string): string {
  const entries = parsePo(fs.readFileSync(path.resolve('locales', locale, 'messages.po'), 'utf8'));
  const found = entries.find((entry) => entry.msgid === english);
  if (!found?.msgstr) throw new Error(`No ${locale} translation for "${english}"`);
  return found.msgstr;
}
