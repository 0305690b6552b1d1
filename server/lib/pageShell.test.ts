// The rendered page and its data go into index.html as they are: a product's text may hold "$$" (LaTeX in a maths
// question) or "$&", which String.replace would read as replacement patterns when given a string.
import { describe, expect, it } from 'vitest';
import { pageHtml } from './pageShell.ts';
import type { ServerPage } from '@domain/http/serverPage.ts';

const INDEX = '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const TEXT = 'Solve $$x^2$$ for $& and $` or $\'';

describe('pageHtml', () => {
  it('keeps dollar signs of the page, its head and its data as written', () => {
    const page: ServerPage = {
      html: `<p>${TEXT}</p>`,
      head: { lang: 'en', title: TEXT, description: TEXT },
      routeIds: ['__root__'],
      responses: [{ url: '/api/x', status: 200, contentType: 'application/json', body: JSON.stringify({ question: TEXT }) }],
    };
    const html = pageHtml(INDEX, page, { stylesheets: [], scripts: [] });
    expect(html).toContain(`<div id="root" data-server-rendered><p>${TEXT}</p></div>`);
    expect(html).toContain(`<title>Solve $$x^2$$ for $&amp; and $\` or $&#39;</title>`);
    expect(html).toContain('content="Solve $$x^2$$ for $&amp;');
    expect(html).toContain(JSON.stringify(JSON.stringify({ question: TEXT })).slice(1, -1));
    expect(html.match(/<div id="root"/g)).toHaveLength(1);
  });
});
