import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'checkout' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/checkout')({
  beforeLoad: ({ context }) => guardPage(context.country, 'checkout'),
  component: function CheckoutPage() {
    return <PageFrame pageKey="checkout" />;
  },
});
