// The free-quiz e-mail (SPEC §2 free-quiz subscription dialog): a link to a free quiz of the learner's country site,
// in the site's language, queued in the outbox like the account e-mails.
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import type { CatalogProduct } from '@domain/catalog/types.ts';
import { productQuizPath } from '@domain/catalog/productPath.ts';
import type { MailOutbox } from './outbox.ts';
import { mailSignature, pickMailLanguage, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';

interface FreeQuizTexts {
  subject(site: string): string;
  greeting: string;
  quizIntro(title: string): string;
  siteIntro: string;
  startQuiz: string;
  seeQuizzes: string;
  why(site: string): string;
}

const TEXTS: Record<MailLanguage, FreeQuizTexts> = {
  en: {
    subject: (site) => `Your free quiz from ${site}`,
    greeting: 'Hello,',
    quizIntro: (title) => `Thank you for your interest. Your free quiz “${title}” is ready: no account needed, just open this link.`,
    siteIntro: 'Thank you for your interest. Our free quizzes are ready for you: no account needed, just open this link.',
    startQuiz: 'Start the free quiz',
    seeQuizzes: 'See the free quizzes',
    why: (site) => `You receive this e-mail because this address was entered on ${site} to get a free quiz. If that was not you, please ignore this e-mail.`,
  },
  de: {
    subject: (site) => `Ihr kostenloses Quiz von ${site}`,
    greeting: 'Hallo,',
    quizIntro: (title) => `Vielen Dank für Ihr Interesse. Ihr kostenloses Quiz „${title}“ ist bereit: Sie brauchen kein Konto, öffnen Sie einfach diesen Link.`,
    siteIntro: 'Vielen Dank für Ihr Interesse. Unsere kostenlosen Quiz sind bereit: Sie brauchen kein Konto, öffnen Sie einfach diesen Link.',
    startQuiz: 'Kostenloses Quiz starten',
    seeQuizzes: 'Kostenlose Quiz ansehen',
    why: (site) => `Sie erhalten diese E-Mail, weil diese Adresse auf ${site} für ein kostenloses Quiz eingegeben wurde. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail bitte.`,
  },
  nl: {
    subject: (site) => `Je gratis quiz van ${site}`,
    greeting: 'Hallo,',
    quizIntro: (title) => `Bedankt voor je interesse. Je gratis quiz ‘${title}’ staat klaar: je hebt geen account nodig, open gewoon deze link.`,
    siteIntro: 'Bedankt voor je interesse. Onze gratis quizzen staan voor je klaar: je hebt geen account nodig, open gewoon deze link.',
    startQuiz: 'Gratis quiz starten',
    seeQuizzes: 'Gratis quizzen bekijken',
    why: (site) => `Je ontvangt deze e-mail omdat dit adres op ${site} is ingevuld voor een gratis quiz. Was jij dat niet? Negeer dan deze e-mail.`,
  },
  pt: {
    subject: (site) => `O seu quiz gratuito da ${site}`,
    greeting: 'Olá,',
    quizIntro: (title) => `Obrigado pelo seu interesse. O seu quiz gratuito «${title}» está pronto: não precisa de conta, basta abrir esta ligação.`,
    siteIntro: 'Obrigado pelo seu interesse. Os nossos quizzes gratuitos estão prontos: não precisa de conta, basta abrir esta ligação.',
    startQuiz: 'Começar o quiz gratuito',
    seeQuizzes: 'Ver os quizzes gratuitos',
    why: (site) => `Recebe este e-mail porque este endereço foi indicado em ${site} para receber um quiz gratuito. Se não foi o próprio, ignore este e-mail.`,
  },
  it: {
    subject: (site) => `Il tuo quiz gratuito da ${site}`,
    greeting: 'Ciao,',
    quizIntro: (title) => `Grazie per il tuo interesse. Il tuo quiz gratuito «${title}» è pronto: non serve un account, apri semplicemente questo link.`,
    siteIntro: 'Grazie per il tuo interesse. I nostri quiz gratuiti ti aspettano: non serve un account, apri semplicemente questo link.',
    startQuiz: 'Inizia il quiz gratuito',
    seeQuizzes: 'Vedi i quiz gratuiti',
    why: (site) => `Ricevi questa e-mail perché questo indirizzo è stato inserito su ${site} per ricevere un quiz gratuito. Se non sei stato tu, ignora questa e-mail.`,
  },
  es: {
    subject: (site) => `Tu test gratuito de ${site}`,
    greeting: 'Hola:',
    quizIntro: (title) => `Gracias por tu interés. Tu test gratuito «${title}» está listo: no necesitas una cuenta, solo abre este enlace.`,
    siteIntro: 'Gracias por tu interés. Nuestros tests gratuitos te esperan: no necesitas una cuenta, solo abre este enlace.',
    startQuiz: 'Empezar el test gratuito',
    seeQuizzes: 'Ver los tests gratuitos',
    why: (site) => `Recibes este correo porque esta dirección se introdujo en ${site} para recibir un test gratuito. Si no has sido tú, ignora este correo.`,
  },
  fr: {
    subject: (site) => `Votre quiz gratuit de ${site}`,
    greeting: 'Bonjour,',
    quizIntro: (title) => `Merci de votre intérêt. Votre quiz gratuit « ${title} » est prêt : pas besoin de compte, ouvrez simplement ce lien.`,
    siteIntro: 'Merci de votre intérêt. Nos quiz gratuits vous attendent : pas besoin de compte, ouvrez simplement ce lien.',
    startQuiz: 'Commencer le quiz gratuit',
    seeQuizzes: 'Voir les quiz gratuits',
    why: (site) => `Vous recevez cet e-mail car cette adresse a été saisie sur ${site} pour recevoir un quiz gratuit. Si ce n’était pas vous, ignorez cet e-mail.`,
  },
};

/** The mail with a link to one free quiz, or to the country's sale page when there is none (quizTitle null). */
export function freeQuizMail(lang: MailLanguage, tenant: Tenant, input: { quizTitle: string | null; url: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  const intro = input.quizTitle === null ? t.siteIntro : t.quizIntro(input.quizTitle);
  const label = input.quizTitle === null ? t.seeQuizzes : t.startQuiz;
  return render(lang, t.subject(site), [t.greeting, intro], { label, url: input.url }, [t.why(site), mailSignature(lang, site)]);
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
