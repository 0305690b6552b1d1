// The account calls of the API (issue 5 contract), typed. Errors come back as ApiError with the server's code.
import type { ApiClient } from '../../api/client.ts';
import type { TokenResponse } from '../../domain/session.ts';
import { basicAuthorization } from './oauthClient.ts';
import type { UserRecord } from './userRecord.ts';

const tokenCall = (api: ApiClient, form: Record<string, string>) =>
  api.request<TokenResponse>('oauth/token', {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { Authorization: basicAuthorization(), 'Content-Type': 'application/x-www-form-urlencoded' },
    anonymous: true,
    ownAuthErrors: true,
    silent: true,
  });

export const authApi = {
  passwordGrant: (api: ApiClient, email: string, password: string) => tokenCall(api, { grant_type: 'password', username: email, password }),
  refreshGrant: (api: ApiClient, refreshToken: string) => tokenCall(api, { grant_type: 'refresh_token', refresh_token: refreshToken }),
  revoke: (api: ApiClient, accessToken: string, refreshToken: string) =>
    api.request<{ revoked: boolean }>('oauth/revoke-token', {
      headers: { Authorization: `Bearer ${accessToken}`, 'x-refresh-token': refreshToken },
      anonymous: true,
      ownAuthErrors: true,
      silent: true,
    }),
  /** Answers the same for a new and a registered address: a confirmation link (or a notice) is on its way. */
  signUp: (api: ApiClient, body: { email: string; password: string; userName?: string; country?: string; locale?: string }) =>
    api.request<{ ok: true }>('user/signup', { method: 'POST', body, anonymous: true, silent: true }),
  /** Opens the e-mailed sign-up link: the account exists from now on; the learner signs in next. */
  confirmEmail: (api: ApiClient, token: string) =>
    api.request<{ email: string }>('user/confirm-email', { method: 'POST', body: { token }, anonymous: true, silent: true }),
  me: (api: ApiClient) => api.request<UserRecord>('user/me'),
  updateMe: (api: ApiClient, body: { userName?: string; locale?: string; country?: string }) => api.request<UserRecord>('user/me', { method: 'PATCH', body }),
  /** Ends every session of the user on every device, this one included. */
  signOutEverywhere: (api: ApiClient) =>
    api.request<void>('user/me/sign-out-everywhere', { method: 'POST', body: {}, silent: true, ownAuthErrors: true }),
  deleteMe: (api: ApiClient, password: string | undefined) =>
    api.request<void>('user/me', { method: 'DELETE', body: password ? { password } : {}, silent: true, ownAuthErrors: true }),
  setSecretQuestion: (api: ApiClient, question: string, answer: string) =>
    api.request<void>('user/secret-question', { method: 'PUT', body: { question, answer }, silent: true }),
  forgotPassword: (api: ApiClient, email: string, country: string) =>
    api.request<{ ok: boolean }>('user/forgot-password', { method: 'POST', body: { email, country }, anonymous: true, silent: true }),
  resetInfo: (api: ApiClient, token: string) =>
    api.request<{ secretQuestion: string | null }>('user/reset-password', { query: { token }, anonymous: true, silent: true }),
  resetPassword: (api: ApiClient, body: { token: string; password: string; secretAnswer?: string }) =>
    api.request<void>('user/reset-password', { method: 'POST', body, anonymous: true, silent: true }),
};
