// Every API route of one tenant, mounted under /api/2.0/{tenant}.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import type { Environment, Tenant } from '../../src/domain/markets/types.ts';
import { catalogRoutes } from './catalog.ts';
import { countryLanguageRoutes } from './countryLanguages.ts';
import { errorReportRoutes } from './errorReports.ts';

export interface ApiOptions {
  tenant: Tenant;
  db: Db;
  environment: Environment;
}

export async function apiRoutes(app: FastifyInstance, { tenant, db, environment }: ApiOptions): Promise<void> {
  // Pass only our own options down: Fastify's `prefix` must not be applied twice.
  const options = { tenant, db, environment };
  await app.register(catalogRoutes, options);
  await app.register(countryLanguageRoutes, options);
  await app.register(errorReportRoutes, options);
}
