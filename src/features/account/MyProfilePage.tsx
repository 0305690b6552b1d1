// My profile: account details, subscriptions with their end dates, the five most recently used products,
// the secret question, sign-out (here or on all devices). The record is reloaded from the server on every visit.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LAST_USED_PRODUCTS_TOP } from '../../domain/constants.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { isOperator } from '../../domain/auth/roles.ts';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { signOut } from '../session/session.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { writeUserRecord } from '../session/storedUser.ts';
import { SignInPrompt } from './SignInPrompt.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';
import { ReminderSettings } from '../reminders/ReminderSettings.tsx';
import { SignOutEverywhere } from './SignOutEverywhere.tsx';
import { useCountry, useSiteSegment } from './useCountry.ts';

export function MyProfilePage() {
  const { t } = useLingui();
  const { api } = useServices();
  const country = useCountry();
  const site = useSiteSegment();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    if (!user) return;
    authApi
      .me(api)
      .then((fresh) => {
        writeUserRecord(fresh);
        setSynced(true);
      })
      .catch(() => setSynced(false)); // offline: the stored record stays on screen
    // Reload once per visit, not on every change of the stored record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  if (!user) return <SignInPrompt />;
  const dateFormat = new Intl.DateTimeFormat(MARKETS[country].intlLocale, { dateStyle: 'long' });
  const recent = user.mostRecentUsedProducts.slice(0, LAST_USED_PRODUCTS_TOP);

  async function leave() {
    await signOut(api);
    await navigate({ to: '/$country/auth/signin', params: { country: site } });
  }

  return (
    <main className="page page--narrow" data-synced={synced}>
      <h1>{t`My profile`}</h1>
      <dl className="profile">
        <dt>{t`Name`}</dt>
        <dd>{user.userName || '–'}</dd>
        <dt>{t`E-mail address`}</dt>
        <dd data-testid="profile-email">{user.email}</dd>
        <dt>{t`Member since`}</dt>
        <dd>{dateFormat.format(new Date(user.creationDate))}</dd>
      </dl>
      <h2>{t`Subscriptions`}</h2>
      {user.endDates.length === 0 ? (
        <p>{t`You have no subscriptions yet.`}</p>
      ) : (
        <ul>
          {user.endDates.map((entry) => {
            const { productId } = entry;
            const endDate = dateFormat.format(new Date(entry.endDate));
            return <li key={productId}>{t`${productId}: until ${endDate}`}</li>;
          })}
        </ul>
      )}
      <p>
        <Link to="/$country" params={{ country: site }} search={{ view: 'my-products' }}>
          {t`Go to My products`}
        </Link>
      </p>
      <h2>{t`Recently used products`}</h2>
      {recent.length === 0 ? (
        <p>{t`No products used yet.`}</p>
      ) : (
        <ul>
          {recent.map((productId) => (
            <li key={productId}>{productId}</li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/$country/secret-question" params={{ country: site }}>{user.secretQuestion ? t`Change your secret question` : t`Set a secret question`}</Link>
      </p>
      {isOperator(user.roles) && (
        <p>
          <Link to="/$country/operator" params={{ country: site }}>
            {t`Reports from learners (operator view)`}
          </Link>
        </p>
      )}
      <button type="button" className="button button--secondary" onClick={() => void leave()}>
        {t`Sign out`}
      </button>
      <SignOutEverywhere />
      <h2>{t`Study reminders`}</h2>
      <ReminderSettings api={api} userId={user.userId} />
      <ProfileSettings user={user} />
    </main>
  );
}
