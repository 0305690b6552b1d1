import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { sharedSchemaCompilers } from './schemaCompilers.ts';

const schema = {
  body: { type: 'object', required: ['n'], additionalProperties: false, properties: { n: { type: 'integer' } } },
  response: { 200: { type: 'object', properties: { twice: { type: 'integer' } } } },
} as const;

async function appWithRoute() {
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } }, schemaController: { compilersFactory: sharedSchemaCompilers } });
  app.post('/twice', { schema }, async (request) => ({ twice: (request.body as { n: number }).n * 2, secret: 'not in the schema' }));
  await app.ready();
  return app;
}

it('validates and serialises the same in every instance, compiling each schema once per process', async () => {
  const compiledValidators: unknown[] = [];
  const compiledSerializers: unknown[] = [];
  for (let i = 0; i < 2; i++) {
    const app = await appWithRoute();
    const ok = await app.inject({ method: 'POST', url: '/twice', payload: { n: 21 } });
    expect(ok.json()).toEqual({ twice: 42 }); // the serializer drops what the schema does not name
    const unknown = await app.inject({ method: 'POST', url: '/twice', payload: { n: 1, extra: true } });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await app.inject({ method: 'POST', url: '/twice', payload: { n: 'x' } });
    expect(wrongType.statusCode).toBe(400);
    compiledValidators.push(sharedSchemaCompilers.buildValidator({}, { customOptions: { removeAdditional: false } })({ schema: schema.body, method: 'POST', url: '/twice', httpPart: 'body' }));
    compiledSerializers.push(sharedSchemaCompilers.buildSerializer({}, {})({ schema: schema.response[200], method: 'POST', url: '/twice', httpStatus: '200' }));
    await app.close();
  }
  expect(compiledValidators[1]).toBe(compiledValidators[0]);
  expect(compiledSerializers[1]).toBe(compiledSerializers[0]);
});
