import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'create-quiz' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/create-quiz')({
  beforeLoad: ({ context }) => guardPage(context.country, 'create-quiz'),
  component: function CreateQuizPage() {
    return <PageFrame pageKey="create-quiz" />;
  },
});
