// Role names on the user record (SPEC §6 leaves them open): every account is a learner; an operator also sees what
// learners report (the operator view, issue 15). The first operator is made with `npm run operator:create`.
export const LEARNER_ROLE = 'learner';
export const OPERATOR_ROLE = 'operator';

export function isOperator(roles: readonly string[] | undefined | null): boolean {
  return roles?.includes(OPERATOR_ROLE) ?? false;
}

/** The roles with operator added once. */
export function withOperator(roles: readonly string[]): string[] {
  return isOperator(roles) ? [...roles] : [...roles, OPERATOR_ROLE];
}
