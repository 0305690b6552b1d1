// Sets the page's title, description, hreflang alternates and JSON-LD (SEO), and removes them when the page goes.
// In the server's render (src/app/renderPage.tsx) there is no document: the page's head is handed to the render,
// which writes it into the HTML it sends.
import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description?: string;
  /** hreflang → absolute URL of the same page on the other country sites. */
  alternates?: Record<string, string>;
  jsonLd?: object;
}

const MANAGED = 'data-head';

/** The server render's receiver of the page's head and its origin; unset in the browser. */
let serverHead: { origin: string; receive: (head: DocumentHead) => void } | null = null;

/** Used by the server's render around one render (one at a time). */
export function collectHeadOnServer(origin: string, receive: (head: DocumentHead) => void): () => void {
  serverHead = { origin, receive };
  return () => {
    serverHead = null;
  };
}

/** This site's origin, for absolute links in the head. */
export const pageOrigin = (): string => (typeof location === 'undefined' ? (serverHead?.origin ?? '') : location.origin);

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
  // What the server wrote for this page (or a page before it) gives way to what the app says now.
  for (const element of document.head.querySelectorAll(`[${MANAGED}]`)) element.remove();
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
  if (serverHead) serverHead.receive(head);
  useEffect(() => applyDocumentHead(JSON.parse(key) as DocumentHead), [key]);
}
