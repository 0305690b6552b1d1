// Whether the browser is online, following the online and offline events (online in the server's first-visit render).
import { useEffect, useState } from 'react';

export function useOnline(read: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine): boolean {
  const [online, setOnline] = useState(read);
  useEffect(() => {
    const update = () => setOnline(read());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [read]);
  return online;
}
