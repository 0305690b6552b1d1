// Which tenant this page belongs to (domain/markets/types.ts tenantFromHost): a host starting with "cq." is the
// certification tenant, or VITE_TENANT forces one at build time.
import { tenantFromHost, type Tenant } from '../domain/markets/types.ts';

export const currentTenant: Tenant =
  typeof location === 'undefined' ? 'eq' : tenantFromHost(location.hostname, import.meta.env.VITE_TENANT as string | undefined);

export { SITE_NAMES } from '../domain/markets/types.ts';
