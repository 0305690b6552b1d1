// Random opaque tokens and their SHA-256 digests: what is stored for refresh and reset tokens.
import crypto from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

export function hmacBase64Url(key: Uint8Array, message: string): string {
  return crypto.createHmac('sha256', key).update(message).digest('base64url');
}

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}
