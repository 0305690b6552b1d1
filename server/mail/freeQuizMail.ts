// The free-quiz e-mail (SPEC §2 free-quiz subscription dialog): a link to a free quiz of the learner's country site,
// in the site's language, queued in the outbox like the account e-mails.
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import type { CatalogProduct } from '@domain/catalog/types.ts';
import { productQuizPath } from '@domain/catalog/productPath.ts';
import type { MailOutbox } from './outbox.ts';
import { mailI18n } from './mailI18n.ts';
import { mailSignature, pickMailLanguage, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';

/** The mail with a link to one free quiz, or to the country's sale page when there is none (quizTitle null). */
export function freeQuizMail(lang: MailLanguage, tenant: Tenant, input: { quizTitle: string | null; url: string }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  const title = input.quizTitle;
  const intro =
    title === null
      ? i18n._({ id: 'mail.freeQuiz.siteIntro', message: 'Thank you for your interest. Our free quizzes are ready for you: no account needed, just open this link.' })
      : i18n._({ id: 'mail.freeQuiz.quizIntro', message: 'Thank you for your interest. Your free quiz “{title}” is ready: no account needed, just open this link.', values: { title } });
  const label =
    title === null ? i18n._({ id: 'mail.freeQuiz.seeQuizzes', message: 'See the free quizzes' }) : i18n._({ id: 'mail.freeQuiz.startQuiz', message: 'Start the free quiz' });
  return render(
    lang,
    i18n._({ id: 'mail.freeQuiz.subject', message: 'Your free quiz from {site}', values: { site } }),
    [i18n._({ id: 'mail.freeQuiz.greeting', message: 'Hello,' }), intro],
    { label, url: input.url },
    [
      i18n._({
        id: 'mail.freeQuiz.why',
        message: 'You receive this e-mail because this address was entered on {site} to get a free quiz. If that was not you, please ignore this e-mail.',
        values: { site },
      }),
      mailSignature(i18n, site),
    ],
  );
}

/** Queues the free-quiz mail in the language of the country site it was asked on. */
export async function sendFreeQuizMail(
  mail: MailOutbox,
  tenant: Tenant,
  input: { to: string; country: CountryCode; quiz: CatalogProduct | null; publicUrl: string; requestId?: string },
): Promise<void> {
  const { quiz, country, publicUrl } = input;
  const url = `${publicUrl}${quiz ? productQuizPath(country, quiz) : `/${country}/`}`;
  const lang = pickMailLanguage(tenant, null, country);
  await mail.send({ to: input.to, ...freeQuizMail(lang, tenant, { quizTitle: quiz?.title ?? null, url }) }, undefined, input.requestId);
}
