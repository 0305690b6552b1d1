import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, poMessageLookup, prerenderShell } from './shellPrerender.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Exam Quiz Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/dist-x.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const messages = poMessageLookup(LOCALES_DIR);

describe('prerenderShell', () => {
  it("paints a country home in the site's language: lang, title, header and the sale page heading", () => {
    const html = prerenderShell(INDEX, '/de/?q=cloud', 'localhost', messages);
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<title>Übungsprüfungen und Quizze · Exam Quiz Shop</title>');
    expect(html).toContain('<h1>Übungsprüfungen und Quizze</h1>');
    expect(html).toContain('<span class="site-header__country">Deutschland</span>');
  });

  it('starts the app after the first paint: boot.js imports the entry, no module preloads block the paint', () => {
    const html = prerenderShell(INDEX, '/fr/', 'localhost', messages);
    expect(html).toContain('<meta name="app-entry" content="/assets/index-abc.js" />');
    expect(html).toContain('<script src="/boot.js" defer></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
  });

  it('other pages get the header only; the certification host gets its own name and English', () => {
    const page = prerenderShell(INDEX, '/it/chi-siamo', 'localhost', messages);
    expect(page).toContain('site-header');
    expect(page).not.toContain('<h1>');
    const cq = prerenderShell(INDEX, '/de/', 'cq.localhost', messages);
    expect(cq).toContain('Cert Quiz Shop');
    expect(cq).toContain('<h1>Certification practice exams</h1>');
    expect(cq).toContain('<html lang="en">');
  });

  it('leaves pages outside a country site, and unknown countries, untouched', () => {
    expect(prerenderShell(INDEX, '/', 'localhost', messages)).toBe(INDEX);
    expect(prerenderShell(INDEX, '/xx/', 'localhost', messages)).toBe(INDEX);
    expect(prerenderShell(INDEX, '/en/', 'localhost', messages)).toBe(INDEX);
    expect(prerenderShell(INDEX, '/en/', 'cq.localhost', messages)).toContain('Cert Quiz Shop');
  });

  it('escapes catalog text and falls back to the English message when a catalog lacks it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'po-'));
    fs.mkdirSync(path.join(dir, 'de'));
    fs.writeFileSync(path.join(dir, 'de', 'messages.po'), 'msgid "Practice exams and quizzes"\nmsgstr "Tests <b>& \\"Quizze\\""\n');
    expect(prerenderShell(INDEX, '/de/', 'localhost', poMessageLookup(dir))).toContain('<h1>Tests &lt;b&gt;&amp; &quot;Quizze&quot;</h1>');
    expect(prerenderShell(INDEX, '/fr/', 'localhost', poMessageLookup(dir))).toContain('<h1>Practice exams and quizzes</h1>');
  });
});
