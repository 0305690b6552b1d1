// Which tenant this page belongs to: the certification tenant is served on a host starting with "cq." (or
// "cq-" for preview hosts), or forced with VITE_TENANT at build time. Everything else is the exam-quiz tenant.
import { isTenant, type Tenant } from '../domain/markets/types.ts';

export function tenantFromHost(hostname: string, forced?: string): Tenant {
  if (forced && isTenant(forced)) return forced;
  return /^cq[.-]/.test(hostname) ? 'cq' : 'eq';
}

export const currentTenant: Tenant =
  typeof location === 'undefined' ? 'eq' : tenantFromHost(location.hostname, import.meta.env.VITE_TENANT as string | undefined);

export { SITE_NAMES } from '../domain/markets/types.ts';
