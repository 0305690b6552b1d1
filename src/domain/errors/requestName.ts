// Human name of a failed request, from its URL (SPEC §8 "Request names by URL"), shown in the error toast.

export const REQUEST_NAMES = {
  saveStatus: 'Save Status',
  loadConfig: 'Load Config',
  // The spec's spelling, kept: reports and dashboards group by this exact text.
  resetDefaultConfig: 'Rest Default Config',
  deleteConfig: 'Delete Config',
  init: 'Init',
  getVote: 'Get Vote',
  testsForProducts: 'Tests For Products',
  newVersionQuestionDetails: 'New Version Question Details',
  other: 'Error',
} as const;
export type RequestName = (typeof REQUEST_NAMES)[keyof typeof REQUEST_NAMES];

/** Checked in order; the first match names the request. Each matches whole path segments. */
const RULES: readonly (readonly [RegExp, RequestName])[] = [
  [/\/saveStatus(\/|$)/, REQUEST_NAMES.saveStatus],
  [/\/config\/load(\/|$)/, REQUEST_NAMES.loadConfig],
  [/\/config\/resetDefault(\/|$)/, REQUEST_NAMES.resetDefaultConfig],
  [/\/config\/delete(\/|$)/, REQUEST_NAMES.deleteConfig],
  [/\/init(\/|$)/, REQUEST_NAMES.init],
  [/\/getVote(\/|$)/, REQUEST_NAMES.getVote],
  [/\/tests\/.*\/(practice|exam)$/, REQUEST_NAMES.testsForProducts],
  [/\/new-version-questions-details(\/|$)/, REQUEST_NAMES.newVersionQuestionDetails],
];

/** Path of a URL or of a relative address, without query or fragment. */
function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

export function requestNameForUrl(url: string): RequestName {
  const path = pathOf(url);
  return RULES.find(([pattern]) => pattern.test(path))?.[1] ?? REQUEST_NAMES.other;
}
