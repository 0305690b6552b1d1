// A small reader for the gettext PO files Lingui writes: msgid/msgstr pairs, multi-line strings joined.
export interface PoEntry {
  msgid: string;
  msgstr: string;
}

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: { msgid: string; msgstr: string } | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current && current.msgid !== '') entries.push(current);
    current = null;
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      current = { msgid: unquote(line.slice(6)), msgstr: '' };
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line.slice(7));
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line === '') {
      field = null;
    }
  }
  flush();
  return entries;
}
