import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../../features/account/ForgotPasswordPage.tsx';
import { guardPage } from '../-guard.ts';
import { PageFrame } from '../-page.tsx';

export const Route = createFileRoute('/$country/auth/forgot-password')({
  beforeLoad: ({ context }) => guardPage(context.country, 'forgot-password'),
  component: function ForgotPassword() {
    return (
      <PageFrame pageKey="forgot-password">
        <ForgotPasswordPage />
      </PageFrame>
    );
  },
});
