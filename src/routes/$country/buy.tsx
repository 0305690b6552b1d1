import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'buy' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/buy')({
  beforeLoad: ({ context }) => guardPage(context.country, 'buy'),
  component: function BuyPage() {
    return <PageFrame pageKey="buy" />;
  },
});
