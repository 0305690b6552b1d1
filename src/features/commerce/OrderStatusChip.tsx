// An order's (or a product's) status as a chip: words beside the colour, never colour alone (DESIGN).
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus } from '../../domain/commerce/orders.ts';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  const label = {
    pending_payment: t`Payment pending`,
    paid: t`Paid`,
    failed: t`Payment failed`,
    expired: t`Expired`,
    refunded: t`Refunded`,
  }[status];
  return <span className={`pill status-chip status-chip--${status}`}>{label}</span>;
}
