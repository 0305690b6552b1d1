// The mobile filter sheet (SPEC §2): on small screens the filter chips open in a dialog from one button.
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Filters } from './Filters.tsx';

// The dialog's code loads when it opens, not with the sale page.
const Modal = lazy(() => import('../../ui/Modal.tsx').then((module) => ({ default: module.Modal })));

export function MobileFilters(props: ComponentProps<typeof Filters>) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const active = Object.values(props.filters).filter(Boolean).length;
  return (
    <div className="mobile-filters">
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {active > 0 ? t`Filters (${active})` : t`Filters`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Modal title={t`Filters`} onClose={() => setOpen(false)} actions={[{ label: t`Show results`, onClick: () => setOpen(false) }]}>
            <Filters {...props} />
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
