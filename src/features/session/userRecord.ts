// The user record as GET user/me returns it (SPEC §3 "User").
export interface UserRecord {
  userId: string;
  creationDate: string;
  email: string;
  lastLogin: string | null;
  userName: string;
  endDates: { productId: string; endDate: string }[];
  roles: string[];
  loginMethod: 'password' | 'oidc';
  mostRecentUsedProducts: string[];
  secretQuestion: string | null;
  country?: string;
  locale?: string;
}
