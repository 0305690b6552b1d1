import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../../features/account/ResetPasswordPage.tsx';
import { guardPage } from '../-guard.ts';
import { PageFrame } from '../-page.tsx';

// The reset link of the e-mail: ?token=<reset token>.
export const Route = createFileRoute('/$country/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  beforeLoad: ({ context }) => guardPage(context.country, 'resetPassword'),
  component: function ResetPassword() {
    const { token } = Route.useSearch();
    return (
      <PageFrame pageKey="resetPassword">
        <ResetPasswordPage token={token} />
      </PageFrame>
    );
  },
});
