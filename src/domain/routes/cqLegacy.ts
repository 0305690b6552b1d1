// The certification tenant's old catalog links (SPEC §2 "Links"): pdf products now live under dumps and -exam.
import { siteCountry } from './siteCountry.ts';

export interface CatalogPathParts {
  superCategory: string | undefined;
  category: string | undefined;
  product: string | undefined;
}

/** Certification tenant only: pdf → dumps; a category ending -pdf ends -exam; a product ending -pdf ends -dumps. */
export function rewriteCqLegacy(parts: CatalogPathParts): CatalogPathParts {
  return {
    superCategory: parts.superCategory === 'pdf' ? 'dumps' : parts.superCategory,
    category: replaceSuffix(parts.category, '-pdf', '-exam'),
    product: replaceSuffix(parts.product, '-pdf', '-dumps'),
  };
}

function replaceSuffix(value: string | undefined, suffix: string, replacement: string): string | undefined {
  return value?.endsWith(suffix) ? value.slice(0, -suffix.length) + replacement : value;
}

/** A path segment of a catalog address: a slug, never a character a browser could read as another host (\\, %5C). */
const SLUG = '[a-z0-9][a-z0-9._-]*';
const PRODUCT_PAGE = new RegExp(`^/(${SLUG})/(${SLUG})/(${SLUG})/(${SLUG})/quiz/?$`, 'i');

/**
 * The current address of an old product page (/{country}/pdf/x-pdf/y-pdf/quiz[?query]) of a cq site, or null when
 * the path is not such a page or is already current. Only slugs and a known site are rewritten, so the answer is
 * always a path on this host.
 */
export function cqLegacyRedirect(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const match = PRODUCT_PAGE.exec(pathname);
  if (!match) return null;
  const [, country = '', superCategory, category, product] = match;
  if (siteCountry(country, 'cq') === null) return null;
  const current = rewriteCqLegacy({ superCategory, category, product });
  if (current.superCategory === superCategory && current.category === category && current.product === product) return null;
  return `/${country}/${current.superCategory}/${current.category}/${current.product}/quiz${query}`;
}
