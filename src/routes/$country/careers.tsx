import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'work-with-us' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/careers')({
  beforeLoad: ({ context }) => guardPage(context.country, 'work-with-us'),
  component: function CareersPage() {
    return <PageFrame pageKey="work-with-us" />;
  },
});
