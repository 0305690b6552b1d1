// Breadcrumbs: the country's home, then the given trail (SPEC §3 breadcrumb home label).
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';

export function Breadcrumbs({ country, trail }: { country: CountryCode; trail: { label: string; href?: string }[] }) {
  const { t } = useLingui();
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        <li>
          <Link to="/$country" params={{ country }}>
            {t`Home`}
          </Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} aria-current={index === trail.length - 1 ? 'page' : undefined}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
