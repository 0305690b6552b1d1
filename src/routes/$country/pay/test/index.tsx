import { createFileRoute } from '@tanstack/react-router';
import { TestPaymentsDashboard } from '../../../../features/commerce/TestPaymentsDashboard.tsx';

// The test payments dashboard (outside production: the server refuses it there, and the page says so).
export const Route = createFileRoute('/$country/pay/test/')({
  component: function TestPayments() {
    const { country } = Route.useRouteContext();
    return <TestPaymentsDashboard country={country} />;
  },
});
