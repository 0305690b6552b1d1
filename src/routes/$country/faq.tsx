import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'faq' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/faq')({
  beforeLoad: ({ context }) => guardPage(context.country, 'faq'),
  component: function FaqPage() {
    return <PageFrame pageKey="faq" />;
  },
});
