// The certification tenant's old catalog links (SPEC §2 "Links"): pdf products now live under dumps and -exam.

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

/**
 * The current address of an old product page (/{country}/pdf/x-pdf/y-pdf/quiz[?query]), or null when the path is
 * not a product page or is already current.
 */
export function cqLegacyRedirect(url: string): string | null {
  const [pathname = '', query] = url.split('?', 2);
  const match = /^\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/quiz\/?$/.exec(pathname);
  if (!match) return null;
  const [, country, superCategory, category, product] = match;
  const current = rewriteCqLegacy({ superCategory, category, product });
  if (current.superCategory === superCategory && current.category === category && current.product === product) return null;
  return `/${country}/${current.superCategory}/${current.category}/${current.product}/quiz${query ? `?${query}` : ''}`;
}
