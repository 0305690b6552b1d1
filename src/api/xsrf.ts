// Reads the XSRF cookie the server sets, so state-changing calls can echo it in the x-xsrf-token header.
export const XSRF_COOKIE = 'XSRF-TOKEN';

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function readXsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, XSRF_COOKIE);
}
