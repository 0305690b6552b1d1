import { createFileRoute, redirect } from '@tanstack/react-router';

// The bare origin goes to the default country site.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$country', params: { country: 'us' } });
  },
});
