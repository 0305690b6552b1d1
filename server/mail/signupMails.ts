// The two sign-up e-mails: the confirmation link of a new account, and, when the address already has an account,
// "someone tried to create an account with your address" (sign in or reset the password). The sign-up form answers
// the same in both cases; only the owner of the mailbox learns which it was.
import type { Tenant } from '@domain/markets/types.ts';
import type { OutgoingMail } from './outbox.ts';
import { mailSignature, pickMailLanguage, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';

interface SignupTexts {
  greeting(name: string): string;
  confirmSubject: string;
  confirmIntro(site: string): string;
  confirmAction: string;
  confirmExpiry(hours: number): string;
  confirmIgnore: string;
  attemptSubject: string;
  attemptIntro(site: string): string;
  attemptAction: string;
  attemptReset(url: string): string;
  attemptIgnore: string;
}

const TEXTS: Record<MailLanguage, SignupTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    confirmSubject: 'Confirm your e-mail address',
    confirmIntro: (site) => `Thank you for creating an account on ${site}. Open this link to confirm your e-mail address, then sign in:`,
    confirmAction: 'Confirm my address',
    confirmExpiry: (hours) => `The link works once and expires in ${hours} hours.`,
    confirmIgnore: 'If you did not create an account, ignore this e-mail: no account is made without this confirmation.',
    attemptSubject: 'Someone tried to create an account with your address',
    attemptIntro: (site) => `Someone (perhaps you) tried to create a new account on ${site} with this e-mail address. You already have an account with it, so nothing was created.`,
    attemptAction: 'Sign in',
    attemptReset: (url) => `Sign in with your password. If you forgot it, choose a new one here: ${url}`,
    attemptIgnore: 'If it was not you, you can ignore this e-mail: your account and your password are unchanged.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    confirmSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    confirmIntro: (site) => `Vielen Dank, dass Sie ein Konto bei ${site} erstellt haben. Öffnen Sie diesen Link, um Ihre E-Mail-Adresse zu bestätigen, und melden Sie sich dann an:`,
    confirmAction: 'Meine Adresse bestätigen',
    confirmExpiry: (hours) => `Der Link funktioniert einmal und läuft in ${hours} Stunden ab.`,
    confirmIgnore: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail: Ohne diese Bestätigung wird kein Konto angelegt.',
    attemptSubject: 'Jemand wollte mit Ihrer Adresse ein Konto erstellen',
    attemptIntro: (site) => `Jemand (vielleicht Sie) hat versucht, bei ${site} ein neues Konto mit dieser E-Mail-Adresse zu erstellen. Sie haben mit dieser Adresse bereits ein Konto, daher wurde nichts angelegt.`,
    attemptAction: 'Anmelden',
    attemptReset: (url) => `Melden Sie sich mit Ihrem Passwort an. Falls Sie es vergessen haben, wählen Sie hier ein neues: ${url}`,
    attemptIgnore: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto und Ihr Passwort bleiben unverändert.',
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    confirmSubject: 'Bevestig je e-mailadres',
    confirmIntro: (site) => `Bedankt voor het aanmaken van een account bij ${site}. Open deze link om je e-mailadres te bevestigen en log daarna in:`,
    confirmAction: 'Mijn adres bevestigen',
    confirmExpiry: (hours) => `De link werkt één keer en verloopt over ${hours} uur.`,
    confirmIgnore: 'Heb je geen account aangemaakt? Negeer dan deze e-mail: zonder deze bevestiging wordt er geen account aangemaakt.',
    attemptSubject: 'Iemand probeerde een account aan te maken met je adres',
    attemptIntro: (site) => `Iemand (misschien jij) probeerde bij ${site} een nieuw account aan te maken met dit e-mailadres. Je hebt met dit adres al een account, dus er is niets aangemaakt.`,
    attemptAction: 'Inloggen',
    attemptReset: (url) => `Log in met je wachtwoord. Ben je het vergeten? Kies hier een nieuw wachtwoord: ${url}`,
    attemptIgnore: 'Was jij het niet? Dan kun je deze e-mail negeren: je account en je wachtwoord blijven ongewijzigd.',
  },
  pt: {
    greeting: (name) => `Olá ${name},`,
    confirmSubject: 'Confirme o seu endereço de e-mail',
    confirmIntro: (site) => `Obrigado por criar uma conta na ${site}. Abra esta ligação para confirmar o seu endereço de e-mail e depois inicie sessão:`,
    confirmAction: 'Confirmar o meu endereço',
    confirmExpiry: (hours) => `A ligação funciona uma vez e expira dentro de ${hours} horas.`,
    confirmIgnore: 'Se não criou uma conta, ignore este e-mail: nenhuma conta é criada sem esta confirmação.',
    attemptSubject: 'Alguém tentou criar uma conta com o seu endereço',
    attemptIntro: (site) => `Alguém (talvez você) tentou criar uma nova conta na ${site} com este endereço de e-mail. Já tem uma conta com este endereço, por isso nada foi criado.`,
    attemptAction: 'Iniciar sessão',
    attemptReset: (url) => `Inicie sessão com a sua palavra-passe. Se a esqueceu, escolha uma nova aqui: ${url}`,
    attemptIgnore: 'Se não foi você, pode ignorar este e-mail: a sua conta e a sua palavra-passe não foram alteradas.',
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    confirmSubject: 'Conferma il tuo indirizzo e-mail',
    confirmIntro: (site) => `Grazie per aver creato un account su ${site}. Apri questo link per confermare il tuo indirizzo e-mail, poi accedi:`,
    confirmAction: 'Conferma il mio indirizzo',
    confirmExpiry: (hours) => `Il link funziona una sola volta e scade tra ${hours} ore.`,
    confirmIgnore: 'Se non hai creato un account, ignora questa e-mail: senza questa conferma non viene creato alcun account.',
    attemptSubject: 'Qualcuno ha provato a creare un account con il tuo indirizzo',
    attemptIntro: (site) => `Qualcuno (forse tu) ha provato a creare un nuovo account su ${site} con questo indirizzo e-mail. Hai già un account con questo indirizzo, quindi non è stato creato nulla.`,
    attemptAction: 'Accedi',
    attemptReset: (url) => `Accedi con la tua password. Se l’hai dimenticata, scegline una nuova qui: ${url}`,
    attemptIgnore: 'Se non sei stato tu, puoi ignorare questa e-mail: il tuo account e la tua password restano invariati.',
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    confirmSubject: 'Confirma tu dirección de correo electrónico',
    confirmIntro: (site) => `Gracias por crear una cuenta en ${site}. Abre este enlace para confirmar tu dirección de correo y después inicia sesión:`,
    confirmAction: 'Confirmar mi dirección',
    confirmExpiry: (hours) => `El enlace funciona una sola vez y caduca en ${hours} horas.`,
    confirmIgnore: 'Si no has creado ninguna cuenta, ignora este correo: sin esta confirmación no se crea ninguna cuenta.',
    attemptSubject: 'Alguien ha intentado crear una cuenta con tu dirección',
    attemptIntro: (site) => `Alguien (quizá tú) ha intentado crear una cuenta nueva en ${site} con esta dirección de correo. Ya tienes una cuenta con esta dirección, así que no se ha creado nada.`,
    attemptAction: 'Iniciar sesión',
    attemptReset: (url) => `Inicia sesión con tu contraseña. Si la has olvidado, elige una nueva aquí: ${url}`,
    attemptIgnore: 'Si no has sido tú, puedes ignorar este correo: tu cuenta y tu contraseña no han cambiado.',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    confirmSubject: 'Confirmez votre adresse e-mail',
    confirmIntro: (site) => `Merci d’avoir créé un compte sur ${site}. Ouvrez ce lien pour confirmer votre adresse e-mail, puis connectez-vous :`,
    confirmAction: 'Confirmer mon adresse',
    confirmExpiry: (hours) => `Le lien ne fonctionne qu’une fois et expire dans ${hours} heures.`,
    confirmIgnore: 'Si vous n’avez pas créé de compte, ignorez cet e-mail : aucun compte n’est créé sans cette confirmation.',
    attemptSubject: 'Quelqu’un a essayé de créer un compte avec votre adresse',
    attemptIntro: (site) => `Quelqu’un (peut-être vous) a essayé de créer un nouveau compte sur ${site} avec cette adresse e-mail. Vous avez déjà un compte avec cette adresse : rien n’a donc été créé.`,
    attemptAction: 'Se connecter',
    attemptReset: (url) => `Connectez-vous avec votre mot de passe. Si vous l’avez oublié, choisissez-en un nouveau ici : ${url}`,
    attemptIgnore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : votre compte et votre mot de passe restent inchangés.',
  },
};

export function signupConfirmationMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; confirmUrl: string; validHours: number }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.confirmSubject} – ${site}`,
    [t.greeting(input.userName), t.confirmIntro(site)],
    { label: t.confirmAction, url: input.confirmUrl },
    [t.confirmExpiry(input.validHours), t.confirmIgnore, mailSignature(lang, site)],
  );
}

export function signupAttemptMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; signInUrl: string; forgotUrl: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.attemptSubject} – ${site}`,
    [t.greeting(input.userName), t.attemptIntro(site)],
    { label: t.attemptAction, url: input.signInUrl },
    [t.attemptReset(input.forgotUrl), t.attemptIgnore, mailSignature(lang, site)],
  );
}

/** The link of a sign-up confirmation: the sign-in page, which confirms the address and then asks for the password. */
export function confirmUrlOf(publicUrl: string, country: string, token: string): string {
  return `${publicUrl}/${country}/auth/signin?confirm=${encodeURIComponent(token)}`;
}

type OutgoingContent = Omit<OutgoingMail, 'to'>;

export interface SignupMailInput {
  userName: string;
  locale: string | null;
  country: string;
  publicUrl: string;
}

/** The confirmation mail of a new address, in the learner's language. */
export function signupConfirmationMailFor(tenant: Tenant, input: SignupMailInput & { token: string; validHours: number }): OutgoingContent {
  const lang = pickMailLanguage(tenant, input.locale, input.country);
  const confirmUrl = confirmUrlOf(input.publicUrl, input.country, input.token);
  return signupConfirmationMail(lang, tenant, { userName: input.userName, confirmUrl, validHours: input.validHours });
}

/** The notice to the owner of a registered address, in the owner's language. */
export function signupAttemptMailFor(tenant: Tenant, input: SignupMailInput): OutgoingContent {
  const lang = pickMailLanguage(tenant, input.locale, input.country);
  const base = `${input.publicUrl}/${input.country}/auth`;
  return signupAttemptMail(lang, tenant, { userName: input.userName, signInUrl: `${base}/signin`, forgotUrl: `${base}/forgot-password` });
}
