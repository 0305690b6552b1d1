// The two formats a stored question text can have: plain text, or HTML already passed through safeHtml.
export type TextFormat = 'plain' | 'html';

export const TEXT_FORMATS: readonly TextFormat[] = ['plain', 'html'];

/** Text written as HTML: the characters HTML gives a meaning to are escaped and line breaks become <br>. */
export function plainToHtml(text: string): string {
  return escapeHtmlText(text).replace(/\r?\n/g, '<br>');
}

export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeHtmlAttribute(text: string): string {
  return escapeHtmlText(text).replace(/"/g, '&quot;');
}

/** What a reader sees of a text: for HTML, its text without tags (character references count as one character). */
export function visibleText(text: string, format: TextFormat): string {
  if (format === 'plain') return text.trim();
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);/g, '?')
    .trim();
}
