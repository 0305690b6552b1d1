import { createFileRoute } from '@tanstack/react-router';
import { OperatorPage } from '../../features/operator/OperatorPage.tsx';
import { guardOperator } from './-guard.ts';

// The operator view (issue 15): not a page of the routes table; signed-in operators only.
export const Route = createFileRoute('/$country/operator')({
  beforeLoad: ({ params, location }) => guardOperator(params.country, location.publicHref),
  component: function Operator() {
    const { country, services } = Route.useRouteContext();
    return <OperatorPage country={country} api={services.api} />;
  },
});
