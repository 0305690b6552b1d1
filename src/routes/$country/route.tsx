import { createFileRoute, notFound } from '@tanstack/react-router';
import { isCountryCode } from '../../domain/markets/types.ts';
import { tenantLocale } from '../../domain/markets/countries.ts';
import { activateLocale } from '../../i18n/i18n.ts';
import { CountryLayout } from '../../features/pages/CountryLayout.tsx';

// Every country site: the first segment decides language, currency and features (ARCHITECTURE.md §6).
export const Route = createFileRoute('/$country')({
  beforeLoad: ({ params }) => {
    if (!isCountryCode(params.country)) throw notFound();
    return { country: params.country };
  },
  loader: async ({ context }) => {
    await activateLocale(tenantLocale(context.services.tenant, context.country));
  },
  component: CountryLayout,
});
