// Small text helpers named by the spec.

/** The string without its first comma (SPEC §5); later commas stay. */
export function removeFirstComma(text: string): string {
  return text.replace(',', '');
}
