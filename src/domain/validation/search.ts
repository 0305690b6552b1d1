// Whether a search term is long enough to run a search (SPEC §5: longer than 1 character).
import { SEARCH_TERM_MIN_LENGTH } from '../constants.ts';

/** True when the trimmed term has at least 2 characters; shorter terms reset the results instead. */
export function isSearchTermActive(term: string): boolean {
  return term.trim().length >= SEARCH_TERM_MIN_LENGTH;
}
