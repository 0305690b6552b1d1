// The global error toast of SPEC §8: title, request name, product id, user, country, date and message, a
// contact-support link pre-filled with the product and user, and restore-configuration when a product is known.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { contactSupportPrefill } from '../domain/errors/record.ts';
import { isCountryCode } from '../domain/markets/types.ts';
import { MARKETS } from '../domain/markets/countries.ts';
import { pagePath } from '../domain/routes/slugs.ts';
import { notices, useNotices } from './notices/noticeStore.ts';
import type { ApiClient } from '../api/client.ts';

export function ErrorToast({ api = null }: { api?: ApiClient | null }) {
  const { t } = useLingui();
  const shown = useNotices((state) => state.errorToast);
  const [restoring, setRestoring] = useState(false);
  if (!shown) return null;
  const { record, country } = shown;
  const site = isCountryCode(country) ? country : 'us';
  const date = new Intl.DateTimeFormat(MARKETS[site].intlLocale, { dateStyle: 'medium', timeStyle: 'medium' }).format(record.date);
  const prefill = contactSupportPrefill(
    { productId: record.errorProductId, productName: record.productName, productType: record.productType, userId: record.userId },
    { productId: t`Product id`, productName: t`Product name`, productType: t`Product type`, userId: t`User id` },
  );
  const supportHref = `${pagePath(site, 'contact-us')}?${new URLSearchParams({ message: prefill })}`;

  async function restore() {
    setRestoring(true);
    try {
      // Loaded on use: IndexedDB code stays out of the first page load.
      const { restoreConfiguration } = await import('../features/config/restoreConfiguration.ts');
      const everywhere = await restoreConfiguration(api, { productId: record.errorProductId, userId: record.userId, mode: record.examMode });
      notices.dismissErrorToast();
      if (everywhere) notices.showToast('warn', t`The configuration was restored to its defaults.`, 5);
      else notices.showToast('error', t`The configuration was restored on this device, but not yet on the server. Please try again when you are online.`);
    } catch (error) {
      // The toast stays with its button: the learner can try again.
      console.warn('restore configuration failed', error);
    } finally {
      setRestoring(false);
    }
  }

  return (
    <section className="error-toast" role="alert" aria-labelledby="error-toast-title">
      <header className="error-toast__header">
        <h2 id="error-toast-title">{t`An error occurred`}</h2>
        <button type="button" className="icon-button" aria-label={t`Close`} onClick={() => notices.dismissErrorToast()}>
          ×
        </button>
      </header>
      <p>{t`If it happens again, please contact our support team.`}</p>
      <dl className="error-toast__details">
        <dt>{t`Request`}</dt>
        <dd>{record.errorName}</dd>
        {record.errorProductId && (
          <>
            <dt>{t`Product id`}</dt>
            <dd>{record.errorProductId}</dd>
          </>
        )}
        <dt>{t`User`}</dt>
        <dd>{record.userName || record.userId}</dd>
        <dt>{t`Country`}</dt>
        <dd>{country.toUpperCase()}</dd>
        <dt>{t`Date`}</dt>
        <dd>{date}</dd>
        <dt>{t`Message`}</dt>
        <dd>{record.errorMessage}</dd>
      </dl>
      <footer className="error-toast__actions">
        <a className="button button--secondary" href={supportHref}>
          {t`Contact support`}
        </a>
        {record.errorProductId && (
          <button type="button" className="button" disabled={restoring} aria-busy={restoring} onClick={() => void restore()}>
            {t`Restore configuration`}
          </button>
        )}
      </footer>
    </section>
  );
}
