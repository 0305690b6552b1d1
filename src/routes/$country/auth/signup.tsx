import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../../features/account/SignUpPage.tsx';
import { guardPage, safeReturnPath } from '../-guard.ts';
import { PageFrame } from '../-page.tsx';

// ?redirect= as on the sign-in page: where the learner returns once signed in (the checkout with its cart).
export const Route = createFileRoute('/$country/auth/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: ({ context }) => guardPage(context.country, 'signUp'),
  component: function SignUp() {
    const { redirect } = Route.useSearch();
    const { country: site } = Route.useParams();
    return (
      <PageFrame pageKey="signUp">
        <SignUpPage returnTo={safeReturnPath(redirect, site) ?? null} />
      </PageFrame>
    );
  },
});
