// A question's text, option or explanation: plain text as text; HTML (format html) sanitised again and rendered as
// HTML. The server stores only sanitised HTML; sanitising here too means no stored or cached copy is trusted blindly.
import { safeHtml } from '../domain/richText/safeHtml.ts';
import type { TextFormat } from '../domain/richText/textFormat.ts';

/** `links={false}` inside a button or other control: a link there would navigate instead of picking the option. */
export function RichText({ text, format, links = true }: { text: string; format: TextFormat | undefined; links?: boolean }) {
  if (format !== 'html') return <>{text}</>;
  return <span className="rich-text" dangerouslySetInnerHTML={{ __html: safeHtml(text, { links }) }} />;
}
