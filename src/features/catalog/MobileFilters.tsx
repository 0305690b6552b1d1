// The mobile filter sheet (SPEC §2): on small screens the filter chips open in a dialog from one button.
import { useState, type ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Filters } from './Filters.tsx';
// With the page, not on the tap: a first tap on a phone opens the sheet without a round trip for its code.
import { Modal } from '../../ui/Modal.tsx';

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
        <Modal title={t`Filters`} onClose={() => setOpen(false)} actions={[{ label: t`Show results`, onClick: () => setOpen(false) }]}>
          <Filters {...props} />
        </Modal>
      )}
    </div>
  );
}
