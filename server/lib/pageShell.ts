// The HTML of a page the server rendered (src/app/renderPage.tsx): the build's index.html with the page's language,
// head, stylesheets and script preloads, the rendered root, and the API answers the render used as a JSON data
// block (never run: the site's Content-Security-Policy allows no inline script).
import { escapeHtml } from './escapeHtml.ts';
import type { RouteAssets } from './routeAssets.ts';
import { jsonForScriptElement, PRIMED_RESPONSES_ID, SERVER_RENDERED_ATTRIBUTE, type PageHead, type ServerPage } from '@domain/http/serverPage.ts';

/** The page's own `<head>` entries; the app replaces them as the learner moves on (src/platform/documentHead.ts). */
function headTags(head: PageHead): string {
  const tags: string[] = [];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  for (const [hreflang, href] of Object.entries(head.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" data-head />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json" data-head>${jsonForScriptElement(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html for this page. Stylesheet links replace index.html's own (the entry's comes first in `assets`): the
 * app's chunks find them by address and do not load them again.
 */
export function pageHtml(indexHtml: string, page: ServerPage, assets: RouteAssets): string {
  const links = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...assets.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
  ].join('\n    ');
  const head = headTags(page.head);
  // Replacements are functions: a string replacement would read "$$", "$&", "$`" and "$'" in a product's text as
  // patterns.
  let html = indexHtml
    .replace(/\s*<link rel="stylesheet"(?: crossorigin)? href="[^"]+\.css">/g, '')
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.head.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`);
  // The page's own description replaces the site's.
  if (page.head.description) html = html.replace(/\s*<meta name="description"[^>]*>/, '');
  html = html.replace('</head>', () => `  ${[links, head].filter(Boolean).join('\n    ')}\n  </head>`);
  const data = `<script type="application/json" id="${PRIMED_RESPONSES_ID}">${jsonForScriptElement(page.responses)}</script>`;
  return html.replace('<div id="root"></div>', () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>\n    ${data}`);
}

/** index.html with the language of the address's site, for a page the server did not render. */
export function plainPageHtml(indexHtml: string, lang: string | null): string {
  return lang ? indexHtml.replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(lang)}">`) : indexHtml;
}
