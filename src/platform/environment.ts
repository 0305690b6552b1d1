// Which environment column of the markets table applies to this build (SPEC §4 "is_active per environment").
import { ENVIRONMENTS, type Environment } from '../domain/markets/types.ts';

const configured = import.meta.env.VITE_APP_ENV as string | undefined;

export const appEnvironment: Environment = (ENVIRONMENTS as readonly string[]).includes(configured ?? '')
  ? (configured as Environment)
  : import.meta.env.PROD
    ? 'prod'
    : 'dev';
