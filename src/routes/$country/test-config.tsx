import { createFileRoute } from '@tanstack/react-router';
import { TestConfigPage } from '../../features/config/TestConfigPage.tsx';
import { guardPage } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// The test configuration page (SPEC §2 link: ?productId=…&mode=exam|practice&operation=reset).
export interface TestConfigSearch {
  productId: string;
  mode?: 'exam' | 'practice';
  operation?: 'reset';
}

export const Route = createFileRoute('/$country/test-config')({
  validateSearch: (search: Record<string, unknown>): TestConfigSearch => ({
    productId: typeof search.productId === 'string' ? search.productId : '',
    ...(search.mode === 'exam' || search.mode === 'practice' ? { mode: search.mode } : {}),
    ...(search.operation === 'reset' ? { operation: 'reset' as const } : {}),
  }),
  beforeLoad: ({ context }) => guardPage(context.country, 'test-config'),
  component: function TestConfig() {
    const { productId, mode, operation } = Route.useSearch();
    return (
      <PageFrame pageKey="test-config">
        <TestConfigPage productId={productId} initialMode={mode ?? 'practice'} reset={operation === 'reset'} />
      </PageFrame>
    );
  },
});
