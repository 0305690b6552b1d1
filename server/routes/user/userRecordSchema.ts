// Response schema of the user record (SPEC §3 User) and the request fields shared by sign-up and profile edits.
import { Type } from '@fastify/type-provider-typebox';
import { isCountryCode } from '@domain/markets/types.ts';
import { badRequest } from '../../lib/httpError.ts';

const nullableString = Type.Union([Type.String(), Type.Null()]);

export const UserRecordSchema = Type.Object(
  {
    userId: Type.String(),
    creationDate: Type.String({ format: 'date-time' }),
    email: Type.String(),
    lastLogin: nullableString,
    userName: Type.String(),
    endDates: Type.Array(Type.Object({ productId: Type.String(), endDate: Type.String() }, { additionalProperties: false })),
    subscribedProducts: Type.Array(Type.String()),
    roles: Type.Array(Type.String()),
    loginMethod: Type.Union([Type.Literal('password'), Type.Literal('oidc')]),
    mostRecentUsedProducts: Type.Array(Type.String()),
    secretQuestion: nullableString,
    country: nullableString,
    locale: nullableString,
  },
  { additionalProperties: false },
);

/** BCP 47-like tags such as en, de-AT, en-cq, pt-BR. */
export const LocaleField = Type.String({ maxLength: 35, pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$' });
export const CountryField = Type.String({ minLength: 2, maxLength: 2 });
export const UserNameField = Type.String({ minLength: 1, maxLength: 100 });

/** A country of the shop (lower case), or a 400 unknown_country. */
export function checkedCountry(country: string): string {
  const code = country.toLowerCase();
  if (!isCountryCode(code)) throw badRequest(`Unknown country "${country}".`, 'unknown_country');
  return code;
}

/** A user name after trimming; a blank one is refused. */
export function checkedUserName(userName: string): string {
  const name = userName.trim();
  if (name === '') throw badRequest('The user name must not be blank.', 'validation_failed');
  return name;
}
