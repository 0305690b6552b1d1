// What the server's first-visit render answers (src/app/renderFirstVisit.tsx, run by server/lib/firstVisitRender.ts).

export interface FirstVisitPage {
  /** The app's root element's content. */
  html: string;
  /** The API reads the page needs kept for offline (none signed: a visitor has no token); public/boot.js hands
   * them to the service worker, as the app's header does once it runs (features/offline/handOff.ts). */
  offlineNeeds: string[];
  /** The matched routes' ids, the root's first: the server sends the stylesheets of their code with the page. */
  routeIds: string[];
}
