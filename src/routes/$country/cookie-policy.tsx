import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'cookie-policy' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/cookie-policy')({
  beforeLoad: ({ context }) => guardPage(context.country, 'cookie-policy'),
  component: function CookiePolicyPage() {
    return <PageFrame pageKey="cookie-policy" />;
  },
});
