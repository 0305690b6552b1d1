// buy/free-quiz-subscription: e-mails a free quiz of the country site (SPEC §2 free-quiz subscription dialog). The
// mail outbox is the record of the request; 202 whether or not the throttle let the mail go (no probing, no flooding).
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import type { ServerConfig } from '../config.ts';
import type { AuthServices } from '../auth/services.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { freeQuizAddressKey, freeQuizMailKey } from '../auth/throttle.ts';
import { sendFreeQuizMail } from '../mail/freeQuizMail.ts';
import { readCatalog } from '../services/catalog.ts';
import { badRequest, notFound } from '../lib/httpError.ts';
import { checkedCountry, CountryField } from './user/userRecordSchema.ts';
import { cleanEmail, emailKey, isValidEmail } from '@domain/auth/email.ts';
import { listProducts } from '@domain/catalog/browse.ts';
import { freeQuizFor } from '@domain/catalog/freeQuiz.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const SubscriptionBody = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    country: CountryField,
    productId: Type.Optional(Type.String({ minLength: 3, maxLength: 100 })),
  },
  { additionalProperties: false },
);

export interface FreeQuizRouteOptions {
  tenant: Tenant;
  db: Db;
  config: ServerConfig;
  auth: AuthServices;
  mail: MailOutbox;
}

export async function freeQuizSubscriptionRoutes(app: RouteApp, { tenant, db, config, auth, mail }: FreeQuizRouteOptions): Promise<void> {
  app.post(
    '/buy/free-quiz-subscription',
    {
      schema: {
        tags: ['catalog'],
        summary: 'E-mail a free quiz of the country site to an address',
        body: SubscriptionBody,
        response: { 202: Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const country = checkedCountry(request.body.country) as CountryCode;
      if (!isValidEmail(request.body.email)) throw badRequest('Enter a valid e-mail address, such as name@example.com.', 'invalid_email');
      const products = listProducts(await readCatalog(db, tenant, country));
      const { productId } = request.body;
      const requested = productId === undefined ? undefined : products.find((product) => product.productId === productId);
      if (productId !== undefined && !requested) throw notFound(`No product ${productId} in this country.`, 'unknown_product');
      const email = cleanEmail(request.body.email);
      const gate = await auth.throttle.attempt([freeQuizAddressKey(request.ip), freeQuizMailKey(tenant, emailKey(email))]);
      if (gate.allowed) await sendFreeQuizMail(mail, tenant, { to: email, country, quiz: freeQuizFor(products, requested), publicUrl: config.publicUrl, requestId: request.id });
      return reply.status(202).send({ ok: true });
    },
  );
}
