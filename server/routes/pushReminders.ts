// Study reminders by Web Push (issue 34). The VAPID public key (public); a signed-in learner's browser subscription
// (POST, DELETE) and reminder settings (GET, PUT) under user/:userId (the userId guard: own data only, no guests);
// and "Stop reminders" from the notification, which the service worker sends with the subscription's auth secret as
// its proof (it has no access token). Bad input is a 4xx and stores nothing.
import { Type } from '@fastify/type-provider-typebox';
import type { Db } from '../db/open.ts';
import type { RouteApp } from '../lib/routeApp.ts';
import { badRequest, conflict, notFound } from '../lib/httpError.ts';
import { literalUnion } from '../lib/literalUnion.ts';
import { Id } from './exam/ids.ts';
import { MESSAGE_LOCALES } from '@domain/markets/types.ts';
import { PUSH_ENDPOINT_MAX_LENGTH, subscriptionProblem, type SubscriptionProblem } from '@domain/pushReminders/subscription.ts';
import { REMINDER_HOUR_MAX, TIME_ZONE_MAX_LENGTH, reminderSettingsProblem, type ReminderSettingsProblem } from '@domain/pushReminders/reminderSettings.ts';
import { readReminderSettings, removeSubscription, saveSubscription, stopBySubscription, subscriptionCount, writeReminderSettings } from '../push/pushStore.ts';

/** A subscription is about 300 bytes; anything near this is not one. */
const SUBSCRIPTION_BODY_LIMIT_BYTES = 4 * 1024;
const Params = Type.Object({ userId: Id() }, { additionalProperties: false });
const Endpoint = Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX_LENGTH });
const Key = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const Keys = Type.Object({ p256dh: Key(128), auth: Key(64) }, { additionalProperties: false });
const SubscribeBody = Type.Object(
  {
    endpoint: Endpoint,
    // PushSubscription.toJSON() includes it (null for most browsers); not used.
    expirationTime: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })])),
    keys: Keys,
    locale: literalUnion(MESSAGE_LOCALES),
  },
  { additionalProperties: false },
);
const EndpointBody = Type.Object({ endpoint: Endpoint }, { additionalProperties: false });
const StopBody = Type.Object({ endpoint: Endpoint, auth: Key(64) }, { additionalProperties: false });
const Settings = Type.Object(
  {
    enabled: Type.Boolean(),
    hour: Type.Integer({ minimum: 0, maximum: REMINDER_HOUR_MAX }),
    days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
    timeZone: Type.String({ minLength: 1, maxLength: TIME_ZONE_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
const SettingsReply = Type.Object(
  { settings: Type.Union([Settings, Type.Null()]), subscriptions: Type.Integer({ minimum: 0, description: 'Browsers of this learner subscribed to reminders' }) },
  { additionalProperties: false },
);

const SUBSCRIPTION_MESSAGES: Record<SubscriptionProblem, string> = {
  'endpoint-not-https': 'The push endpoint must be an https address.',
  'endpoint-malformed': 'The push endpoint is not a valid address.',
  'keys-malformed': 'The subscription keys must be base64url: p256dh a 65-byte P-256 public key, auth a 16-byte secret.',
};
const SETTINGS_MESSAGES: Record<ReminderSettingsProblem, string> = {
  'hour-out-of-range': 'The hour must be a whole number from 0 to 23.',
  'no-day': 'Choose at least one day.',
  'day-out-of-range': 'Days are 0 (Sunday) to 6 (Saturday).',
  'unknown-time-zone': 'The time zone must be an IANA time zone name, e.g. Europe/Berlin.',
};
const unknownLearner = () => notFound('No learner with this id: sign in again.', 'unknown_learner');

export async function pushReminderRoutes(app: RouteApp, { db, vapidPublicKey, allowLoopbackHttp }: { db: Db; vapidPublicKey: string; allowLoopbackHttp: boolean }): Promise<void> {
  app.get(
    '/push/vapid-key',
    {
      // Public and the same for everyone: no XSRF cookie on it (a shared cache must not keep one).
      config: { publicCache: true },
      schema: {
        tags: ['push'],
        summary: "The shop's VAPID public key, the applicationServerKey browsers subscribe with",
        response: { 200: Type.Object({ publicKey: Type.String() }, { additionalProperties: false }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { publicKey: vapidPublicKey };
    },
  );

  app.post(
    '/user/:userId/push/subscription',
    {
      bodyLimit: SUBSCRIPTION_BODY_LIMIT_BYTES,
      config: { guestAllowed: false },
      schema: {
        tags: ['push'],
        summary: "Subscribe this browser to the learner's study reminders (PushSubscription.toJSON() and the page's locale)",
        params: Params,
        body: SubscribeBody,
        response: { 201: Type.Object({ subscribed: Type.Literal(true) }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys, locale } = request.body;
      const problem = subscriptionProblem({ endpoint, keys }, { allowLoopbackHttp });
      if (problem) throw badRequest(SUBSCRIPTION_MESSAGES[problem], problem.replaceAll('-', '_'));
      const outcome = await saveSubscription(db, request.params.userId, { endpoint, keys }, locale);
      if (outcome === 'unknown-learner') throw unknownLearner();
      if (outcome === 'endpoint-of-another-account') throw conflict('This push subscription belongs to another account.', 'subscription_taken');
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.delete(
    '/user/:userId/push/subscription',
    {
      bodyLimit: SUBSCRIPTION_BODY_LIMIT_BYTES,
      config: { guestAllowed: false },
      schema: {
        tags: ['push'],
        summary: "Unsubscribe one of the learner's browsers",
        params: Params,
        body: EndpointBody,
        response: { 200: Type.Object({ removed: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request) => ({ removed: await removeSubscription(db, request.params.userId, request.body.endpoint) }),
  );

  app.post(
    '/push/stop',
    {
      bodyLimit: SUBSCRIPTION_BODY_LIMIT_BYTES,
      schema: {
        tags: ['push'],
        summary: "The notification's Stop reminders action: turns the learner's reminders off and removes this subscription (proof: its auth secret)",
        body: StopBody,
        response: { 200: Type.Object({ stopped: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request) => ({ stopped: await stopBySubscription(db, request.body.endpoint, request.body.auth) }),
  );

  app.get(
    '/user/:userId/push/reminders',
    {
      config: { guestAllowed: false },
      schema: { tags: ['push'], summary: "The learner's reminder settings (null: never set) and how many browsers are subscribed", params: Params, response: { 200: SettingsReply } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { userId } = request.params;
      return { settings: await readReminderSettings(db, userId), subscriptions: await subscriptionCount(db, userId) };
    },
  );

  app.put(
    '/user/:userId/push/reminders',
    {
      config: { guestAllowed: false },
      schema: { tags: ['push'], summary: 'Set when the learner is reminded: the hour and days in their time zone, on or off', params: Params, body: Settings, response: { 200: SettingsReply } },
    },
    async (request) => {
      const { userId } = request.params;
      const problem = reminderSettingsProblem(request.body);
      if (problem) throw badRequest(SETTINGS_MESSAGES[problem], problem.replaceAll('-', '_'));
      if (!(await writeReminderSettings(db, userId, request.body))) throw unknownLearner();
      return { settings: await readReminderSettings(db, userId), subscriptions: await subscriptionCount(db, userId) };
    },
  );
}
