import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../../features/account/SignUpPage.tsx';
import { guardPage } from '../-guard.ts';
import { PageFrame } from '../-page.tsx';

export const Route = createFileRoute('/$country/auth/signup')({
  beforeLoad: ({ context }) => guardPage(context.country, 'signUp'),
  component: function SignUp() {
    return (
      <PageFrame pageKey="signUp">
        <SignUpPage />
      </PageFrame>
    );
  },
});
