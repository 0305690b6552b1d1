// The first paint of a country page before any JavaScript runs: index.html with the page's language, title, the
// site header and, on a country's home, the sale page's heading. The PWA replaces it once its first page is ready,
// so a learner on a slow phone sees the site at once (and Lighthouse's first and largest paint come from the HTML).
import fs from 'node:fs';
import path from 'node:path';
import { MARKETS, pageLanguage, tenantLocale } from '@domain/markets/countries.ts';
import { SITE_NAMES, tenantFromHost, type MessageLocale } from '@domain/markets/types.ts';
import { siteCountry } from '@domain/routes/siteCountry.ts';
import { escapeHtml } from './escapeHtml.ts';
import type { FirstVisitPage } from '@domain/http/firstVisitPage.ts';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

/** The sale page's heading, as src/features/catalog/SalePage.tsx writes it. */
const SALE_PAGE_HEADING = 'Practice exams and quizzes';
/** A product page's mode descriptions, as src/features/exam/ModeTabs.tsx writes them. */
const MODE_DESCRIPTIONS = {
  practice: 'Check each answer as you go and read why it is right.',
  exam: 'Real exam conditions: a clock, a pass mark, and your score at the end.',
  flashCard: 'Go through the questions as cards and keep the ones you do not know yet.',
} as const;

function pageMode(url: string): keyof typeof MODE_DESCRIPTIONS {
  const mode = new URLSearchParams(url.split('?')[1] ?? '').get('mode');
  return mode === 'exam' || mode === 'flashCard' ? mode : 'practice';
}

/** The root's mark of a page the app rendered on the server: public/boot.js starts the app on the first touch. */
export const FIRST_VISIT_MARK = 'data-first-visit="rendered"';

export type MessageLookup = (locale: MessageLocale, message: string) => string;

/** Reads single-line msgid/msgstr pairs of the Lingui catalogs in locales/<locale>/messages.po. */
export function poMessageLookup(localesDir: string): MessageLookup {
  const catalogs = new Map<string, Map<string, string>>();
  const catalogOf = (locale: string): Map<string, string> => {
    let catalog = catalogs.get(locale);
    if (!catalog) {
      catalog = new Map();
      const file = path.join(localesDir, locale, 'messages.po');
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
        if (match[2]) catalog.set(unescape(match[1]!), unescape(match[2]));
      }
      catalogs.set(locale, catalog);
    }
    return catalog;
  };
  return (locale, message) => catalogOf(locale).get(message) ?? message;
}

const unescape = (po: string): string => po.replace(/\\(["\\])/g, '$1').replace(/\\n/g, '\n');

/** What a product page shows first (src/features/exam/ProductHero.tsx): its title and its one paragraph. */
export interface ProductHeading {
  title: string;
  description: string;
}

/** The product a quiz page's address names: '/{site}/{superCategory}/{category}/{product}/quiz'. */
export function quizPageParts(url: string): { site: string; superCategory: string; category: string; product: string } | null {
  const segments = (url.split('?', 1)[0] ?? '').split('/').filter(Boolean);
  if (segments.length !== 5 || segments[4] !== 'quiz') return null;
  const [site, superCategory, category, product] = segments as [string, string, string, string];
  return { site, superCategory, category, product };
}

/**
 * index.html for one request: unchanged outside a country site. A product page shows its title and paragraph; a
 * page the app rendered for a first visit (src/app/renderFirstVisit.tsx) shows that instead, marked for boot.js.
 */
export function prerenderShell(
  indexHtml: string,
  url: string,
  hostname: string,
  messages: MessageLookup,
  product: ProductHeading | null = null,
  rendered: FirstVisitPage | null = null,
): string {
  const pathname = url.split('?', 1)[0] ?? '/';
  const [, segment = ''] = pathname.split('/');
  const tenant = tenantFromHost(hostname);
  const country = siteCountry(segment, tenant);
  if (!country) return indexHtml;
  const market = MARKETS[country];
  const locale = tenantLocale(tenant, country);
  const siteName = escapeHtml(SITE_NAMES[tenant]);
  const isHome = pathname === `/${segment}` || pathname === `/${segment}/`;
  const heading = escapeHtml(messages(locale, SALE_PAGE_HEADING));
  const header =
    `<header class="site-header"><a class="site-header__brand" href="/${segment}/">${siteName}</a>` +
    `<nav class="site-header__nav"><span class="site-header__country">${escapeHtml(market.name)}</span></nav></header>`;
  const productTitle = product ? escapeHtml(product.title) : '';
  const main = isHome
    ? `<div class="with-header-margin"><main class="page sale-page"><h1>${heading}</h1></main></div>`
    : product
      ? `<div><main class="page quiz-page"><section class="product-hero"><h1>${productTitle}</h1>` +
        (product.description ? `<p class="product-hero__description">${escapeHtml(product.description)}</p>` : '') +
        `</section><div class="mode-tabs"><div class="mode-tabs__panel"><p class="mode-tabs__description">` +
        `${escapeHtml(messages(locale, MODE_DESCRIPTIONS[pageMode(url)]))}</p></div></div></main></div>`
      : '';
  const title = isHome ? `${heading} · ${siteName}` : product ? `${productTitle} · ${siteName}` : siteName;
  return deferAppStart(indexHtml)
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(pageLanguage(tenant, country))}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', rendered?.offlineNeeds.length ? `<meta name="offline-needs" content="${escapeHtml(JSON.stringify(rendered.offlineNeeds))}" />\n  </head>` : '</head>')
    .replace('<div id="root"></div>', rendered === null ? `<div id="root">${header}${main}</div>` : `<div id="root" ${FIRST_VISIT_MARK}>${rendered.html}</div>`);
}

/**
 * index.html with these stylesheets linked instead of its own, in this order: a first visit's whole page
 * (src/app/renderFirstVisit.tsx) looks as it will once the app starts on the first touch, its routes' stylesheets
 * included (server/lib/routeStylesheets.ts). Links, not inline styles: the app's chunks find them by address and do
 * not load them again (an entry stylesheet loaded again after a route's would override the route's rules).
 */
export function withStylesheets(indexHtml: string, hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('\n    ');
  return indexHtml.replace(/\s*<link rel="stylesheet"(?: crossorigin)? href="[^"]+\.css">/g, '').replace('</head>', `  ${links}\n  </head>`);
}

/**
 * Swaps the entry module script (and its preloads) for public/boot.js, which imports the entry after the first
 * paint; without it the browser runs the app's modules before it paints anything.
 */
function deferAppStart(indexHtml: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml)?.[1];
  if (!entry) return indexHtml;
  return indexHtml
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, `<meta name="app-entry" content="${escapeHtml(entry)}" />\n    <script src="/boot.js" defer></script>`);
}
