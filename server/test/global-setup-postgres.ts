// Global setup of the PostgreSQL server project: a migrated template database next to TEST_DATABASE_URL.
import { setupPostgres } from './global-setup.ts';

export default setupPostgres;
