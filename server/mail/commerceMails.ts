// The shop's payment e-mails (issue 13) in every mail language: new customer (first paid order), receipt, payment
// error (failed or expired payment, with a link back to the cart) and cart abandon (marketing: only with consent,
// with a one-click unsubscribe link; the List-Unsubscribe headers are added by the caller).
import type { Tenant } from '@domain/markets/types.ts';
import { mailSignature, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';

interface CommerceTexts {
  greeting(name: string): string;
  newCustomerSubject(site: string): string;
  newCustomerBody: string;
  myProducts: string;
  receiptSubject(number: string): string;
  receiptBody(number: string, total: string): string;
  seeBill: string;
  paymentErrorSubject: string;
  paymentErrorBody(reason: string): string;
  backToCart: string;
  cartSubject: string;
  cartBody(products: string): string;
  unsubscribe(url: string): string;
  /** A plan's period on a receipt line: "1 month", "12 months". */
  period(months: number): string;
  renewalBody(number: string, total: string, until: string): string;
  renewalFailedSubject: string;
  renewalFailedBody(until: string): string;
  updatePaymentMethod: string;
  renewalReminderSubject(date: string): string;
  renewalReminderBody(date: string, total: string, period: string): string;
  manageRenewal: string;
}

const TEXTS: Record<MailLanguage, CommerceTexts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    newCustomerSubject: (site) => `Welcome as a customer of ${site}`,
    newCustomerBody: 'Thank you for your first purchase. Your products are ready in My products, also offline on this device once opened.',
    myProducts: 'Open My products',
    receiptSubject: (number) => `Your receipt ${number}`,
    receiptBody: (number, total) => `Thank you for your order. Your payment of ${total} was received. Receipt number: ${number}.`,
    seeBill: 'See the bill',
    paymentErrorSubject: 'Your payment did not go through',
    paymentErrorBody: (reason) => `Your payment could not be completed (${reason}). Your cart is kept: you can pay again whenever you like.`,
    backToCart: 'Back to your cart',
    cartSubject: 'Your cart is waiting for you',
    cartBody: (products) => `You left these products in your cart: ${products}. They are still there when you are ready.`,
    unsubscribe: (url) => `You receive this reminder because you agreed to marketing e-mails at checkout. Unsubscribe with one click: ${url}`,
    period: (months) => (months === 1 ? '1 month' : `${months} months`),
    renewalBody: (number, total, until) => `Your plan renewed: your payment of ${total} was received and your products run until ${until}. Receipt number: ${number}.`,
    renewalFailedSubject: 'Your plan could not renew',
    renewalFailedBody: (until) => `The renewal payment of your plan failed. Your products stay yours until ${until}; update your payment method in My products to keep them after that.`,
    updatePaymentMethod: 'Update payment method',
    renewalReminderSubject: (date) => `Your plan renews on ${date}`,
    renewalReminderBody: (date, total, period) => `Your plan renews on ${date} for another ${period}, and ${total} will be charged to your saved payment method. Nothing to do if you want to keep it; you can cancel the renewal or change the card in My products before then.`,
    manageRenewal: 'Manage your plan',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    newCustomerSubject: (site) => `Willkommen als Kunde von ${site}`,
    newCustomerBody: 'Vielen Dank für Ihren ersten Einkauf. Ihre Produkte stehen unter „Meine Produkte“ bereit, nach dem ersten Öffnen auch offline auf diesem Gerät.',
    myProducts: 'Meine Produkte öffnen',
    receiptSubject: (number) => `Ihre Rechnung ${number}`,
    receiptBody: (number, total) => `Vielen Dank für Ihre Bestellung. Ihre Zahlung über ${total} ist eingegangen. Rechnungsnummer: ${number}.`,
    seeBill: 'Rechnung ansehen',
    paymentErrorSubject: 'Ihre Zahlung ist nicht durchgegangen',
    paymentErrorBody: (reason) => `Ihre Zahlung konnte nicht abgeschlossen werden (${reason}). Ihr Warenkorb bleibt erhalten: Sie können jederzeit erneut bezahlen.`,
    backToCart: 'Zurück zum Warenkorb',
    cartSubject: 'Ihr Warenkorb wartet auf Sie',
    cartBody: (products) => `Diese Produkte liegen noch in Ihrem Warenkorb: ${products}. Sie sind noch da, wenn Sie so weit sind.`,
    unsubscribe: (url) => `Sie erhalten diese Erinnerung, weil Sie an der Kasse Marketing-E-Mails zugestimmt haben. Mit einem Klick abmelden: ${url}`,
    period: (months) => (months === 1 ? '1 Monat' : `${months} Monate`),
    renewalBody: (number, total, until) => `Ihr Abo wurde verlängert: Ihre Zahlung über ${total} ist eingegangen, Ihre Produkte laufen bis ${until}. Rechnungsnummer: ${number}.`,
    renewalFailedSubject: 'Ihr Abo konnte nicht verlängert werden',
    renewalFailedBody: (until) => `Die Zahlung für die Verlängerung Ihres Abos ist fehlgeschlagen. Ihre Produkte gehören Ihnen bis ${until}; aktualisieren Sie Ihre Zahlungsmethode unter „Meine Produkte“, um sie danach zu behalten.`,
    updatePaymentMethod: 'Zahlungsmethode aktualisieren',
    renewalReminderSubject: (date) => `Ihr Abo verlängert sich am ${date}`,
    renewalReminderBody: (date, total, period) => `Ihr Abo verlängert sich am ${date} um weitere ${period}; dabei werden ${total} von Ihrer gespeicherten Zahlungsmethode abgebucht. Wenn Sie es behalten möchten, müssen Sie nichts tun; bis dahin können Sie die Verlängerung unter „Meine Produkte“ kündigen oder die Karte ändern.`,
    manageRenewal: 'Abo verwalten',
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    newCustomerSubject: (site) => `Welkom als klant van ${site}`,
    newCustomerBody: 'Bedankt voor je eerste aankoop. Je producten staan klaar in Mijn producten, na het eerste openen ook offline op dit apparaat.',
    myProducts: 'Mijn producten openen',
    receiptSubject: (number) => `Je factuur ${number}`,
    receiptBody: (number, total) => `Bedankt voor je bestelling. Je betaling van ${total} is ontvangen. Factuurnummer: ${number}.`,
    seeBill: 'Factuur bekijken',
    paymentErrorSubject: 'Je betaling is niet gelukt',
    paymentErrorBody: (reason) => `Je betaling kon niet worden voltooid (${reason}). Je winkelwagen blijft bewaard: je kunt altijd opnieuw betalen.`,
    backToCart: 'Terug naar je winkelwagen',
    cartSubject: 'Je winkelwagen wacht op je',
    cartBody: (products) => `Deze producten liggen nog in je winkelwagen: ${products}. Ze staan klaar wanneer jij dat bent.`,
    unsubscribe: (url) => `Je ontvangt deze herinnering omdat je bij het afrekenen marketingmails hebt toegestaan. Met één klik afmelden: ${url}`,
    period: (months) => (months === 1 ? '1 maand' : `${months} maanden`),
    renewalBody: (number, total, until) => `Je abonnement is verlengd: je betaling van ${total} is ontvangen en je producten lopen tot ${until}. Factuurnummer: ${number}.`,
    renewalFailedSubject: 'Je abonnement kon niet worden verlengd',
    renewalFailedBody: (until) => `De betaling voor de verlenging van je abonnement is mislukt. Je producten blijven van jou tot ${until}; werk je betaalmethode bij in Mijn producten om ze daarna te houden.`,
    updatePaymentMethod: 'Betaalmethode bijwerken',
    renewalReminderSubject: (date) => `Je abonnement wordt verlengd op ${date}`,
    renewalReminderBody: (date, total, period) => `Je abonnement wordt op ${date} met nog eens ${period} verlengd en ${total} wordt afgeschreven van je opgeslagen betaalmethode. Wil je het houden, dan hoef je niets te doen; tot die tijd kun je de verlenging opzeggen of je kaart wijzigen in Mijn producten.`,
    manageRenewal: 'Abonnement beheren',
  },
  pt: {
    greeting: (name) => `Olá ${name},`,
    newCustomerSubject: (site) => `Bem-vindo como cliente da ${site}`,
    newCustomerBody: 'Obrigado pela sua primeira compra. Os seus produtos estão prontos em Os meus produtos, também offline neste dispositivo depois de abertos.',
    myProducts: 'Abrir Os meus produtos',
    receiptSubject: (number) => `O seu recibo ${number}`,
    receiptBody: (number, total) => `Obrigado pela sua encomenda. O seu pagamento de ${total} foi recebido. Número do recibo: ${number}.`,
    seeBill: 'Ver a fatura',
    paymentErrorSubject: 'O seu pagamento não foi concluído',
    paymentErrorBody: (reason) => `Não foi possível concluir o seu pagamento (${reason}). O seu carrinho foi guardado: pode pagar de novo quando quiser.`,
    backToCart: 'Voltar ao carrinho',
    cartSubject: 'O seu carrinho está à sua espera',
    cartBody: (products) => `Deixou estes produtos no seu carrinho: ${products}. Continuam lá quando estiver pronto.`,
    unsubscribe: (url) => `Recebe este lembrete porque aceitou e-mails de marketing no checkout. Cancele a subscrição com um clique: ${url}`,
    period: (months) => (months === 1 ? '1 mês' : `${months} meses`),
    renewalBody: (number, total, until) => `O seu plano foi renovado: o seu pagamento de ${total} foi recebido e os seus produtos estão ativos até ${until}. Número do recibo: ${number}.`,
    renewalFailedSubject: 'Não foi possível renovar o seu plano',
    renewalFailedBody: (until) => `O pagamento da renovação do seu plano falhou. Os seus produtos continuam seus até ${until}; atualize o método de pagamento em Os meus produtos para os manter depois disso.`,
    updatePaymentMethod: 'Atualizar método de pagamento',
    renewalReminderSubject: (date) => `O seu plano é renovado a ${date}`,
    renewalReminderBody: (date, total, period) => `O seu plano é renovado a ${date} por mais ${period} e serão cobrados ${total} no seu método de pagamento guardado. Se o quiser manter, não precisa de fazer nada; até lá pode cancelar a renovação ou mudar o cartão em Os meus produtos.`,
    manageRenewal: 'Gerir o plano',
  },
  it: {
    greeting: (name) => `Ciao ${name},`,
    newCustomerSubject: (site) => `Benvenuto tra i clienti di ${site}`,
    newCustomerBody: 'Grazie per il tuo primo acquisto. I tuoi prodotti sono pronti in I miei prodotti, anche offline su questo dispositivo dopo la prima apertura.',
    myProducts: 'Apri I miei prodotti',
    receiptSubject: (number) => `La tua ricevuta ${number}`,
    receiptBody: (number, total) => `Grazie per il tuo ordine. Il pagamento di ${total} è stato ricevuto. Numero di ricevuta: ${number}.`,
    seeBill: 'Vedi la ricevuta',
    paymentErrorSubject: 'Il pagamento non è andato a buon fine',
    paymentErrorBody: (reason) => `Non è stato possibile completare il pagamento (${reason}). Il carrello resta salvato: puoi pagare di nuovo quando vuoi.`,
    backToCart: 'Torna al carrello',
    cartSubject: 'Il tuo carrello ti aspetta',
    cartBody: (products) => `Hai lasciato questi prodotti nel carrello: ${products}. Sono ancora lì quando sei pronto.`,
    unsubscribe: (url) => `Ricevi questo promemoria perché al checkout hai accettato le e-mail di marketing. Annulla l'iscrizione con un clic: ${url}`,
    period: (months) => (months === 1 ? '1 mese' : `${months} mesi`),
    renewalBody: (number, total, until) => `Il tuo piano è stato rinnovato: il tuo pagamento di ${total} è stato ricevuto e i tuoi prodotti sono attivi fino al ${until}. Numero della ricevuta: ${number}.`,
    renewalFailedSubject: 'Non è stato possibile rinnovare il tuo piano',
    renewalFailedBody: (until) => `Il pagamento del rinnovo del tuo piano non è riuscito. I tuoi prodotti restano tuoi fino al ${until}; aggiorna il metodo di pagamento in I miei prodotti per tenerli anche dopo.`,
    updatePaymentMethod: 'Aggiorna il metodo di pagamento',
    renewalReminderSubject: (date) => `Il tuo abbonamento si rinnova il ${date}`,
    renewalReminderBody: (date, total, period) => `Il tuo abbonamento si rinnova il ${date} per altri ${period} e ${total} verranno addebitati sul metodo di pagamento salvato. Se vuoi mantenerlo non devi fare nulla; fino ad allora puoi annullare il rinnovo o cambiare la carta in I miei prodotti.`,
    manageRenewal: 'Gestisci l’abbonamento',
  },
  es: {
    greeting: (name) => `Hola ${name}:`,
    newCustomerSubject: (site) => `Bienvenido como cliente de ${site}`,
    newCustomerBody: 'Gracias por tu primera compra. Tus productos están listos en Mis productos, también sin conexión en este dispositivo una vez abiertos.',
    myProducts: 'Abrir Mis productos',
    receiptSubject: (number) => `Tu recibo ${number}`,
    receiptBody: (number, total) => `Gracias por tu pedido. Hemos recibido tu pago de ${total}. Número de recibo: ${number}.`,
    seeBill: 'Ver la factura',
    paymentErrorSubject: 'Tu pago no se ha completado',
    paymentErrorBody: (reason) => `No se ha podido completar tu pago (${reason}). Tu carrito se conserva: puedes pagar de nuevo cuando quieras.`,
    backToCart: 'Volver al carrito',
    cartSubject: 'Tu carrito te espera',
    cartBody: (products) => `Dejaste estos productos en tu carrito: ${products}. Siguen ahí cuando quieras.`,
    unsubscribe: (url) => `Recibes este recordatorio porque aceptaste los correos de marketing al pagar. Date de baja con un clic: ${url}`,
    period: (months) => (months === 1 ? '1 mes' : `${months} meses`),
    renewalBody: (number, total, until) => `Tu plan se ha renovado: hemos recibido tu pago de ${total} y tus productos siguen activos hasta el ${until}. Número de recibo: ${number}.`,
    renewalFailedSubject: 'No se ha podido renovar tu plan',
    renewalFailedBody: (until) => `El pago de la renovación de tu plan ha fallado. Tus productos siguen siendo tuyos hasta el ${until}; actualiza tu método de pago en Mis productos para conservarlos después.`,
    updatePaymentMethod: 'Actualizar método de pago',
    renewalReminderSubject: (date) => `Tu plan se renueva el ${date}`,
    renewalReminderBody: (date, total, period) => `Tu plan se renueva el ${date} por otros ${period} y se cobrarán ${total} en tu método de pago guardado. Si quieres mantenerlo, no tienes que hacer nada; hasta entonces puedes cancelar la renovación o cambiar la tarjeta en Mis productos.`,
    manageRenewal: 'Gestionar el plan',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    newCustomerSubject: (site) => `Bienvenue parmi les clients de ${site}`,
    newCustomerBody: 'Merci pour votre premier achat. Vos produits vous attendent dans Mes produits, aussi hors ligne sur cet appareil une fois ouverts.',
    myProducts: 'Ouvrir Mes produits',
    receiptSubject: (number) => `Votre reçu ${number}`,
    receiptBody: (number, total) => `Merci pour votre commande. Votre paiement de ${total} a été reçu. Numéro de reçu : ${number}.`,
    seeBill: 'Voir la facture',
    paymentErrorSubject: "Votre paiement n'a pas abouti",
    paymentErrorBody: (reason) => `Votre paiement n'a pas pu être finalisé (${reason}). Votre panier est conservé : vous pouvez payer à nouveau quand vous le souhaitez.`,
    backToCart: 'Retour au panier',
    cartSubject: 'Votre panier vous attend',
    cartBody: (products) => `Vous avez laissé ces produits dans votre panier : ${products}. Ils vous attendent quand vous serez prêt.`,
    unsubscribe: (url) => `Vous recevez ce rappel car vous avez accepté les e-mails marketing lors du paiement. Se désabonner en un clic : ${url}`,
    period: (months) => (months === 1 ? '1 mois' : `${months} mois`),
    renewalBody: (number, total, until) => `Votre abonnement a été renouvelé : votre paiement de ${total} a été reçu et vos produits restent actifs jusqu'au ${until}. Numéro de reçu : ${number}.`,
    renewalFailedSubject: "Votre abonnement n'a pas pu être renouvelé",
    renewalFailedBody: (until) => `Le paiement du renouvellement de votre abonnement a échoué. Vos produits restent à vous jusqu'au ${until} ; mettez à jour votre moyen de paiement dans Mes produits pour les garder ensuite.`,
    updatePaymentMethod: 'Mettre à jour le moyen de paiement',
    renewalReminderSubject: (date) => `Votre abonnement est renouvelé le ${date}`,
    renewalReminderBody: (date, total, period) => `Votre abonnement est renouvelé le ${date} pour ${period} de plus, et ${total} seront prélevés sur votre moyen de paiement enregistré. Rien à faire si vous souhaitez le garder ; d’ici là, vous pouvez annuler le renouvellement ou changer de carte dans Mes produits.`,
    manageRenewal: 'Gérer l’abonnement',
  },
};

export function newCustomerMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; myProductsUrl: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(lang, t.newCustomerSubject(site), [t.greeting(input.userName), t.newCustomerBody], { label: t.myProducts, url: input.myProductsUrl }, [mailSignature(lang, site)]);
}

export function receiptMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; receiptNumber: string; total: string; billUrl: string; lines: string[] }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.receiptSubject(input.receiptNumber)} – ${site}`,
    [t.greeting(input.userName), t.receiptBody(input.receiptNumber, input.total), ...input.lines],
    { label: t.seeBill, url: input.billUrl },
    [mailSignature(lang, site)],
  );
}

/** A paid renewal of a plan: its own receipt number, the lines by title and period, the new end. */
export function renewalReceiptMail(
  lang: MailLanguage,
  tenant: Tenant,
  input: { userName: string; receiptNumber: string; total: string; until: string; billUrl: string; lines: string[] },
): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.receiptSubject(input.receiptNumber)} – ${site}`,
    [t.greeting(input.userName), t.renewalBody(input.receiptNumber, input.total, input.until), ...input.lines],
    { label: t.seeBill, url: input.billUrl },
    [mailSignature(lang, site)],
  );
}

/** A renewal charge failed: access runs to the paid end; a new card keeps the plan. */
export function renewalFailedMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; until: string; myProductsUrl: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(lang, `${t.renewalFailedSubject} – ${site}`, [t.greeting(input.userName), t.renewalFailedBody(input.until)], { label: t.updatePaymentMethod, url: input.myProductsUrl }, [mailSignature(lang, site)]);
}

/** 7 days before a 3- or 12-month plan renews: when, for how long, how much, and where to cancel or change the card. */
export function renewalReminderMail(
  lang: MailLanguage,
  tenant: Tenant,
  input: { userName: string; date: string; total: string; months: number; myProductsUrl: string; lines: string[] },
): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.renewalReminderSubject(input.date)} – ${site}`,
    [t.greeting(input.userName), t.renewalReminderBody(input.date, input.total, t.period(input.months)), ...input.lines],
    { label: t.manageRenewal, url: input.myProductsUrl },
    [mailSignature(lang, site)],
  );
}

/** A receipt line: the product's title (in its site's language), the plan's period, the amount. */
export const receiptLine = (lang: MailLanguage, title: string, months: number, amount: string) => `${title} · ${TEXTS[lang].period(months)} · ${amount}`;

export function paymentErrorMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; reason: string; cartUrl: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(lang, `${t.paymentErrorSubject} – ${site}`, [t.greeting(input.userName), t.paymentErrorBody(input.reason)], { label: t.backToCart, url: input.cartUrl }, [mailSignature(lang, site)]);
}

export function cartAbandonMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; products: string[]; cartUrl: string; unsubscribeUrl: string }): RenderedMail {
  const t = TEXTS[lang];
  const site = SITE_NAMES[tenant];
  return render(
    lang,
    `${t.cartSubject} – ${site}`,
    [t.greeting(input.userName), t.cartBody(input.products.join(', '))],
    { label: t.backToCart, url: input.cartUrl },
    [mailSignature(lang, site), t.unsubscribe(input.unsubscribeUrl)],
  );
}
