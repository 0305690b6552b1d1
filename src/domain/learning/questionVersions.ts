// The question fixer publishes a fix as a new version under a new id (`cf-005.v2`); history keeps the id it was
// answered under. Practice sets and the estimate go by the base id and draw the product's current version of it.
const VERSION_SUFFIX = /\.v\d+$/;

export function baseQuestionId(questionId: string): string {
  return questionId.lastIndexOf('.v') < 0 ? questionId : questionId.replace(VERSION_SUFFIX, '');
}
