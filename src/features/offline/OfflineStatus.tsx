// "Available offline": a small quiet status in the header (DESIGN.md: sync status lives there), shown once the
// service worker controls the page and holds everything the page declared it needs (handOff.ts). The hand-off
// loads only after the page is on screen; pages that declare nothing show nothing.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { buildRequestHeaders } from '../../domain/http/requestRules.ts';
import { useServices } from '../../platform/useServices.ts';
import { pageNeedsOf, subscribePageNeeds } from './pageNeedsStore.ts';

export function OfflineStatus({ country }: { country: string }) {
  const { t } = useLingui();
  const services = useServices();
  const path = useLocation({ select: (location) => location.pathname });
  const needsOfPage = () => pageNeedsOf(path);
  // The page's needs are declared by its loader, which ran before the first render on the server and in the browser.
  const needs = useSyncExternalStore(subscribePageNeeds, needsOfPage, needsOfPage);
  const [readyFor, setReadyFor] = useState<object | null>(null);

  useEffect(() => {
    if (!needs || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof caches === 'undefined') return;
    let live = true;
    void import('./handOff.ts')
      .then(({ readyOffline }) =>
        readyOffline(needs, {
          container: navigator.serviceWorker,
          cacheStorage: caches,
          headersFor: async (need) => {
            const token = need.signed ? await services.tokens.accessToken() : ({ kind: 'anonymous' } as const);
            const accessToken = token.kind === 'token' ? token.accessToken : token.kind === 'retry-later' ? token.staleAccessToken : undefined;
            return buildRequestHeaders({ url: need.url, method: 'GET', country, accessToken });
          },
        }),
      )
      .then((ready) => {
        if (live && ready) setReadyFor(needs);
      })
      .catch(() => undefined); // not ready offline: the status stays hidden, the page works as before
    return () => {
      live = false;
    };
  }, [needs, services, country]);

  const ready = needs !== undefined && readyFor === needs;
  return (
    <span role="status" className="site-header__offline">
      {ready && (
        <>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="site-header__offline-text">{t`Available offline`}</span>
        </>
      )}
    </span>
  );
}
