// beforeLoad of a page route (not a route: TanStack Router skips files starting with '-'). Kept apart from the page
// frame: route guards load with the route tree, page components (and what they import) only with their page.
import { notFound } from '@tanstack/react-router';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { RoutedPageKey } from '../../domain/routes/canonicalPaths.ts';
import { pageAvailable } from '../../domain/routes/slugs.ts';

/** A page the country does not have (create-quiz without AI, say) is a 404. */
export function guardPage(country: CountryCode, key: RoutedPageKey): { pageKey: RoutedPageKey } {
  if (!pageAvailable(country, key)) throw notFound();
  return { pageKey: key };
}
