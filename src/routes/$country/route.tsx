import { createFileRoute, notFound } from '@tanstack/react-router';
import { siteCountry } from '../../domain/routes/siteCountry.ts';
import { tenantLocale } from '../../domain/markets/countries.ts';
import { activateLocale } from '../../i18n/i18n.ts';
import { CountryLayout } from '../../features/pages/CountryLayout.tsx';

// Every country site: the first segment decides language, currency and features (ARCHITECTURE.md §6).
export const Route = createFileRoute('/$country')({
  beforeLoad: ({ params, context }) => {
    const country = siteCountry(params.country, context.services.tenant);
    if (!country) throw notFound();
    return { country };
  },
  loader: async ({ context }) => {
    await activateLocale(tenantLocale(context.services.tenant, context.country));
  },
  component: CountryLayout,
});
