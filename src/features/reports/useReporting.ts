// What a simulator control needs to report: whether the country collects this type of report (its reporting
// switches, SPEC §9) and a way to queue one. Outside the app (no router: component tests) or on a page without a
// country nothing is reported and the controls are not shown.
import { useRouter } from '@tanstack/react-router';
import type { ShopDatabase } from '../../db/db.ts';
import { queueReport } from '../../db/reportQueue.ts';
import { getMarket } from '../../domain/markets/countries.ts';
import { isReportingOn, type ReportEventInput, type ReportType } from '../../domain/reports/reportEvent.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { countryFromPath, type AppServices } from '../../platform/services.ts';

export type ReportDraft = Omit<ReportEventInput, 'eventId' | 'country' | 'at' | 'type'>;

export interface Reporting {
  /** Saves the report on the device (it is sent when the device can); rejects only when the device cannot store it. */
  submit(draft: ReportDraft): Promise<void>;
}

export function useReporting(type: ReportType, db: ShopDatabase, owner: string): Reporting | null {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const services: AppServices | undefined = router?.options.context.services;
  const country = typeof location === 'undefined' ? undefined : countryFromPath(location.pathname);
  if (!services || !country || !isReportingOn(getMarket(country).reporting, type)) return null;
  return {
    async submit(draft) {
      await queueReport(db, owner, { ...draft, type, country, at: Date.now() });
      settleQuietly(
        services.sync().then((sync) => sync.notifyReportQueued()),
        'report flush',
      );
    },
  };
}
