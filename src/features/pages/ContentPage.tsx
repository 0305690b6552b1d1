// A page reached by its localized slug. Each page's own content arrives with its feature; until then the page
// shows its translated title and says that it is being prepared.
import { useLingui } from '@lingui/react/macro';
import type { AnyPageKey } from '../../domain/routes/types.ts';
import { PAGE_TITLES } from './pageTitles.ts';

export function ContentPage({ pageKey }: { pageKey: AnyPageKey }) {
  const { i18n, t } = useLingui();
  return (
    <main className="page" data-page-key={pageKey}>
      <h1>{i18n._(PAGE_TITLES[pageKey])}</h1>
      <p>{t`This page is being prepared.`}</p>
    </main>
  );
}
