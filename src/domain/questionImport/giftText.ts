// GIFT text pieces as Moodle reads them (question/format/gift/format.php): escaped control characters swapped for
// placeholders before parsing and back after, and the leading format marker [plain], [html], [markdown] or [moodle].

/** Placeholders from the private-use area: no GIFT file has them, so they cannot be confused with text. */
const ESCAPES: [escaped: string, placeholder: string, character: string][] = [
  ['\\:', '\uE001', ':'],
  ['\\#', '\uE002', '#'],
  ['\\=', '\uE003', '='],
  ['\\{', '\uE004', '{'],
  ['\\}', '\uE005', '}'],
  ['\\~', '\uE006', '~'],
  ['\\n', '\uE007', '\n'],
];
const BACKSLASH = '\uE000';

/** Before parsing: "\\" is a backslash, and \: \# \= \{ \} \~ \n no longer count as GIFT syntax. */
export function hideEscapes(text: string): string {
  let result = text.split('\\\\').join(BACKSLASH);
  for (const [escaped, placeholder] of ESCAPES) result = result.split(escaped).join(placeholder);
  return result.split(BACKSLASH).join('\\');
}

/** After parsing: the escaped characters, as they are meant to be read. */
export function restoreEscapes(text: string): string {
  let result = text;
  for (const [, placeholder, character] of ESCAPES) result = result.split(placeholder).join(character);
  return result;
}

export type GiftFormat = 'moodle' | 'html' | 'plain' | 'markdown';

export interface GiftText {
  text: string;
  format: GiftFormat;
}

const FORMAT_NAMES = new Set<string>(['moodle', 'html', 'plain', 'markdown']);

/** Moodle's parse_text_with_format: a known [format] at the very start is taken off and sets the format. */
export function textWithFormat(raw: string, defaultFormat: GiftFormat): GiftText {
  let text = raw;
  let format = defaultFormat;
  const marker = /^\[([a-z]+)\]/.exec(text);
  if (marker && FORMAT_NAMES.has(marker[1]!)) {
    format = marker[1] as GiftFormat;
    text = text.slice(marker[0].length);
  }
  return { text: restoreEscapes(text).trim(), format };
}
