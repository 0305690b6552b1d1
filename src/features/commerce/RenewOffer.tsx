// The renew offer shown when a new attempt of a product whose entitlement ended is refused (issue 13): finished
// attempts and their results stay; renewing goes to the product's buy page. Loaded only when it shows.
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal.tsx';

export default function RenewOffer({ buyHref, onClose }: { buyHref: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      title={t`Your access to this product has ended`}
      description={t`Renew it to start new tests. Your finished tests and their results stay available.`}
      onClose={onClose}
      actions={[
        { label: t`Renew`, onClick: () => location.assign(buyHref) },
        { label: t`Not now`, variant: 'secondary', onClick: onClose },
      ]}
    />
  );
}
