// POST buy/free-quiz-subscription: 202 and a free-quiz e-mail in the site's language (seen in the dev mailbox),
// 400 on a bad address, the XSRF check, and the throttle that keeps the form from flooding a mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { jsonCall, mailboxFor, uniqueEmail } from '../test/auth.ts';
import { cloudDemo, cloudProduct } from '../test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const subscribe = (body: unknown, remoteAddress?: string) => jsonCall(app, 'POST', 'buy/free-quiz-subscription', body, { remoteAddress });
const quizPath = (country: string, productUrl: string) => `http://localhost:3000/${country}/it-certification/cloud/${productUrl}/quiz`;

describe('POST buy/free-quiz-subscription', () => {
  it('answers 202 and e-mails a free quiz in the language of the country site', async () => {
    const email = uniqueEmail('quiz');
    const response = await subscribe({ email: `  ${email} `, country: 'br' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    const [mail, ...rest] = await mailboxFor(app, email);
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ subject: 'O seu quiz gratuito da Exam Quiz Shop', locale: 'pt' });
    expect(mail!.links).toHaveLength(1);
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/br\/[^/]+\/[^/]+\/[^/]+\/quiz$/);
    expect(mail!.html).toContain(`href="${mail!.links[0]}"`);
  });

  it('links a product’s request to the free demo of its category', async () => {
    const email = uniqueEmail('product');
    expect((await subscribe({ email, country: 'de', productId: cloudProduct('de') })).statusCode).toBe(202);
    const [mail] = await mailboxFor(app, email);
    expect(mail).toMatchObject({ locale: 'de', links: [quizPath('de', 'cloud-demo')] });
    const again = uniqueEmail('demo');
    await subscribe({ email: again, country: 'de', productId: cloudDemo('de') });
    expect((await mailboxFor(app, again))[0]?.links).toEqual([quizPath('de', 'cloud-demo')]);
  });

  it.each(['not-an-email', 'a@b', 'two@@example.com', ' ', 'x'.repeat(300) + '@example.com'])('refuses %j with 400 invalid_email', async (email) => {
    const response = await subscribe({ email, country: 'us' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_email', message: expect.stringContaining('valid e-mail') });
  });

  it.each([
    ['an unknown country', { email: 'ann@example.com', country: 'zz' }, 400],
    ['no country', { email: 'ann@example.com' }, 400],
    ['an unknown property', { email: 'ann@example.com', country: 'us', consent: 'yes', admin: true }, 400],
    ['a product of another country', { email: 'ann@example.com', country: 'us', productId: cloudProduct('de') }, 404],
  ])('refuses %s', async (_name, body, status) => {
    const response = await subscribe(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('needs the XSRF pair like every state-changing call', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/api/2.0/eq/buy/free-quiz-subscription',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: uniqueEmail(), country: 'us' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'xsrf_failed' });
  });

  it('still answers 202 but stops mailing one address after a few requests', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 6; i++) expect((await subscribe({ email, country: 'gb' }, '10.9.0.1')).statusCode).toBe(202);
    expect(await mailboxFor(app, email)).toHaveLength(3);
  });
});
