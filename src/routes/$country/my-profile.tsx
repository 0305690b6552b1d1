import { createFileRoute } from '@tanstack/react-router';
import { MyProfilePage } from '../../features/account/MyProfilePage.tsx';
import { guardSignedIn } from './-guard.ts';
import { PageFrame } from './-page.tsx';

// My profile: signed-in learners' account page (the page itself offers sign-in to anyone else).
export const Route = createFileRoute('/$country/my-profile')({
  beforeLoad: ({ context, params, location }) => guardSignedIn(context.country, 'my-profile', params.country, location.publicHref),
  component: function MyProfile() {
    return (
      <PageFrame pageKey="my-profile">
        <MyProfilePage />
      </PageFrame>
    );
  },
});
