// The pages of the cart-reminder unsubscribe link, in the cart's language: the question with its one button (a form
// POST: opening the link, as a mail scanner's prefetch does, changes nothing), and the answer once it was pressed.
import { escapeHtml } from '../../lib/escapeHtml.ts';
import type { MailLanguage } from '../../mail/templates.ts';

interface Texts {
  title: string;
  question: string;
  button: string;
  done: string;
  already: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  en: { title: 'Cart reminders', question: 'Stop receiving e-mails that remind you of your cart?', button: 'Unsubscribe', done: 'You will receive no more cart reminders.', already: 'You are already unsubscribed from cart reminders.' },
  de: { title: 'Warenkorb-Erinnerungen', question: 'Keine E-Mails mehr erhalten, die Sie an Ihren Warenkorb erinnern?', button: 'Abmelden', done: 'Sie erhalten keine Warenkorb-Erinnerungen mehr.', already: 'Sie sind von den Warenkorb-Erinnerungen bereits abgemeldet.' },
  nl: { title: 'Winkelwagenherinneringen', question: 'Geen e-mails meer ontvangen die je aan je winkelwagen herinneren?', button: 'Afmelden', done: 'Je ontvangt geen winkelwagenherinneringen meer.', already: 'Je bent al afgemeld voor winkelwagenherinneringen.' },
  pt: { title: 'Lembretes do carrinho', question: 'Deixar de receber e-mails que lembram o seu carrinho?', button: 'Cancelar subscrição', done: 'Não voltará a receber lembretes do carrinho.', already: 'Já cancelou a subscrição dos lembretes do carrinho.' },
  it: { title: 'Promemoria del carrello', question: 'Non ricevere più e-mail che ti ricordano il carrello?', button: "Annulla l'iscrizione", done: 'Non riceverai più promemoria del carrello.', already: "Hai già annullato l'iscrizione ai promemoria del carrello." },
  es: { title: 'Recordatorios del carrito', question: '¿Dejar de recibir correos que te recuerdan tu carrito?', button: 'Darse de baja', done: 'Ya no recibirás recordatorios del carrito.', already: 'Ya te habías dado de baja de los recordatorios del carrito.' },
  fr: { title: 'Rappels de panier', question: 'Ne plus recevoir d’e-mails qui vous rappellent votre panier ?', button: 'Se désabonner', done: 'Vous ne recevrez plus de rappels de panier.', already: 'Vous êtes déjà désabonné des rappels de panier.' },
};

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111827}button{font:inherit;font-weight:600;min-height:44px;padding:0 1.5rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}';

function page(lang: MailLanguage, body: string): string {
  const texts = TEXTS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(texts.title)}</h1>${body}</main></body></html>`;
}

/** The question and its one button, posting to `action`. */
export function unsubscribeQuestionPage(lang: MailLanguage, action: string, unsubscribed: boolean): string {
  const texts = TEXTS[lang];
  if (unsubscribed) return page(lang, `<p>${escapeHtml(texts.already)}</p>`);
  return page(lang, `<p>${escapeHtml(texts.question)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(texts.button)}</button></form>`);
}

export function unsubscribedPage(lang: MailLanguage): string {
  return page(lang, `<p role="status">${escapeHtml(TEXTS[lang].done)}</p>`);
}
