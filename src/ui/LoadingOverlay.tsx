// The full-screen loading overlay with the site name and a spinner (SPEC §2).
import { useLingui } from '@lingui/react/macro';
import { SITE_NAMES, currentTenant } from '../platform/tenant.ts';
import { useNotices } from './notices/noticeStore.ts';

export function LoadingOverlay({ force = false }: { force?: boolean }) {
  const { t } = useLingui();
  const visible = useNotices((state) => state.loadingCount > 0);
  if (!visible && !force) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label={t`Loading`}>
      <p className="loading-overlay__name">{SITE_NAMES[currentTenant]}</p>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
