// Small text helpers named by the spec.

/** The string without its first comma (SPEC §5); later commas stay. */
export function removeFirstComma(text: string): string {
  return text.replace(',', '');
}

/**
 * Orders identifiers (product ids, url slugs) by their code units: stable and the same everywhere, and far cheaper
 * than localeCompare, whose first call loads the browser's collation data in the middle of the first render.
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
