// Sets the page's title, description, hreflang alternates and JSON-LD (SEO), and removes them when the page goes.
import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description?: string;
  /** hreflang → absolute URL of the same page on the other country sites. */
  alternates?: Record<string, string>;
  jsonLd?: object;
}

const MANAGED = 'data-head';

/** This site's origin, for absolute links in the head; empty in the server's first-visit render, which has no head. */
export const pageOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin);

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = Object.assign(document.createElement('meta'), { name });
    document.head.append(meta);
  }
  meta.content = content;
}

export function applyDocumentHead(head: DocumentHead): () => void {
  document.title = head.title;
  if (head.description) setMeta('description', head.description);
  const added: Element[] = [];
  for (const [hreflang, href] of Object.entries(head.alternates ?? {})) {
    const link = Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href });
    link.setAttribute(MANAGED, '');
    added.push(link);
  }
  if (head.jsonLd) {
    const script = Object.assign(document.createElement('script'), { type: 'application/ld+json', textContent: JSON.stringify(head.jsonLd) });
    script.setAttribute(MANAGED, '');
    added.push(script);
  }
  document.head.append(...added);
  return () => added.forEach((element) => element.remove());
}

export function useDocumentHead(head: DocumentHead): void {
  const key = JSON.stringify(head);
  useEffect(() => applyDocumentHead(JSON.parse(key) as DocumentHead), [key]);
}
