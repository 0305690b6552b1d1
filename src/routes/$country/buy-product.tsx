import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'dynamic-buy' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/buy-product')({
  beforeLoad: ({ context }) => guardPage(context.country, 'dynamic-buy'),
  component: function BuyProductPage() {
    return <PageFrame pageKey="dynamic-buy" />;
  },
});
