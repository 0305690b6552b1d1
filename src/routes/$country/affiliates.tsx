import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'affiliates' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/affiliates')({
  beforeLoad: ({ context }) => guardPage(context.country, 'affiliates'),
  component: function AffiliatesPage() {
    return <PageFrame pageKey="affiliates" />;
  },
});
