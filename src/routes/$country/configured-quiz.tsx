import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'configured-quiz' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/configured-quiz')({
  beforeLoad: ({ context }) => guardPage(context.country, 'configured-quiz'),
  component: function ConfiguredQuizPage() {
    return <PageFrame pageKey="configured-quiz" />;
  },
});
