import { describe, expect, it } from 'vitest';
import { parsePo } from './po.ts';

describe('parsePo', () => {
  it('reads single and multi-line entries and skips the header', () => {
    const po = ['msgid ""', 'msgstr ""', '"Language: de\\n"', '', '#: src/a.tsx', 'msgid "Close"', 'msgstr "Schließen"', '', 'msgid "Long"', 'msgstr ""', '"first "', '"second"', ''].join('\n');
    expect(parsePo(po)).toEqual([
      { msgid: 'Close', msgstr: 'Schließen' },
      { msgid: 'Long', msgstr: 'first second' },
    ]);
  });

  it('keeps an untranslated entry with an empty msgstr', () => {
    expect(parsePo('msgid "Reload"\nmsgstr ""\n')).toEqual([{ msgid: 'Reload', msgstr: '' }]);
  });
});
