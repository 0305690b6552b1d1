// The built-in test-mode provider's banner (DESIGN.md: warning colour), on the checkout page when it takes the
// payments, on its payment page and on its dashboard: nothing there is a real payment.
import { useLingui } from '@lingui/react/macro';

export function TestModeBanner() {
  const { t } = useLingui();
  return (
    <p className="test-mode-banner" role="note">
      <strong>{t`Test mode`}</strong> · {t`No real payment is made. Use the card 4242 4242 4242 4242 with any future expiry and any CVC.`}
    </p>
  );
}
