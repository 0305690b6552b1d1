import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'trademark-and-registration' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/trademark-and-registration')({
  beforeLoad: ({ context }) => guardPage(context.country, 'trademark-and-registration'),
  component: function TrademarkAndRegistrationPage() {
    return <PageFrame pageKey="trademark-and-registration" />;
  },
});
