// Every API route of one tenant, mounted under /api/2.0/{tenant}.
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';
import type { Environment, Tenant } from '@domain/markets/types.ts';
import type { AuthServices } from '../auth/services.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { JobSystem } from '../jobs/jobSystem.ts';
import type { CatalogChanges } from '../services/catalogChanges.ts';
import { createAuthenticator } from '../auth/authenticate.ts';
import { registerUserIdGuard } from '../auth/userIdGuard.ts';
import { catalogRoutes } from './catalog.ts';
import { promoRoutes } from './promo.ts';
import { freeQuizSubscriptionRoutes } from './freeQuizSubscription.ts';
import { countryLanguageRoutes } from './countryLanguages.ts';
import { errorReportRoutes } from './errorReports.ts';
import { oauthTokenRoutes } from './auth/oauthToken.ts';
import { revokeTokenRoutes } from './auth/revokeToken.ts';
import { thirdPartyLoginRoutes } from './auth/thirdPartyLogin.ts';
import { signupRoutes } from './user/signup.ts';
import { meRoutes } from './user/me.ts';
import { signOutEverywhereRoutes } from './user/signOutEverywhere.ts';
import { secretQuestionRoutes } from './user/secretQuestion.ts';
import { passwordResetRoutes } from './user/passwordReset.ts';
import { confirmEmailRoutes } from './user/confirmEmail.ts';
import { recentProductRoutes } from './user/recentProducts.ts';
import { examRoutes } from './exam/examRoutes.ts';
import { voteRoutes } from './votes.ts';
import { drillRoutes } from './drill.ts';
import { pushReminderRoutes } from './pushReminders.ts';
import { aiRoutes } from './ai.ts';
import { createAiQuizServiceFromConfig } from '../ai/createService.ts';
import { reportRoutes } from './reports.ts';
import { operatorRoutes } from './operator.ts';
import { operatorJobRoutes } from './operatorJobs.ts';
import type { RouteApp } from '../lib/routeApp.ts';
import type { Commerce } from '../commerce/commerce.ts';
import { commerceRoutes } from './commerce/checkout.ts';
import type { AppMetrics } from '../metrics/metrics.ts';
import { subscriptionRoutes } from './commerce/subscriptions.ts';

export interface ApiOptions {
  tenant: Tenant;
  db: Db;
  environment: Environment;
  config: ServerConfig;
  auth: AuthServices;
  mail: MailOutbox;
  jobs: JobSystem;
  /** Announced catalog changes (new popularity snapshot): the catalog cache drops the country. */
  catalogChanges: CatalogChanges;
  commerce: Commerce;
  metrics: AppMetrics;
  /** Study reminders: the VAPID public key browsers subscribe with; whether http loopback endpoints pass (tests). */
  push: { vapidPublicKey: string; allowLoopbackHttp: boolean };
}

export async function apiRoutes(app: RouteApp, { tenant, db, environment, config, auth, mail, jobs, commerce, catalogChanges, metrics, push }: ApiOptions): Promise<void> {
  // Pass only our own options down: Fastify's `prefix` must not be applied twice.
  const options = { tenant, db, environment };
  const authenticator = createAuthenticator(auth.accessTokens, auth.generations, tenant);
  const accountOptions = { tenant, db, config, auth, authenticator, mail, jobs };

  app.decorateRequest('user', null);
  // Before any route: every route with a :userId param registered below (and by later plugins) gets the check.
  registerUserIdGuard(app, authenticator);

  await app.register(catalogRoutes, { ...options, changes: catalogChanges });
  await app.register(promoRoutes, { tenant, db, clock: auth.clock, throttle: auth.throttle });
  await app.register(freeQuizSubscriptionRoutes, { tenant, db, config, auth, mail });
  await app.register(countryLanguageRoutes, options);
  await app.register(errorReportRoutes, options);

  await app.register(oauthTokenRoutes, accountOptions);
  await app.register(revokeTokenRoutes, accountOptions);
  await app.register(thirdPartyLoginRoutes, accountOptions);
  await app.register(signupRoutes, accountOptions);
  await app.register(meRoutes, accountOptions);
  await app.register(signOutEverywhereRoutes, accountOptions);
  await app.register(secretQuestionRoutes, accountOptions);
  await app.register(passwordResetRoutes, accountOptions);
  await app.register(confirmEmailRoutes, accountOptions);
  await app.register(recentProductRoutes, accountOptions);

  await app.register(examRoutes, { tenant, db, authenticator, commerce, clock: auth.clock, metrics });
  await app.register(voteRoutes, { tenant, db, authenticator });
  await app.register(drillRoutes, { db });
  await app.register(pushReminderRoutes, { db, ...push });
  await app.register(aiRoutes, { tenant, db, authenticator, service: createAiQuizServiceFromConfig(db, config.ai, auth.throttleStore) });
  await app.register(reportRoutes, { tenant, db, authenticator });
  await app.register(operatorRoutes, { tenant, db, authenticator });
  await app.register(operatorJobRoutes, { tenant, db, authenticator, jobs });
  await app.register(commerceRoutes, { tenant, db, authenticator, commerce, clock: auth.clock });
  await app.register(subscriptionRoutes, { tenant, db, authenticator, commerce, clock: auth.clock });
}
