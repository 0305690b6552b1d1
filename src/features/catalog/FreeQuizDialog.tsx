// The free-quiz subscription dialog (SPEC §2): an e-mail address and consent, then the server e-mails a free quiz
// and the dialog thanks the learner. Errors are said beside the field they concern; what was typed stays.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal.tsx';
import { Field } from '../account/Field.tsx';
import { FormError } from '../account/FormError.tsx';
import { ApiError } from '../../api/client.ts';
import { cleanEmail, isValidEmail } from '../../domain/auth/email.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { saleErrorMessage } from './saleErrors.ts';
import { useSaleApi } from './useSaleApi.ts';

interface FreeQuizDialogProps {
  country: CountryCode;
  productId?: string;
  onClose: () => void;
}

interface FormErrors {
  email?: string;
  consent?: string;
  form?: string;
}

export function FreeQuizDialog({ country, productId, onClose }: FreeQuizDialogProps) {
  const { i18n, t } = useLingui();
  const api = useSaleApi();
  const consentId = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [sent, setSent] = useState(false);
  const site = SITE_NAMES[currentTenant];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FormErrors = {
      email: isValidEmail(email) ? undefined : t`Please enter a valid e-mail address.`,
      consent: consent ? undefined : t`Please agree to receive the quiz by e-mail.`,
    };
    setErrors(found);
    if (found.email || found.consent || !api || busy) return;
    setBusy(true);
    try {
      await api.subscribeFreeQuiz({ email: cleanEmail(email), country, ...(productId ? { productId } : {}) });
      setSent(true);
    } catch (failure) {
      const message = saleErrorMessage(failure, i18n);
      setErrors(failure instanceof ApiError && failure.code === 'invalid_email' ? { email: message } : { form: message });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <Modal title={t`Free quiz by e-mail`} onClose={onClose} actions={[{ label: t`Done`, onClick: onClose }]}>
        <p role="status">{t`Thank you! Your free quiz is on its way: please check your inbox.`}</p>
      </Modal>
    );
  }

  return (
    <Modal title={t`Free quiz by e-mail`} onClose={onClose} disclaimer={t`We use your address only to send you this quiz.`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{t`Enter your e-mail address and we will send you a free practice quiz.`}</p>
        <Field label={t`E-mail address`} type="email" autoComplete="email" value={email} error={errors.email} onChange={(event) => setEmail(event.target.value)} />
        <div className="field field--checkbox">
          <label>
            <input
              type="checkbox"
              checked={consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? `${consentId}-error` : undefined}
              onChange={(event) => setConsent(event.target.checked)}
            />{' '}
            {t`I agree that ${site} sends me a free quiz by e-mail.`}
          </label>
          {errors.consent && (
            <p id={`${consentId}-error`} className="field__error" role="alert">
              {errors.consent}
            </p>
          )}
        </div>
        <FormError message={errors.form} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t`Send me the quiz`}
        </button>
      </form>
    </Modal>
  );
}
