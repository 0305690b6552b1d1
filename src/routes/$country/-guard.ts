// beforeLoad of a page route (not a route: TanStack Router skips files starting with '-'). Kept apart from the page
// frame: route guards load with the route tree, page components (and what they import) only with their page.
import { notFound, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../../domain/session.ts';
import { readUserRecord } from '../../features/session/storedUser.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { RoutedPageKey } from '../../domain/routes/canonicalPaths.ts';
import { pageAvailable } from '../../domain/routes/slugs.ts';
import { isOperator } from '../../domain/auth/roles.ts';

/** A page the country does not have (create-quiz without AI, say) is a 404. */
export function guardPage(country: CountryCode, key: RoutedPageKey): { pageKey: RoutedPageKey } {
  if (!pageAvailable(country, key)) throw notFound();
  return { pageKey: key };
}

/** beforeLoad of a page for signed-in learners: anyone else signs in first and comes back here afterwards. */
export function guardSignedIn(country: CountryCode, key: RoutedPageKey, site: string, here: string): { pageKey: RoutedPageKey } {
  const guarded = guardPage(country, key);
  if (!isLoggedIn(readUserRecord())) throw redirect({ to: '/$country/auth/signin', params: { country: site }, search: { redirect: here } });
  return guarded;
}

/** Where sign-in may send the learner back to: a page of the same site, never another host. */
export function safeReturnPath(value: unknown, site: string): string | undefined {
  return typeof value === 'string' && value.startsWith(`/${site}/`) && !/[\\]|\/\//.test(value) ? value : undefined;
}

/** beforeLoad of the operator view: visitors sign in first; a signed-in learner who is not an operator gets a 404. */
export function guardOperator(site: string, here: string): void {
  const user = readUserRecord();
  if (!isLoggedIn(user)) throw redirect({ to: '/$country/auth/signin', params: { country: site }, search: { redirect: here } });
  if (!isOperator(user?.roles)) throw notFound();
}
