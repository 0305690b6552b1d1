// HTML rebuilt from an allowlist: the output is written by this function, tag by tag, never copied from the input.
// Kept: text formatting, paragraphs, lists, tables, code and links to http(s)/mailto. Dropped with their content:
// script, style and other active or embedded elements. Dropped but their text kept: any other tag. No attribute
// survives except a link's checked href; comments are removed and stray "<" or "&" are escaped.
import { escapeHtmlAttribute, escapeHtmlText } from './textFormat.ts';

const KEPT = new Set([
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'pre', 'kbd', 'blockquote',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'span', 'div', 'hr', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'a',
  'h3', 'h4', 'h5', 'h6',
]);
const VOID = new Set(['br', 'hr']);
/** Their content is code or embedded media, never text to show. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select', 'title', 'head', 'audio', 'video', 'canvas', 'frameset', 'frame', 'applet', 'xmp', 'noembed', 'noframes', 'plaintext']);
/** Elements whose loss would leave a question without part of what it shows (pictures, sound, video, embeds). */
export const MEDIA_TAGS = ['img', 'picture', 'audio', 'video', 'iframe', 'object', 'embed', 'svg', 'canvas', 'source'] as const;
const SAFE_URL = /^(https?:|mailto:)/i;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  end: number;
}

/** Reads the tag starting at `<` at `start`, quotes respected; null when it is not a tag (a stray "<"). */
function readTag(html: string, start: number): Tag | null {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64));
  if (!head) return null;
  const attributes = new Map<string, string>();
  let i = start + head[0].length;
  while (i < html.length) {
    const char = html[i]!;
    if (char === '>') return { name: head[2]!.toLowerCase(), closing: head[1] === '/', attributes, end: i + 1 };
    if (/[\s/]/.test(char)) {
      i++;
      continue;
    }
    const name = /^[^\s/>][^\s/>=]*/.exec(html.slice(i))![0];
    i += name.length;
    while (/\s/.test(html[i] ?? '')) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (/\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        const bare = /^[^\s>]*/.exec(html.slice(i))![0];
        value = bare;
        i += bare.length;
      }
    }
    attributes.set(name.toLowerCase(), value);
  }
  return null;
}

/** The URL as a browser would read it: character references decoded, whitespace and controls removed. */
function decodedUrl(value: string): string {
  return value
    .replace(/&#[xX]([0-9a-fA-F]+);?/g, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&')
    .replace(/[^\u0021-\u007e\u00a0-\uffff]/g, '');
}

/** True when the HTML holds a picture, sound, video or embedded object (lost by safeHtml). */
export function hasMedia(html: string): boolean {
  return new RegExp(`<\\s*(${MEDIA_TAGS.join('|')})\\b`, 'i').test(html);
}

/** `links: false` for text shown inside a control (an option button): links keep their text but stop being links. */
export function safeHtml(html: string, { links = true }: { links?: boolean } = {}): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const char = html[i]!;
    if (char === '<') {
      if (html.startsWith('<!--', i)) {
        const end = html.indexOf('-->', i + 4);
        i = end < 0 ? html.length : end + 3;
        continue;
      }
      if (/^<[!?]/.test(html.slice(i, i + 2))) {
        const end = html.indexOf('>', i);
        i = end < 0 ? html.length : end + 1;
        continue;
      }
      const tag = readTag(html, i);
      if (!tag) {
        out += '&lt;';
        i++;
        continue;
      }
      i = tag.end;
      if (DROPPED_WITH_CONTENT.has(tag.name)) {
        if (!tag.closing) {
          const close = html.toLowerCase().indexOf(`</${tag.name}`, i);
          if (close < 0) i = html.length;
          else {
            const end = html.indexOf('>', close);
            i = end < 0 ? html.length : end + 1;
          }
        }
        continue;
      }
      if (!KEPT.has(tag.name) || (tag.name === 'a' && !links)) continue;
      if (tag.closing) {
        const at = open.lastIndexOf(tag.name);
        if (at >= 0) while (open.length > at) out += `</${open.pop()!}>`;
        continue;
      }
      if (VOID.has(tag.name)) {
        out += `<${tag.name}>`;
        continue;
      }
      if (tag.name === 'a') {
        const href = decodedUrl(tag.attributes.get('href') ?? '');
        out += SAFE_URL.test(href) ? `<a href="${escapeHtmlAttribute(href)}" rel="noopener noreferrer nofollow">` : '<a>';
      } else out += `<${tag.name}>`;
      open.push(tag.name);
      continue;
    }
    if (char === '&') {
      const entity = ENTITY.exec(html.slice(i, i + 40));
      if (entity) {
        out += entity[0];
        i += entity[0].length;
      } else {
        out += '&amp;';
        i++;
      }
      continue;
    }
    const next = html.slice(i).search(/[<&]/);
    const text = next < 0 ? html.slice(i) : html.slice(i, i + next);
    out += escapeHtmlText(text);
    i += text.length;
  }
  while (open.length > 0) out += `</${open.pop()!}>`;
  return out;
}
