// "The cart changed": told to this window (an event) and to the other tabs (a BroadcastChannel), so the header's
// count follows. Kept apart from the cart store: the header imports only this and a plain IndexedDB count.
export const CART_CHANGED_EVENT = 'cart-changed';
const CHANNEL = 'exam-quiz-cart';

export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('changed');
    channel.close();
  }
}

export function onCartChanged(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED_EVENT, listener);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = listener;
  return () => {
    window.removeEventListener(CART_CHANGED_EVENT, listener);
    channel?.close();
  };
}
