// The sale page's filters as chips (DESIGN.md; a sheet on phones, MobileFilters.tsx): area and category (SPEC §2:
// written superCategory/category), the product's kind, free or paid. A chip toggles: pressing the chosen one clears
// it. Changing one goes to page 1; the choice lives in the URL (browseSearch.ts).
import { useLingui } from '@lingui/react/macro';
import type { Catalog, ProductKind } from '../../domain/catalog/types.ts';
import type { BrowseFilters, PriceFilter } from '../../domain/catalog/browse.ts';
import { PRODUCT_KIND_LABELS } from './productKindLabels.ts';

interface FiltersProps {
  catalog: Catalog;
  filters: BrowseFilters;
  onSuperCategory: (superCategory: string | null) => void;
  onCategory: (category: string | null) => void;
  onKind: (kind: ProductKind | null) => void;
  onPrice: (price: PriceFilter | null) => void;
}

const KIND_ORDER: readonly ProductKind[] = ['free-demo-quiz', 'demo-ai-quiz', 'configured-quiz', 'full-product'];

export function Filters({ catalog, filters, onSuperCategory, onCategory, onKind, onPrice }: FiltersProps) {
  const { t, i18n } = useLingui();
  const selectedSuper = filters.superCategory ? catalog[filters.superCategory] : undefined;
  const kinds = kindsIn(catalog);
  return (
    <div className="filters">
      <ChipGroup
        legend={t`Area`}
        options={Object.entries(catalog).map(([url, superCategory]) => ({ value: url, label: superCategory.superCategory }))}
        selected={filters.superCategory}
        onSelect={onSuperCategory}
      />
      {selectedSuper && (
        <ChipGroup
          legend={t`Category`}
          options={Object.entries(selectedSuper.categories).map(([url, category]) => ({ value: `${filters.superCategory}/${url}`, label: category.title }))}
          selected={filters.category}
          onSelect={onCategory}
        />
      )}
      {kinds.length > 1 && (
        <ChipGroup legend={t`Kind`} options={kinds.map((kind) => ({ value: kind, label: i18n._(PRODUCT_KIND_LABELS[kind]) }))} selected={filters.kind} onSelect={onKind} />
      )}
      <ChipGroup
        legend={t`Price`}
        options={[
          { value: 'free' as const, label: t({ message: 'Free', context: 'price filter' }) },
          { value: 'paid' as const, label: t({ message: 'Paid', context: 'price filter' }) },
        ]}
        selected={filters.price}
        onSelect={onPrice}
      />
    </div>
  );
}

/** The kinds of product the catalog holds, in the SPEC's order. */
function kindsIn(catalog: Catalog): ProductKind[] {
  const present = new Set<ProductKind>();
  for (const superCategory of Object.values(catalog)) {
    for (const category of Object.values(superCategory.categories)) for (const product of category.products) present.add(product.kind);
  }
  return KIND_ORDER.filter((kind) => present.has(kind));
}

interface ChipGroupProps<T extends string> {
  legend: string;
  options: { value: T; label: string }[];
  selected: T | null;
  onSelect: (value: T | null) => void;
}

function ChipGroup<T extends string>({ legend, options, selected, onSelect }: ChipGroupProps<T>) {
  return (
    <fieldset className="chip-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <button key={option.value} type="button" className="filter-chip" aria-pressed={selected === option.value} onClick={() => onSelect(selected === option.value ? null : option.value)}>
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
