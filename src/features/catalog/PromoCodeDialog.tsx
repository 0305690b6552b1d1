// The promo-code dialog: the learner types a code and the server says which products it discounts. A refusal is
// said in the dialog, and the typed code stays so it can be corrected.
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal.tsx';
import { Field } from '../account/Field.tsx';
import type { CountryCode } from '../../domain/markets/types.ts';
import { normalizePromoCode, type PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import { saleErrorMessage } from './saleErrors.ts';
import { useSaleApi } from './useSaleApi.ts';

interface PromoCodeDialogProps {
  country: CountryCode;
  onApplied: (discount: PromoDiscount) => void;
  onClose: () => void;
}

export function PromoCodeDialog({ country, onApplied, onClose }: PromoCodeDialogProps) {
  const { i18n, t } = useLingui();
  const api = useSaleApi();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [applied, setApplied] = useState<PromoDiscount | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = normalizePromoCode(code);
    if (typed === '') {
      setError(t`Please enter a promo code.`);
      return;
    }
    if (!api || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const discount = await api.redeemPromo(typed, country);
      onApplied(discount);
      setApplied(discount);
    } catch (failure) {
      setError(saleErrorMessage(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    const percent = i18n.number(applied.percentOff / 100, { style: 'percent' });
    const appliedCode = applied.promoCode;
    return (
      <Modal title={t`Promo code`} onClose={onClose} actions={[{ label: t`Done`, onClick: onClose }]}>
        <p role="status">{t`Promo code ${appliedCode} applied: ${percent} off. The products show their new prices.`}</p>
      </Modal>
    );
  }

  return (
    <Modal title={t`Promo code`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t`Your promo code`}
          value={code}
          error={error}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t`Apply the code`}
        </button>
      </form>
    </Modal>
  );
}
