// The checkout page (DESIGN "Checkout"): one column, the order summary always visible, the cart's lines with their
// plans, the billing form of SPEC §5 (saved on this device under the cart-user-information key), marketing consent
// (unchecked), the terms, and one "Pay {amount}". Paying needs an account and the network; without either the page
// says so and the cart stays. A refusal is said in words beside its field or above the button; nothing is lost.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Catalog, CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { CartLine } from '../../domain/commerce/orders.ts';
import { PRICING_PLANS, type PlanMonths } from '../../domain/catalog/pricingOptions.ts';
import { listProducts } from '../../domain/catalog/browse.ts';
import { cartTotals } from '../../domain/commerce/cartTotals.ts';
import { VAT_RATE_PERCENT } from '../../domain/commerce/vat.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { findCountryListEntry } from '../../domain/markets/countryList.ts';
import { emptyBillingErrors, isBillingValid, validateBilling, type BillingErrors, type BillingForm } from '../../domain/validation/billing.ts';
import { pagePath } from '../../domain/routes/slugs.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import { ShopPromoCodeButton } from './ShopDialogButtons.tsx';
import { useCurrentUser } from '../session/storedUser.ts';
import { BillingFields } from './BillingFields.tsx';
import { requiredMessage } from './billingLabels.ts';
import { checkoutRefusal } from './checkoutErrors.ts';
import { TestModeBanner } from './TestModeBanner.tsx';
import { RenewalChoice } from './RenewalChoice.tsx';
import { useCheckoutDeps, type PaymentsShown } from './checkoutDeps.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { useCartPromo } from './useCartPromo.ts';
import { useOnline } from './useOnline.ts';
import { onCartChanged } from './cartEvents.ts';
import './commerce.css';

export function blankBilling(country: CountryCode): BillingForm {
  const entry = findCountryListEntry(MARKETS[country].isoCode);
  return {
    licensed: 'person', name: '', lastName: '', address: '', city: '', zip: '', region: '',
    country: entry?.code ?? '', prefix: entry?.dial_code ?? '', phone: '', businessName: '', vat: '',
  };
}

interface CheckoutPageProps {
  country: CountryCode;
  site: string;
  catalog: Catalog;
  /** The order a cancelled payment left (?cancelled=…): the cart is still here. */
  cancelled?: string;
}

export function CheckoutPage({ country, site, catalog, cancelled }: CheckoutPageProps) {
  const { t, i18n } = useLingui();
  const deps = useCheckoutDeps();
  const user = useCurrentUser();
  const online = useOnline(deps.online);
  const here = useLocation().href;
  const market = MARKETS[country];
  const { promo, apply, remove: removePromo } = useCartPromo(country);

  const products = useMemo(() => new Map<string, CatalogProduct>(listProducts(catalog).map((product) => [product.productId, product])), [catalog]);
  const [lines, setLines] = useState<CartLine[] | null>(null);
  const [form, setForm] = useState<BillingForm | null>(null);
  const [errors, setErrors] = useState<BillingErrors>(emptyBillingErrors());
  const [consent, setConsent] = useState(false);
  const [oneTime, setOneTime] = useState(false);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState('');
  const [message, setMessage] = useState('');
  const [paying, setPaying] = useState(false);
  const [provider, setProvider] = useState<PaymentsShown | null>(null);

  // The built-in test mode says so before anyone types a card (offline: unknown, no banner).
  useEffect(() => {
    let live = true;
    deps.paymentProvider().then(
      (name) => live && setProvider(name),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [deps]);

  useEffect(() => {
    let live = true;
    const readLines = () => void deps.readCart().then((read) => live && setLines(read));
    readLines();
    void deps.readBilling().then((saved) => live && setForm(saved ?? blankBilling(country)));
    // The cart may change meanwhile: the sign-in merge, another tab.
    const stop = onCartChanged(readLines);
    return () => {
      live = false;
      stop();
    };
  }, [deps, country]);

  // The billing information is kept on this device as it is typed (SPEC §3 cart-user-information).
  useEffect(() => {
    if (!form) return;
    const timer = setTimeout(() => void deps.saveBilling(form).catch(() => undefined), 400);
    return () => clearTimeout(timer);
  }, [deps, form]);

  const currency = market.currency;
  const format = (amountMinor: number) => formatPrice({ currency, tier: 0, amountMinor, label: '' }, market);
  const priceOf = (productId: string) => {
    const product = products.get(productId);
    return product && product.pricing.currency === currency ? product.pricing.amountMinor : undefined;
  };
  const totals = cartTotals(lines ?? [], priceOf, promo, VAT_RATE_PERCENT[country]);
  const titleOf = (productId: string) => products.get(productId)?.title ?? productId;
  const unavailable = (lines ?? []).filter((line) => !totals.lines.some((priced) => priced.productId === line.productId));

  /** A field's error goes away as soon as the buyer changes it; the next "Pay" checks again. */
  function changeBilling(next: BillingForm) {
    if (form) {
      const cleared = { ...errors };
      for (const field of Object.keys(cleared) as (keyof BillingErrors)[]) if (next[field] !== form[field]) cleared[field] = '';
      if (next.licensed !== form.licensed) Object.assign(cleared, { businessName: '', vat: '' });
      setErrors(cleared);
    }
    setForm(next);
  }

  async function changePlan(productId: string, months: PlanMonths) {
    await deps.changePlan(productId, months);
    setLines(await deps.readCart());
  }
  async function removeLine(productId: string) {
    await deps.removeLines([productId]);
    setLines(await deps.readCart());
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!form || !user || paying) return;
    setMessage('');
    const found = validateBilling(form, (field) => requiredMessage(i18n, field, currentTenant));
    setErrors(found);
    setTermsError(terms ? '' : t`Please accept the terms and conditions.`);
    if (!isBillingValid(found) || !terms) {
      const first = document.querySelector<HTMLElement>('.checkout-page [aria-invalid="true"]');
      first?.focus();
      return;
    }
    if (!deps.online()) {
      setMessage(t`Checkout needs the network. Your cart is kept on this device; try again once you are online.`);
      return;
    }
    setPaying(true);
    try {
      await deps.saveBilling(form);
      const { redirectUrl } = await deps.checkout({
        lines: totals.lines.map((line) => ({ productId: line.productId, months: line.months })),
        billing: form,
        ...(promo ? { promoCode: promo.promoCode } : {}),
        currency,
        expectedTotalMinor: totals.totalMinor,
        marketingConsent: consent,
        acceptTerms: true,
        ...(oneTime ? { oneTime: true } : {}),
      });
      deps.redirect(redirectUrl);
    } catch (error) {
      const refusal = checkoutRefusal(error, i18n, currentTenant);
      setErrors({ ...emptyBillingErrors(), ...refusal.fields });
      if (refusal.promoRefused) removePromo();
      setMessage(refusal.message);
      setPaying(false);
    }
  }

  if (lines === null || form === null) {
    return (
      <main className="page checkout-page">
        <h1>{t`Checkout`}</h1>
        <p role="status" className="skeleton">{t`Loading`}</p>
      </main>
    );
  }
  if (lines.length === 0) {
    return (
      <main className="page checkout-page">
        <h1>{t`Checkout`}</h1>
        {cancelled && <p className="notice notice--warning" role="status">{t`The payment was cancelled. Nothing was charged.`}</p>}
        <p role="status">{t`Your cart is empty.`}</p>
        <Link className="button" to="/$country" params={{ country: site }}>
          {t`See all products`}
        </Link>
      </main>
    );
  }

  const amount = format(totals.totalMinor);
  const count = lines.length;
  return (
    <main className="page checkout-page">
      <h1>{t`Checkout`}</h1>
      {(provider === 'test' || provider === 'test-chosen') && <TestModeBanner chosen={provider === 'test-chosen'} />}
      {cancelled && <p className="notice notice--warning" role="status">{t`The payment was cancelled. Nothing was charged and your cart is kept.`}</p>}
      {!online && <p className="notice notice--warning" role="status">{t`Checkout needs the network. Your cart is kept on this device; you can pay once you are online.`}</p>}
      <OrderSummary totals={totals} titleOf={titleOf} format={format} promoCode={promo?.promoCode ?? null} />
      <section aria-labelledby="cart-title">
        <h2 id="cart-title">
          <Plural value={count} one="Your cart (# product)" other="Your cart (# products)" />
        </h2>
        <ul className="cart-lines">
          {lines.map((line) => {
            const title = titleOf(line.productId);
            return (
              <li key={line.productId} className="cart-line">
                <span className="cart-line__title">{title}</span>
                <label className="cart-line__plan">
                  <span className="visually-hidden">{t`Plan for ${title}`}</span>
                  <select value={line.months} onChange={(event) => void changePlan(line.productId, Number(event.target.value) as PlanMonths)}>
                    {PRICING_PLANS.map((plan) => (
                      <option key={plan.months} value={plan.months}>
                        {plan.months === 1 ? t`1 month` : plan.months === 3 ? t`3 months` : t`12 months`}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className="link-button" onClick={() => void removeLine(line.productId)} aria-label={t`Remove ${title}`}>
                  {t`Remove`}
                </button>
              </li>
            );
          })}
        </ul>
        {unavailable.length > 0 && (
          <p className="notice notice--warning" role="alert">
            {t`Some products in your cart are not sold in this country and are left out of the total.`}
          </p>
        )}
        <ShopPromoCodeButton country={country} onApplied={apply} />
      </section>

      {!user ? (
        <section className="checkout-page__account notice notice--info" aria-labelledby="account-title">
          <h2 id="account-title">{t`Sign in to pay`}</h2>
          <p>{t`Your purchase is kept in your account, on every device. Your cart stays here while you sign in.`}</p>
          <div className="checkout-page__account-actions">
            <Link className="button" to="/$country/auth/signin" params={{ country: site }} search={{ redirect: here }}>
              {t`Sign in`}
            </Link>
            <Link className="button button--secondary" to="/$country/auth/signup" params={{ country: site }} search={{ redirect: here }}>
              {t`Create an account`}
            </Link>
          </div>
        </section>
      ) : (
        <form className="checkout-form" onSubmit={(event) => void pay(event)} noValidate>
          <BillingFields form={form} errors={errors} tenant={currentTenant} onChange={changeBilling} />
          <RenewalChoice country={country} oneTime={oneTime} onChange={setOneTime} />
          <div className="field field--checkbox">
            <label>
              <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
              <span>{t`Send me reminders and offers by e-mail (you can unsubscribe in one click).`}</span>
            </label>
          </div>
          <div className="field field--checkbox">
            <label>
              <input
                type="checkbox"
                checked={terms}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? 'terms-error' : undefined}
                onChange={(event) => {
                  setTerms(event.target.checked);
                  if (event.target.checked) setTermsError('');
                }}
              />
              <span>
                <Trans>
                  I accept the{' '}
                  <a href={pagePath(country, 'terms-and-conditions', { html: false })} target="_blank" rel="noopener">
                    terms and conditions
                  </a>
                </Trans>
              </span>
            </label>
            {termsError && (
              <p id="terms-error" className="field__error" role="alert">
                {termsError}
              </p>
            )}
          </div>
          {message && (
            <p className="notice notice--warning" role="alert">
              {message}
            </p>
          )}
          <button type="submit" className="button button--wide-mobile checkout-form__pay" disabled={paying || !online || totals.lines.length === 0} aria-busy={paying}>
            {t`Pay ${amount}`}
          </button>
        </form>
      )}
    </main>
  );
}
