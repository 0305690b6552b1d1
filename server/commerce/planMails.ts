// The mails about a running plan, one path for all three: a renewal's receipt, a failed renewal and the reminder
// before it renews. Each goes to the order's buyer in the order's mail language, lists the plan's lines by title,
// period and amount at what this period costs, writes dates and money as the country's site does, and links to My
// products, a renewal's receipt to its own bill (commerceMails.ts: planMail).
import { eq } from 'drizzle-orm';
import { orderLines } from '../db/schema.ts';
import { planMail, type PlanMail } from '../mail/commerceMails.ts';
import { mailBuyer, type OrderRow, type SettleContext } from './fulfil.ts';
import { billPath, formatMailDate, formatMoney, myProductsPath } from './links.ts';
import { linesAtTotal, receiptLines } from './receiptLines.ts';

/** A PlanMail with its dates as dates (written as the buyer's country writes them). */
export type PlanMailEvent =
  | { kind: 'renewed'; receiptNumber: string; until: Date; billId: string }
  | { kind: 'renewalFailed'; until: Date }
  | { kind: 'reminder'; date: Date; months: number };

/** Queues the plan's mail to its buyer in `ctx.tx`; `amountMinor`: what this period costs. False: the account is gone. */
export async function mailPlanBuyer(ctx: Pick<SettleContext, 'tx' | 'mailQueue' | 'at' | 'publicUrl'>, order: OrderRow, amountMinor: number, event: PlanMailEvent): Promise<boolean> {
  const { tx, publicUrl } = ctx;
  return mailBuyer(ctx, order, async ({ lang, tenant, country, userName }) => {
    const mail: PlanMail =
      event.kind === 'reminder'
        ? { kind: 'reminder', date: formatMailDate(country, event.date), months: event.months }
        : event.kind === 'renewed'
          ? { kind: 'renewed', receiptNumber: event.receiptNumber, until: formatMailDate(country, event.until), billUrl: publicUrl + billPath(country, event.billId) }
          : { kind: 'renewalFailed', until: formatMailDate(country, event.until) };
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return planMail(lang, tenant, mail, {
      userName,
      total: formatMoney(country, order.currency, amountMinor),
      lines: await receiptLines(tx, country, order.currency, linesAtTotal(lines, amountMinor)),
      myProductsUrl: publicUrl + myProductsPath(country),
    });
  });
}
