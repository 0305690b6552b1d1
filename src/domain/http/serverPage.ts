// What the server's render of a page answers (src/app/renderPage.tsx, run by server/lib/pageRender.ts) and how the
// page hands it to the app in the browser (src/app/boot.tsx hydrates it).

/** An API answer the server's render read: the app's first load reads it from the page instead of the network. */
export interface PrimedResponse {
  /** Path and query, as the app's API client asks for it ('/api/2.0/eq/buy/getProductCatalog?country=de'). */
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export interface PageHead {
  /** The page's language (BCP 47), for `<html lang>`. */
  lang: string;
  title: string;
  description?: string;
  /** hreflang → absolute URL of the same page on the other country sites. */
  alternates?: Record<string, string>;
  jsonLd?: object;
}

export interface ServerPage {
  /** The app's root element's content, as React rendered it. */
  html: string;
  head: PageHead;
  /** The matched routes' ids, the root's first: the server links their code's stylesheets and scripts. */
  routeIds: string[];
  /** The API answers the render used, in the order it asked for them. */
  responses: PrimedResponse[];
}

/** The root element's mark of a page rendered on the server: the app hydrates it where the device adds nothing. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The id of the JSON data block (`<script type="application/json">`, never run) that carries the API answers. */
export const PRIMED_RESPONSES_ID = 'primed-responses';

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end or change it. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
