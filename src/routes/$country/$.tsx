import { createFileRoute, notFound } from '@tanstack/react-router';

// Anything under a country that is no page of the routes table and no product quiz page: the translated 404.
export const Route = createFileRoute('/$country/$')({
  beforeLoad: () => {
    throw notFound();
  },
});
