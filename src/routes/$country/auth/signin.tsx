import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../features/account/SignInPage.tsx';
import { guardPage, safeReturnPath } from '../-guard.ts';
import { PageFrame } from '../-page.tsx';

// Sign-in; opened from the sign-up e-mail with ?confirm=<token> it confirms the address first.
export const Route = createFileRoute('/$country/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { confirm?: string; redirect?: string } => ({
    ...(typeof search.confirm === 'string' ? { confirm: search.confirm } : {}),
    ...(typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  }),
  beforeLoad: ({ context }) => guardPage(context.country, 'signIn'),
  component: function SignIn() {
    const { confirm, redirect } = Route.useSearch();
    const { country: site } = Route.useParams();
    return (
      <PageFrame pageKey="signIn">
        <SignInPage confirmToken={confirm ?? null} returnTo={safeReturnPath(redirect, site) ?? null} />
      </PageFrame>
    );
  },
});
