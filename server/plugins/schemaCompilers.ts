// Route schemas compiled once per process, not once per Fastify instance. Fastify's default compilers build a new Ajv
// and a fresh fast-json-stringify serializer for every instance: about half a second of CPU for this API's schemas,
// paid again by every app a process builds (each test file builds one or more; a worker that runs many files builds
// many). Here one pool of Ajv instances (keyed, as Fastify keys them, by shared schemas and options) serves every
// instance, and Ajv itself caches a compiled validator by its schema object; serializers are cached by schema object
// too. Schemas are module-level constants, so the same object comes back for every instance; a schema built afresh
// is simply compiled afresh. The compiled functions are pure, so sharing them between instances changes nothing.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Serialize = (data: unknown) => string;

const buildValidator = AjvCompiler();

const serializersByOptions = new Map<string, WeakMap<object, Serialize>>();
const selectSerializer = SerializerSelector();

const buildSerializer: BuildSerializer = (externalSchemas, serializerOpts) => {
  const compile = selectSerializer(externalSchemas, serializerOpts);
  const key = JSON.stringify(externalSchemas ?? {}) + JSON.stringify(serializerOpts ?? {});
  const compiled = serializersByOptions.get(key) ?? new WeakMap<object, Serialize>();
  serializersByOptions.set(key, compiled);
  return (route) => {
    const schema = route.schema as object;
    let serialize = compiled.get(schema);
    if (!serialize) compiled.set(schema, (serialize = compile(route) as Serialize));
    return serialize;
  };
};

/** For `Fastify({ schemaController: { compilersFactory } })`. */
export const sharedSchemaCompilers = { buildValidator, buildSerializer };
