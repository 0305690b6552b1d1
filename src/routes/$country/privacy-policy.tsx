import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'privacy-policy' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/privacy-policy')({
  beforeLoad: ({ context }) => guardPage(context.country, 'privacy-policy'),
  component: function PrivacyPolicyPage() {
    return <PageFrame pageKey="privacy-policy" />;
  },
});
