// The user record as GET user/me returns it (SPEC §3 "User"), shared with the API.
export type { UserRecord } from '../../domain/auth/userRecord.ts';
