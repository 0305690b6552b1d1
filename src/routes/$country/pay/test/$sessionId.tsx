import { createFileRoute, useLocation } from '@tanstack/react-router';
import { TestPaymentPage } from '../../../../features/commerce/TestPaymentPage.tsx';
import { TestCardUpdatePage } from '../../../../features/commerce/TestCardUpdatePage.tsx';

// The built-in test-mode provider's payment page (a test-mode checkout's redirectUrl), or for a subscription
// (sub_test_…) its Billing Portal page: a new card for the renewals.
export const Route = createFileRoute('/$country/pay/test/$sessionId')({
  component: function TestPayment() {
    const { country } = Route.useRouteContext();
    const { sessionId } = Route.useParams();
    const query = useLocation({ select: (location) => location.searchStr });
    if (sessionId.startsWith('sub_')) return <TestCardUpdatePage subscriptionId={sessionId} country={country} query={query} />;
    return <TestPaymentPage country={country} sessionId={sessionId} />;
  },
});
