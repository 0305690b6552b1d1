// Product config per user (SPEC §7): load, save, reset a mode to the defaults, delete a mode. Guests get the §9
// defaults and keep their settings on the device ({ result: 'local' }).
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './ids.ts';
import type { Db } from '../../db/open.ts';
import { badRequest, notFound } from '../../lib/httpError.ts';
import { GUEST_USER_ID } from '@domain/constants.ts';
import { defaultProductConfig } from '@domain/config/defaults.ts';
import type { Tenant } from '@domain/markets/types.ts';
import {
  CONFIG_MODES,
  deleteProductConfigMode,
  loadProductConfig,
  productQuestionCount,
  resetProductConfigMode,
  saveProductConfig,
} from '../../services/productConfigs.ts';
import { outOfRange, ProductConfigSchema } from './configSchemas.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import { literalUnion } from '../../lib/literalUnion.ts';

const Params = Type.Object({ productId: Id(), userId: Id() }, { additionalProperties: false });
const ModeParams = Type.Object({ productId: Id(), userId: Id(), testMode: literalUnion(CONFIG_MODES) }, { additionalProperties: false });
const Result = Type.Object({ result: Type.Union([Type.Literal('ok'), Type.Literal('local')]) }, { additionalProperties: false });
const tags = ['config'];

export async function productConfigRoutes(app: RouteApp, { db, tenant }: { db: Db; tenant: Tenant }): Promise<void> {
  async function questionCountOf(productId: string): Promise<number> {
    const count = await productQuestionCount(db, tenant, productId);
    if (count === null) throw notFound(`No product ${productId}`, 'unknown_product');
    return count;
  }

  app.get(
    '/products/:productId/config/load/:userId',
    { schema: { tags, summary: "The user's config of a product (defaults for modes never saved)", params: Params, response: { 200: ProductConfigSchema } } },
    async (request, reply) => {
      const { productId, userId } = request.params;
      const count = await questionCountOf(productId);
      reply.header('cache-control', 'private, no-store');
      return userId === GUEST_USER_ID ? defaultProductConfig(userId, count) : loadProductConfig(db, userId, productId, count);
    },
  );

  app.post(
    '/products/:productId/config/save/:userId',
    { schema: { tags, summary: 'Save every mode of the config', params: Params, body: ProductConfigSchema, response: { 200: Result } } },
    async (request) => {
      const { productId, userId } = request.params;
      await questionCountOf(productId);
      const wrong = outOfRange(request.body);
      if (wrong) throw badRequest(`${wrong}: the current value must lie within min and max`, 'config_out_of_range');
      if (userId === GUEST_USER_ID) return { result: 'local' as const };
      await saveProductConfig(db, userId, productId, request.body);
      return { result: 'ok' as const };
    },
  );

  app.delete(
    '/products/:productId/config/resetDefault/:userId/:testMode',
    { schema: { tags, summary: 'Put one mode back to the defaults', params: ModeParams, response: { 200: Result } } },
    async (request) => {
      const { productId, userId, testMode } = request.params;
      const count = await questionCountOf(productId);
      if (userId === GUEST_USER_ID) return { result: 'local' as const };
      await resetProductConfigMode(db, userId, productId, testMode, count);
      return { result: 'ok' as const };
    },
  );

  app.delete(
    '/products/:productId/config/delete/:userId/:testMode',
    { schema: { tags, summary: "Forget one mode's saved settings", params: ModeParams, response: { 200: Result } } },
    async (request) => {
      const { productId, userId, testMode } = request.params;
      await questionCountOf(productId);
      if (userId === GUEST_USER_ID) return { result: 'local' as const };
      await deleteProductConfigMode(db, userId, productId, testMode);
      return { result: 'ok' as const };
    },
  );
}
