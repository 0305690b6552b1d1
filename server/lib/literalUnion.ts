// A schema accepting one of a list of string constants (modes, statuses, option letters), typed as that list's element
// type: TypeBox infers a union only from a tuple of literal schemas, and a list mapped to literals is an array.
import { Type, type TUnsafe } from '@fastify/type-provider-typebox';

export function literalUnion<const T extends readonly string[]>(values: T): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));
}
