// Filters by super category and category (SPEC §2: written superCategory/category); changing one goes to page 1.
import { useLingui } from '@lingui/react/macro';
import type { Catalog } from '../../domain/catalog/types.ts';
import type { BrowseFilters } from '../../domain/catalog/browse.ts';

interface FiltersProps {
  catalog: Catalog;
  filters: BrowseFilters;
  onSuperCategory: (superCategory: string | null) => void;
  onCategory: (category: string | null) => void;
}

export function Filters({ catalog, filters, onSuperCategory, onCategory }: FiltersProps) {
  const { t } = useLingui();
  const selectedSuper = filters.superCategory ? catalog[filters.superCategory] : undefined;
  return (
    <div className="filters">
      <label>
        {t`Area`}
        <select value={filters.superCategory ?? ''} onChange={(event) => onSuperCategory(event.target.value || null)}>
          <option value="">{t`All areas`}</option>
          {Object.entries(catalog).map(([url, superCategory]) => (
            <option key={url} value={url}>
              {superCategory.superCategory}
            </option>
          ))}
        </select>
      </label>
      {selectedSuper && (
        <label>
          {t`Category`}
          <select value={filters.category ?? ''} onChange={(event) => onCategory(event.target.value || null)}>
            <option value="">{t`All categories`}</option>
            {Object.entries(selectedSuper.categories).map(([url, category]) => (
              <option key={url} value={`${filters.superCategory}/${url}`}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
