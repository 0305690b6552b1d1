// Fails when any locale misses a message: extracts the messages from the code, then checks that every catalog
// translates every message, keeps its placeholders, and does not just copy the English text.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_LOCALES } from '../src/domain/markets/types.ts';
import { parsePo } from './po.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Messages that are genuinely spelled the same as in English, per locale (checked by a native reading). */
const SAME_AS_ENGLISH_OK: Record<string, readonly string[]> = {
  de: ['Name', 'Offline'],
  es: ['Popular', 'No'],
  fr: ['Date', 'Message', 'Question', 'Questions', '({count} questions)', 'Question {number}', 'Question {n}', 'Mode', '{0, plural, one {# question} other {# questions}}', '{n, plural, one {# question} other {# questions}}', 'Page {number}', 'Pages', 'Type'],
  it: ['Password', 'Account', 'Area', 'No', 'Offline'],
  nl: ['Later', 'Account', 'Product', 'Offline'],
  pt: ['Popular'],
};
const ENGLISH_LOCALES = new Set(['en', 'en-cq']);

execFileSync(process.execPath, [path.join(root, 'node_modules', '@lingui', 'cli', 'dist', 'lingui.js'), 'extract', '--clean'], {
  cwd: root,
  stdio: 'ignore',
});

// Named placeholders such as {count} or {count, plural, …}; plural branches ({# …}) are free text.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
const problems: string[] = [];
const source = parsePo(fs.readFileSync(path.join(root, 'locales', 'en', 'messages.po'), 'utf8'));
// The English text of each message: its msgid, or for a message with an explicit id (the mails' `mail.…`), the
// English catalog's msgstr.
const english = new Map(source.map((entry) => [entry.msgid, entry.msgstr || entry.msgid]));

for (const locale of MESSAGE_LOCALES) {
  if (locale === 'en') continue;
  const catalog = new Map(parsePo(fs.readFileSync(path.join(root, 'locales', locale, 'messages.po'), 'utf8')).map((e) => [e.msgid, e.msgstr]));
  for (const { msgid } of source) {
    const translation = catalog.get(msgid);
    if (!translation) problems.push(`${locale}: missing "${msgid}"`);
    else if (placeholders(translation).join() !== placeholders(english.get(msgid)!).join()) problems.push(`${locale}: placeholders differ in "${msgid}"`);
    else if (!ENGLISH_LOCALES.has(locale) && translation === english.get(msgid) && !SAME_AS_ENGLISH_OK[locale]?.includes(msgid)) {
      problems.push(`${locale}: "${msgid}" is a copy of the English text`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Locale check: ${source.length} messages complete in ${MESSAGE_LOCALES.length} locales.`);
