// The built-in test-mode provider's banner (DESIGN.md: warning colour), on the checkout page when it takes the
// payments, on its payment page and on its dashboard: nothing there is a real payment.
import { useLingui } from '@lingui/react/macro';

/** `chosen`: the operator switched test mode on explicitly (PAYMENTS=test), as on a production server. */
export function TestModeBanner({ chosen = false }: { chosen?: boolean }) {
  const { t } = useLingui();
  return (
    <p className="test-mode-banner" role="note">
      <strong>{t`Test mode`}</strong> · {t`No real payment is made. Use the card 4242 4242 4242 4242 with any future expiry and any CVC.`}
      {chosen && <> · {t`Switched on by the shop's operator (PAYMENTS=test).`}</>}
    </p>
  );
}
