// The country site a URL's first segment names. The certification tenant's product links use the segment `en`
// (domain/links.ts linkCountry), which is its English site, the United States one.
import { isCountryCode, type CountryCode, type Tenant } from '../markets/types.ts';

/** The first path segment of certification-tenant links. */
export const CQ_LINK_SEGMENT = 'en';
const CQ_LINK_SITE: CountryCode = 'us';

export function siteCountry(segment: string, tenant: Tenant): CountryCode | null {
  const code = segment.toLowerCase();
  if (isCountryCode(code)) return code;
  return tenant === 'cq' && code === CQ_LINK_SEGMENT ? CQ_LINK_SITE : null;
}
