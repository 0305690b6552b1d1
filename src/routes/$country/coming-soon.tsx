import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../features/pages/ComingSoonPage.tsx';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

export const Route = createFileRoute('/$country/coming-soon')({
  beforeLoad: ({ context }) => guardPage(context.country, 'coming-soon'),
  component: function ComingSoon() {
    return (
      <PageFrame pageKey="coming-soon">
        <ComingSoonPage />
      </PageFrame>
    );
  },
});
