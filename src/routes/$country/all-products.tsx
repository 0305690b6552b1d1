import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'test-products' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/all-products')({
  beforeLoad: ({ context }) => guardPage(context.country, 'test-products'),
  component: function AllProductsPage() {
    return <PageFrame pageKey="test-products" />;
  },
});
