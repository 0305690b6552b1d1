// The app services from the router context, for components below the router.
import { useRouter } from '@tanstack/react-router';
import type { AppServices } from './services.ts';

export function useServices(): AppServices {
  return useRouter().options.context.services;
}
