// The catalog search: a term counts from 2 characters; clearing the field resets the results (SPEC §4).
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

export function SearchBar({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const { t } = useLingui();
  const [value, setValue] = useState(term);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value);
  }

  return (
    <form role="search" className="search-bar" onSubmit={submit}>
      <label htmlFor="catalog-search" className="visually-hidden">
        {t`Search products`}
      </label>
      <input
        id="catalog-search"
        type="search"
        value={value}
        placeholder={t`Search products`}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value.trim() === '') onSearch('');
        }}
      />
      <button type="submit" className="button">
        {t`Search`}
      </button>
    </form>
  );
}
