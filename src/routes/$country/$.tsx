import { createFileRoute, notFound } from '@tanstack/react-router';
import { resolvePage, pageAvailable } from '../../domain/routes/slugs.ts';
import { ContentPage } from '../../features/pages/ContentPage.tsx';

// Every page key at its localized slug, with or without .html (SPEC §2); anything else is a 404.
export const Route = createFileRoute('/$country/$')({
  beforeLoad: ({ context, params }) => {
    const pageKey = resolvePage(context.country, params._splat ?? '');
    if (!pageKey || !pageAvailable(context.country, pageKey)) throw notFound();
    return { pageKey };
  },
  component: function PageByKey() {
    const { pageKey } = Route.useRouteContext();
    return <ContentPage pageKey={pageKey} />;
  },
});
