import { createFileRoute } from '@tanstack/react-router';
import { SecretQuestionPage } from '../../features/account/SecretQuestionPage.tsx';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

export const Route = createFileRoute('/$country/secret-question')({
  beforeLoad: ({ context }) => guardPage(context.country, 'secret-question'),
  component: function SecretQuestion() {
    return (
      <PageFrame pageKey="secret-question">
        <SecretQuestionPage />
      </PageFrame>
    );
  },
});
