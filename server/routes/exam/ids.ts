// Identifiers in exam paths and bodies: printable ASCII only, so nothing odd (a NUL byte, say) reaches the database.
import { Type } from '@fastify/type-provider-typebox';

export const Id = (maxLength = 100) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9._:@-]+$' });
