// The user record of SPEC §3 as GET user/me returns it; shared by the API and the PWA.
export type LoginMethod = 'password' | 'oidc';

export interface UserRecord {
  userId: string;
  creationDate: string;
  email: string;
  lastLogin: string | null;
  userName: string;
  /** Subscriptions and when they end. */
  endDates: { productId: string; endDate: string }[];
  /** SPEC §3 subscribedProducts: the products whose end date has not passed (isSubscribed), sorted. */
  subscribedProducts: string[];
  roles: string[];
  loginMethod: LoginMethod;
  /** The five most recently used products, newest first. */
  mostRecentUsedProducts: string[];
  secretQuestion: string | null;
  country: string | null;
  locale: string | null;
}
