import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'about-us' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/about-us')({
  beforeLoad: ({ context }) => guardPage(context.country, 'about-us'),
  component: function AboutUsPage() {
    return <PageFrame pageKey="about-us" />;
  },
});
