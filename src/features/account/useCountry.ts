// The country site of the current page, from the country route's context, and the URL segment that names it
// (the certification tenant's English site is `en`), for typed links: <Link to="/$country/…" params={{ country: site }}>.
import { useParams, useRouteContext } from '@tanstack/react-router';
import type { CountryCode } from '../../domain/markets/types.ts';

export function useCountry(): CountryCode {
  return useRouteContext({ from: '/$country' }).country;
}

export function useSiteSegment(): string {
  return useParams({ from: '/$country' }).country;
}
