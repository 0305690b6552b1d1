import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'search' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/search')({
  beforeLoad: ({ context }) => guardPage(context.country, 'search'),
  component: function SearchPage() {
    return <PageFrame pageKey="search" />;
  },
});
