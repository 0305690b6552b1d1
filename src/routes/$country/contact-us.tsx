import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The 'contact-us' page at its localized slug (the router's URL rewrite maps it to this path).
export const Route = createFileRoute('/$country/contact-us')({
  beforeLoad: ({ context }) => guardPage(context.country, 'contact-us'),
  component: function ContactUsPage() {
    return <PageFrame pageKey="contact-us" />;
  },
});
