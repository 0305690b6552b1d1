import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../../features/account/SignInPage.tsx';
import { guardPage } from '../-guard.ts';
import { PageFrame } from '../-page.tsx';

// Sign-in; opened from the sign-up e-mail with ?confirm=<token> it confirms the address first.
export const Route = createFileRoute('/$country/auth/signin')({
  validateSearch: (search: Record<string, unknown>): { confirm?: string } => (typeof search.confirm === 'string' ? { confirm: search.confirm } : {}),
  beforeLoad: ({ context }) => guardPage(context.country, 'signIn'),
  component: function SignIn() {
    const { confirm } = Route.useSearch();
    return (
      <PageFrame pageKey="signIn">
        <SignInPage confirmToken={confirm ?? null} />
      </PageFrame>
    );
  },
});
