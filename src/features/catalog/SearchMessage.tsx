// The search result messages (SPEC §3): none, one, many with and without the hint to scroll.
import { useLingui } from '@lingui/react/macro';
import { searchMessageKind } from '../../domain/catalog/browse.ts';

/** Cards visible on a phone's first screen; more results than this get the scroll hint. */
const VISIBLE_WITHOUT_SCROLL = 4;

export function SearchMessage({ count }: { count: number }) {
  const { t } = useLingui();
  const kind = searchMessageKind(count, VISIBLE_WITHOUT_SCROLL);
  const text = {
    none: t`No products match your search.`,
    single: t`One product matches your search.`,
    'many-with-scroll': t`${count} products match your search. Scroll down to see them all.`,
    'many-without-scroll': t`${count} products match your search.`,
  }[kind];
  return (
    <p className="search-message" role="status">
      {text}
    </p>
  );
}
