// Page links for the catalog (25 products a page).
import { useLingui } from '@lingui/react/macro';

export function Pagination({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pages`}>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? 'button' : 'button button--secondary'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
    </nav>
  );
}
