import { createFileRoute } from '@tanstack/react-router';
import { SecretQuestionPage } from '../../features/account/SecretQuestionPage.tsx';
import { guardSignedIn } from './-guard.ts';
import { PageFrame } from './-page.tsx';

export const Route = createFileRoute('/$country/secret-question')({
  beforeLoad: ({ context, params, location }) => guardSignedIn(context.country, 'secret-question', params.country, location.publicHref),
  component: function SecretQuestion() {
    return (
      <PageFrame pageKey="secret-question">
        <SecretQuestionPage />
      </PageFrame>
    );
  },
});
