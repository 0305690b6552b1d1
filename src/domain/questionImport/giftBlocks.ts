// Splits a GIFT file into its questions as Moodle does: a blank line ends a question, lines starting with // are
// comments. A "$CATEGORY:" line is its own block (Moodle wants a blank line after it; a question that follows on the
// next line is read as its own question here instead of as part of the category name).
export interface GiftBlock {
  /** 1-based line where the block starts. */
  line: number;
  text: string;
}

export type GiftEntry = { kind: 'question'; block: GiftBlock } | { kind: 'category'; line: number; path: string };

export function giftEntries(source: string): GiftEntry[] {
  const entries: GiftEntry[] = [];
  let current: { line: number; lines: string[] } | null = null;
  const finish = () => {
    if (current) entries.push({ kind: 'question', block: { line: current.line, text: current.lines.join('\n').trim() } });
    current = null;
  };
  source
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = index + 1;
      const text = raw.trim();
      if (text === '') return finish();
      if (text.startsWith('//')) return;
      if (!current && text.startsWith('$CATEGORY:')) {
        entries.push({ kind: 'category', line, path: text.slice('$CATEGORY:'.length).trim() });
        return;
      }
      if (!current) current = { line, lines: [] };
      current.lines.push(text);
    });
  finish();
  return entries;
}

/** The topic a category path names: its last part ("$course$/top/Cloud/Security" → "Security"). */
export function topicOfCategory(path: string): string | null {
  const parts = path.split('/').map((part) => part.trim()).filter((part) => part !== '' && !/^\$\w+\$$/.test(part) && part !== 'top');
  return parts.at(-1) ?? null;
}
