import { createFileRoute } from '@tanstack/react-router';
import { TestPaymentPage } from '../../../../features/commerce/TestPaymentPage.tsx';

// The built-in test-mode provider's payment page (a test-mode checkout's redirectUrl).
export const Route = createFileRoute('/$country/pay/test/$sessionId')({
  component: function TestPayment() {
    const { country } = Route.useRouteContext();
    const { sessionId } = Route.useParams();
    return <TestPaymentPage country={country} sessionId={sessionId} />;
  },
});
