// Follows an order's status after the payment page (pending → paid | failed | expired) by asking the API, never
// writing anything: every 2 s at first, slowing to every 15 s, until the status settles. When the order is paid
// the paid lines leave the device's cart and the account's record and entitlements are fetched again (once).
import { useEffect, useRef, useState } from 'react';
import { isSettled, type OrderView } from '../../domain/commerce/orders.ts';
import type { CheckoutDeps } from './checkoutDeps.ts';

export interface OrderFollowState {
  order: OrderView | null;
  /** The last read failed (offline, say): the page says so and keeps asking. */
  failed: boolean;
  notFound: boolean;
}

export function nextPollDelay(attempt: number): number {
  return Math.min(15_000, 2_000 * 1.5 ** attempt);
}

export function useOrderFollow(deps: CheckoutDeps, userId: string | null, orderId: string): OrderFollowState {
  const [state, setState] = useState<OrderFollowState>({ order: null, failed: false, notFound: false });
  const settledOnce = useRef(false);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const poll = async () => {
      try {
        const order = await deps.order(userId, orderId, controller.signal);
        if (controller.signal.aborted) return;
        setState({ order, failed: false, notFound: false });
        if (order.status === 'paid' && !settledOnce.current) {
          settledOnce.current = true;
          await deps.removeLines(order.lines.map((line) => line.productId)).catch(() => undefined);
          await deps.afterPaid(userId).catch(() => undefined);
        }
        if (isSettled(order.status)) return;
      } catch (error) {
        if (controller.signal.aborted) return;
        const status = (error as { status?: number }).status;
        if (status === 404) {
          setState({ order: null, failed: false, notFound: true });
          return;
        }
        setState((current) => ({ ...current, failed: true }));
      }
      timer = setTimeout(() => void poll(), nextPollDelay(attempt++));
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [deps, userId, orderId]);
  return state;
}
