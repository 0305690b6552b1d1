// The billing form of SPEC §5 (one column, labels above, the error under its field, the phone prefix beside the
// phone): person or company ("business" on the certification tenant), the country and prefix lists with the
// country names in the page's language.
import { useId, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BillingErrors, BillingField, BillingForm } from '../../domain/validation/billing.ts';
import { COUNTRY_LIST } from '../../domain/markets/countryList.ts';
import type { Tenant } from '../../domain/markets/types.ts';
import { billingLabel } from './billingLabels.ts';

interface BillingFieldsProps {
  form: BillingForm;
  errors: BillingErrors;
  tenant: Tenant;
  onChange: (next: BillingForm) => void;
}

function useCountryNames(locale: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    const nameOf = (code: string, fallback: string) => {
      try {
        return names?.of(code) ?? fallback;
      } catch {
        return fallback;
      }
    };
    return COUNTRY_LIST.map((entry) => ({ ...entry, shown: nameOf(entry.code, entry.name) })).sort((a, b) => a.shown.localeCompare(b.shown, locale));
  }, [locale]);
}

/**
 * One option per dialling code (several countries share +1, +7, +44…), named after the billing country when it uses
 * that code, else after the first country in the page's language: "+49 (Germany)".
 */
function prefixes(countries: readonly { code: string; dial_code: string; shown: string }[], billingCountry: string) {
  const byDial = new Map<string, string>();
  for (const entry of countries) {
    const current = byDial.get(entry.dial_code);
    if (current === undefined || entry.code === billingCountry) byDial.set(entry.dial_code, entry.shown);
  }
  return [...byDial.entries()]
    .map(([dial, name]) => ({ dial, label: `${dial} (${name})` }))
    .sort((a, b) => Number(a.dial.replace(/\D/g, '')) - Number(b.dial.replace(/\D/g, '')));
}

function FieldShell({ id, label, error, children }: { id: string; label: string; error: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function BillingFields({ form, errors, tenant, onChange }: BillingFieldsProps) {
  const { t, i18n } = useLingui();
  const base = useId();
  const countries = useCountryNames(i18n.locale);
  const set = (field: keyof BillingForm, value: string) => onChange({ ...form, [field]: value });
  const idOf = (field: BillingField) => `${base}-${field}`;
  const inputProps = (field: BillingField) => ({
    id: idOf(field),
    name: field,
    value: form[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const text = (field: BillingField, autoComplete: string) => (
    <FieldShell id={idOf(field)} label={billingLabel(i18n, field, tenant)} error={errors[field]}>
      <input type="text" autoComplete={autoComplete} {...inputProps(field)} />
    </FieldShell>
  );

  return (
    <fieldset className="billing-form">
      <legend>{t`Billing information`}</legend>
      <div className="billing-form__licensed" role="radiogroup" aria-label={t`Buying as`}>
        <label>
          <input type="radio" name="licensed" value="person" checked={form.licensed === 'person'} onChange={() => onChange({ ...form, licensed: 'person' })} />{' '}
          {t`Person`}
        </label>
        <label>
          <input type="radio" name="licensed" value="company" checked={form.licensed === 'company'} onChange={() => onChange({ ...form, licensed: 'company' })} />{' '}
          {tenant === 'cq' ? t`Business` : t`Company`}
        </label>
      </div>
      {form.licensed === 'company' && (
        <>
          {text('businessName', 'organization')}
          {text('vat', 'off')}
        </>
      )}
      {text('name', 'given-name')}
      {text('lastName', 'family-name')}
      {text('address', 'street-address')}
      {text('city', 'address-level2')}
      {text('zip', 'postal-code')}
      {text('region', 'address-level1')}
      <FieldShell id={idOf('country')} label={billingLabel(i18n, 'country', tenant)} error={errors.country}>
        <select autoComplete="country" {...inputProps('country')}>
          <option value="">{t`Choose a country`}</option>
          {countries.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.shown}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="billing-form__phone">
        <FieldShell id={idOf('prefix')} label={billingLabel(i18n, 'prefix', tenant)} error={errors.prefix}>
          <select autoComplete="tel-country-code" {...inputProps('prefix')}>
            <option value="">{t`Prefix`}</option>
            {prefixes(countries, form.country).map((prefix) => (
              <option key={prefix.dial} value={prefix.dial}>
                {prefix.label}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={idOf('phone')} label={billingLabel(i18n, 'phone', tenant)} error={errors.phone}>
          <input type="tel" autoComplete="tel-national" inputMode="tel" {...inputProps('phone')} />
        </FieldShell>
      </div>
    </fieldset>
  );
}
