import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { TestPaymentsDashboard } from '../../../../features/commerce/TestPaymentsDashboard.tsx';
import { testPaymentsDashboardApi } from '../../../../features/commerce/testPaymentsApi.ts';
import { useServices } from '../../../../platform/useServices.ts';

// The test payments dashboard: for operators, outside production (the server answers 404 to anyone else, and the
// page says so).
export const Route = createFileRoute('/$country/pay/test/')({
  component: function TestPayments() {
    const { country } = Route.useRouteContext();
    const { tokens } = useServices();
    const api = useMemo(() => testPaymentsDashboardApi(tokens), [tokens]);
    return <TestPaymentsDashboard country={country} api={api} />;
  },
});
