// E-mail texts (welcome, reset password) in the shop's languages, the choice of language for a learner, and the
// rendering shared by every mail (freeQuizMail.ts has the free-quiz texts).
import { getMarket } from '@domain/markets/countries.ts';
import { isCountryCode, SITE_NAMES, type Tenant } from '@domain/markets/types.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';

export const MAIL_LANGUAGES = ['en', 'de', 'nl', 'pt', 'it', 'es', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The same names the client shows (src/app/tenant.ts). */
export { SITE_NAMES };

interface MailTexts {
  welcomeSubject(site: string): string;
  greeting(name: string): string;
  welcomeBody: string;
  signIn: string;
  resetSubject: string;
  resetIntro: string;
  resetAction: string;
  resetExpiry(minutes: number): string;
  resetIgnore: string;
  signature(site: string): string;
}

const TEXTS: Record<MailLanguage, MailTexts> = {
  en: {
    welcomeSubject: (site) => `Welcome to ${site}`,
    greeting: (name) => `Hello ${name},`,
    welcomeBody: 'Your account is ready. Sign in to keep your tests, configurations and exam progress on all your devices.',
    signIn: 'Sign in',
    resetSubject: 'Reset your password',
    resetIntro: 'We received a request to reset the password of your account. Open this link to choose a new password:',
    resetAction: 'Choose a new password',
    resetExpiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
    signature: (site) => `The ${site} team`,
  },
  de: {
    welcomeSubject: (site) => `Willkommen bei ${site}`,
    greeting: (name) => `Hallo ${name},`,
    welcomeBody: 'Ihr Konto ist bereit. Melden Sie sich an, um Ihre Tests, Einstellungen und Ihren Prüfungsfortschritt auf allen Geräten zu behalten.',
    signIn: 'Anmelden',
    resetSubject: 'Passwort zurücksetzen',
    resetIntro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort zu wählen:',
    resetAction: 'Neues Passwort wählen',
    resetExpiry: (minutes) => `Der Link funktioniert einmal und läuft in ${minutes} Minuten ab.`,
    resetIgnore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    signature: (site) => `Ihr ${site}-Team`,
  },
  nl: {
    welcomeSubject: (site) => `Welkom bij ${site}`,
    greeting: (name) => `Hallo ${name},`,
    welcomeBody: 'Je account is klaar. Log in om je tests, instellingen en examenvoortgang op al je apparaten te bewaren.',
    signIn: 'Inloggen',
    resetSubject: 'Stel je wachtwoord opnieuw in',
    resetIntro: 'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
    resetAction: 'Nieuw wachtwoord kiezen',
    resetExpiry: (minutes) => `De link werkt één keer en verloopt over ${minutes} minuten.`,
    resetIgnore: 'Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.',
    signature: (site) => `Het ${site}-team`,
  },
  pt: {
    welcomeSubject: (site) => `Bem-vindo à ${site}`,
    greeting: (name) => `Olá ${name},`,
    welcomeBody: 'A sua conta está pronta. Inicie sessão para guardar os seus testes, configurações e progresso nos exames em todos os seus dispositivos.',
    signIn: 'Iniciar sessão',
    resetSubject: 'Redefinir a sua palavra-passe',
    resetIntro: 'Recebemos um pedido para redefinir a palavra-passe da sua conta. Abra esta ligação para escolher uma nova palavra-passe:',
    resetAction: 'Escolher uma nova palavra-passe',
    resetExpiry: (minutes) => `A ligação funciona uma vez e expira dentro de ${minutes} minutos.`,
    resetIgnore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe não será alterada.',
    signature: (site) => `A equipa ${site}`,
  },
  it: {
    welcomeSubject: (site) => `Benvenuto su ${site}`,
    greeting: (name) => `Ciao ${name},`,
    welcomeBody: 'Il tuo account è pronto. Accedi per conservare test, configurazioni e progressi degli esami su tutti i tuoi dispositivi.',
    signIn: 'Accedi',
    resetSubject: 'Reimposta la tua password',
    resetIntro: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Apri questo link per sceglierne una nuova:',
    resetAction: 'Scegli una nuova password',
    resetExpiry: (minutes) => `Il link funziona una sola volta e scade tra ${minutes} minuti.`,
    resetIgnore: 'Se non hai fatto tu questa richiesta, ignora questa e-mail: la tua password resta invariata.',
    signature: (site) => `Il team di ${site}`,
  },
  es: {
    welcomeSubject: (site) => `Bienvenido a ${site}`,
    greeting: (name) => `Hola, ${name}:`,
    welcomeBody: 'Tu cuenta está lista. Inicia sesión para conservar tus tests, configuraciones y el progreso de tus exámenes en todos tus dispositivos.',
    signIn: 'Iniciar sesión',
    resetSubject: 'Restablece tu contraseña',
    resetIntro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva:',
    resetAction: 'Elegir una nueva contraseña',
    resetExpiry: (minutes) => `El enlace funciona una sola vez y caduca en ${minutes} minutos.`,
    resetIgnore: 'Si no lo has solicitado tú, ignora este correo: tu contraseña no cambiará.',
    signature: (site) => `El equipo de ${site}`,
  },
  fr: {
    welcomeSubject: (site) => `Bienvenue sur ${site}`,
    greeting: (name) => `Bonjour ${name},`,
    welcomeBody: 'Votre compte est prêt. Connectez-vous pour retrouver vos tests, vos configurations et votre progression aux examens sur tous vos appareils.',
    signIn: 'Se connecter',
    resetSubject: 'Réinitialisez votre mot de passe',
    resetIntro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez ce lien pour choisir un nouveau mot de passe :',
    resetAction: 'Choisir un nouveau mot de passe',
    resetExpiry: (minutes) => `Le lien ne fonctionne qu’une fois et expire dans ${minutes} minutes.`,
    resetIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    signature: (site) => `L’équipe ${site}`,
  },
};

function isMailLanguage(value: string): value is MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** The learner's language: the certification tenant is English; else the locale's language, else the country's. */
export function pickMailLanguage(tenant: Tenant, locale: string | null | undefined, country: string | null | undefined): MailLanguage {
  if (tenant === 'cq') return 'en';
  const fromLocale = (locale ?? '').slice(0, 2).toLowerCase();
  if (isMailLanguage(fromLocale)) return fromLocale;
  const code = (country ?? '').toLowerCase();
  if (isCountryCode(code)) {
    const fromCountry = getMarket(code).messageLocale.slice(0, 2);
    if (isMailLanguage(fromCountry)) return fromCountry;
  }
  return 'en';
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: MailLanguage;
}

/** "The {site} team", the closing line of every mail. */
export function mailSignature(lang: MailLanguage, site: string): string {
  return TEXTS[lang].signature(site);
}

/** A mail of paragraphs, one button-like link (also written out) and closing lines, as text and as HTML. */
export function render(lang: MailLanguage, subject: string, paragraphs: string[], link: { label: string; url: string }, closing: string[]): RenderedMail {
  const text = [...paragraphs, link.url, ...closing].join('\n\n');
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>`,
    ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text, html, locale: lang };
}

export function welcomeMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; signInUrl: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(lang, t.welcomeSubject(site), [t.greeting(input.userName), t.welcomeBody], { label: t.signIn, url: input.signInUrl }, [t.signature(site)]);
}

export function resetPasswordMail(
  lang: MailLanguage,
  tenant: Tenant,
  input: { userName: string; resetUrl: string; validMinutes: number },
): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.resetSubject} – ${site}`,
    [t.greeting(input.userName), t.resetIntro],
    { label: t.resetAction, url: input.resetUrl },
    [t.resetExpiry(input.validMinutes), t.resetIgnore, t.signature(site)],
  );
}
