// Whether the browser is online, following the online and offline events (online in the server's render, which the
// browser's first render matches: a page rendered by the server came over the network).
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const browserOnline = () => navigator.onLine;
const onlineOnServer = () => true;

export function useOnline(read: () => boolean = browserOnline): boolean {
  return useSyncExternalStore(subscribe, read, onlineOnServer);
}
