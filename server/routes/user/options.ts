// What every account route plugin receives from server/routes/api.ts.
import type { Db } from '../../db/open.ts';
import type { ServerConfig } from '../../config.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { AuthServices } from '../../auth/services.ts';
import type { Authenticator } from '../../auth/authenticate.ts';
import type { MailOutbox } from '../../mail/outbox.ts';
import type { JobSystem } from '../../jobs/jobSystem.ts';

export interface AccountRouteOptions {
  tenant: Tenant;
  db: Db;
  config: ServerConfig;
  auth: AuthServices;
  authenticator: Authenticator;
  mail: MailOutbox;
  /** Durable jobs: sign-up and forgot-password mails are decided there, so the answer cannot tell addresses apart. */
  jobs: JobSystem;
}
