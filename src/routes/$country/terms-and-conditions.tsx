import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'terms-and-conditions' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/terms-and-conditions')({
  beforeLoad: ({ context }) => guardPage(context.country, 'terms-and-conditions'),
  component: function TermsAndConditionsPage() {
    return <PageFrame pageKey="terms-and-conditions" />;
  },
});
