// The shop's payment e-mails (issue 13) in the buyer's language: new customer (first paid order), receipt, payment
// error (failed or expired payment, with the order's lines and a link back to the cart), cart abandon (marketing:
// only with consent, with a one-click unsubscribe link; the List-Unsubscribe headers are added by the caller), and the
// mails about a running plan (planMail: a renewal's receipt, a failed renewal, the reminder before it renews).
import type { I18n } from '@lingui/core';
import type { Tenant } from '@domain/markets/types.ts';
import { mailI18n } from './mailI18n.ts';
import { mailGreeting, mailSignature, render, SITE_NAMES, type MailLanguage, type RenderedMail } from './templates.ts';

/** A line of an order as a mail lists it: the product's title (in its site's language), the plan's months, the amount as the country writes it. */
export interface ReceiptLine {
  title: string;
  months: number;
  amount: string;
}

/** "Cloud basics · 3 months · 29,99 €". */
function receiptLineText(i18n: I18n, line: ReceiptLine): string {
  const months = line.months;
  return `${line.title} · ${i18n._({ id: 'mail.period', message: '{months, plural, one {# month} other {# months}}', values: { months } })} · ${line.amount}`;
}

/** Every mail to a buyer: the greeting, the paragraphs, the order's lines, one link, the signature after any closing lines. */
function buyerMail(
  lang: MailLanguage,
  tenant: Tenant,
  i18n: I18n,
  parts: { subject: string; userName: string; paragraphs: string[]; lines?: readonly ReceiptLine[]; link: { label: string; url: string }; closing?: string[] },
): RenderedMail {
  const lines = (parts.lines ?? []).map((line) => receiptLineText(i18n, line));
  const closing = [mailSignature(i18n, SITE_NAMES[tenant]), ...(parts.closing ?? [])];
  return render(lang, parts.subject, [mailGreeting(i18n, parts.userName), ...parts.paragraphs, ...lines], parts.link, closing);
}

const myProductsLabel = (i18n: I18n) => i18n._({ id: 'mail.myProducts', message: 'Open My products' });
const backToCartLabel = (i18n: I18n) => i18n._({ id: 'mail.backToCart', message: 'Back to your cart' });

export function newCustomerMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; myProductsUrl: string }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  return buyerMail(lang, tenant, i18n, {
    subject: i18n._({ id: 'mail.newCustomer.subject', message: 'Welcome as a customer of {site}', values: { site } }),
    userName: input.userName,
    paragraphs: [
      i18n._({
        id: 'mail.newCustomer.body',
        message: 'Thank you for your first purchase. Your products are ready in My products, also offline on this device once opened.',
      }),
    ],
    link: { label: myProductsLabel(i18n), url: input.myProductsUrl },
  });
}

export function receiptMail(
  lang: MailLanguage,
  tenant: Tenant,
  input: { userName: string; receiptNumber: string; total: string; billUrl: string; lines: readonly ReceiptLine[] },
): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const { receiptNumber: number, total } = input;
  return buyerMail(lang, tenant, i18n, {
    subject: receiptSubject(i18n, tenant, number),
    userName: input.userName,
    paragraphs: [
      i18n._({ id: 'mail.receipt.body', message: 'Thank you for your order. Your payment of {total} was received. Receipt number: {number}.', values: { total, number } }),
    ],
    lines: input.lines,
    link: { label: i18n._({ id: 'mail.receipt.action', message: 'See the bill' }), url: input.billUrl },
  });
}

function receiptSubject(i18n: I18n, tenant: Tenant, number: string): string {
  const site = SITE_NAMES[tenant];
  return i18n._({ id: 'mail.receipt.subject', message: 'Your receipt {number} – {site}', values: { number, site } });
}

/** A first payment failed or its session expired: what was being bought, why it did not go through, the way back. */
export function paymentErrorMail(
  lang: MailLanguage,
  tenant: Tenant,
  input: { userName: string; status: 'failed' | 'expired'; lines: readonly ReceiptLine[]; cartUrl: string },
): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  const reason =
    input.status === 'expired'
      ? i18n._({ id: 'mail.paymentError.expired', message: 'the payment session expired' })
      : i18n._({ id: 'mail.paymentError.failed', message: 'the payment failed' });
  return buyerMail(lang, tenant, i18n, {
    subject: i18n._({ id: 'mail.paymentError.subject', message: 'Your payment did not go through – {site}', values: { site } }),
    userName: input.userName,
    paragraphs: [
      i18n._({
        id: 'mail.paymentError.body',
        message: 'Your payment could not be completed ({reason}). Your cart is kept: you can pay again whenever you like.',
        values: { reason },
      }),
    ],
    lines: input.lines,
    link: { label: backToCartLabel(i18n), url: input.cartUrl },
  });
}

export function cartAbandonMail(lang: MailLanguage, tenant: Tenant, input: { userName: string; products: string[]; cartUrl: string; unsubscribeUrl: string }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const site = SITE_NAMES[tenant];
  const products = input.products.join(', ');
  const url = input.unsubscribeUrl;
  return buyerMail(lang, tenant, i18n, {
    subject: i18n._({ id: 'mail.cartReminder.subject', message: 'Your cart is waiting for you – {site}', values: { site } }),
    userName: input.userName,
    paragraphs: [
      i18n._({ id: 'mail.cartReminder.body', message: 'You left these products in your cart: {products}. They are still there when you are ready.', values: { products } }),
    ],
    link: { label: backToCartLabel(i18n), url: input.cartUrl },
    closing: [
      i18n._({
        id: 'mail.cartReminder.unsubscribe',
        message: 'You receive this reminder because you agreed to marketing e-mails at checkout. Unsubscribe with one click: {url}',
        values: { url },
      }),
    ],
  });
}

/** What a mail about a running plan is about; dates as the country writes them. */
export type PlanMail =
  /** A renewal was paid: its own receipt number, the new end, and its own bill. */
  | { kind: 'renewed'; receiptNumber: string; until: string; billUrl: string }
  /** A renewal charge failed: access runs to the paid end; a new card keeps the plan. */
  | { kind: 'renewalFailed'; until: string }
  /** 7 days before a 3- or 12-month plan renews: when, for how long, how much, and where to cancel or change the card. */
  | { kind: 'reminder'; date: string; months: number };

/** The mails about a running plan, one shape: what happened, the plan's lines at `total`, a link to My products
 *  (a renewal's receipt links to its own bill, as the first payment's receipt does). */
export function planMail(lang: MailLanguage, tenant: Tenant, mail: PlanMail, input: { userName: string; total: string; lines: readonly ReceiptLine[]; myProductsUrl: string }): RenderedMail {
  const i18n = mailI18n(lang, tenant);
  const { subject, body, action } = planTexts(i18n, tenant, mail, input.total);
  const url = mail.kind === 'renewed' ? mail.billUrl : input.myProductsUrl;
  return buyerMail(lang, tenant, i18n, { subject, userName: input.userName, paragraphs: [body], lines: input.lines, link: { label: action, url } });
}

function planTexts(i18n: I18n, tenant: Tenant, mail: PlanMail, total: string): { subject: string; body: string; action: string } {
  const site = SITE_NAMES[tenant];
  switch (mail.kind) {
    case 'renewed': {
      const { receiptNumber: number, until } = mail;
      return {
        subject: receiptSubject(i18n, tenant, number),
        body: i18n._({
          id: 'mail.renewal.body',
          message: 'Your plan renewed: your payment of {total} was received and your products run until {until}. Receipt number: {number}.',
          values: { total, until, number },
        }),
        action: i18n._({ id: 'mail.receipt.action', message: 'See the bill' }),
      };
    }
    case 'renewalFailed': {
      const { until } = mail;
      return {
        subject: i18n._({ id: 'mail.renewalFailed.subject', message: 'Your plan could not renew – {site}', values: { site } }),
        body: i18n._({
          id: 'mail.renewalFailed.body',
          message:
            'The renewal payment of your plan failed. Your products stay yours until {until}; update your payment method in My products to keep them after that.',
          values: { until },
        }),
        action: i18n._({ id: 'mail.renewalFailed.action', message: 'Update payment method' }),
      };
    }
    case 'reminder': {
      const { date, months } = mail;
      return {
        subject: i18n._({ id: 'mail.renewalReminder.subject', message: 'Your plan renews on {date} – {site}', values: { date, site } }),
        body: i18n._({
          id: 'mail.renewalReminder.body',
          message:
            'Your plan renews on {date} for another {months, plural, one {# month} other {# months}}, and {total} will be charged to your saved payment method. Nothing to do if you want to keep it; you can cancel the renewal or change the card in My products before then.',
          values: { date, months, total },
        }),
        action: i18n._({ id: 'mail.renewalReminder.action', message: 'Manage your plan' }),
      };
    }
  }
}
