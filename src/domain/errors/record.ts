// The error record behind the error toast and critical dialog (SPEC §3, §8), and the small rules around it.
import type { TestMode } from '../config/types.ts';
import { GUEST_USER_ID } from '../constants.ts';
import { requestNameForUrl } from './requestName.ts';

export type ErrorType = 'regular' | 'critical';

export interface ErrorRecord {
  isError: boolean;
  /** Whether the toast shows it; sign-in failures are recorded but not shown. */
  showError: boolean;
  errorName: string;
  errorURL: string;
  errorType: ErrorType;
  errorMessage: string;
  userName: string;
  /** Epoch ms; 0 when there is no error. */
  date: number;
  errorProductId: string;
  productName: string;
  productType: string;
  examMode: TestMode | '';
  userId: string;
}

/** Who and what was involved when the error happened; anything unknown is left out. */
export interface ErrorContext {
  userName?: string;
  userId?: string;
  productId?: string;
  productName?: string;
  productType?: string;
  examMode?: TestMode;
}

export interface Failure {
  url: string;
  /** HTTP status, or null when the request never got a response. */
  status: number | null;
  message: string;
  errorType?: ErrorType;
  /** Overrides the name found from the URL. */
  errorName?: string;
}

/** Name under which a failed configuration reset is reported (SPEC §8). */
export const RESET_CONFIGURATION_ERROR_NAME = 'Reset configuration Error';

export function emptyErrorRecord(): ErrorRecord {
  return {
    isError: false,
    showError: false,
    errorName: '',
    errorURL: '',
    errorType: 'regular',
    errorMessage: '',
    userName: '',
    date: 0,
    errorProductId: '',
    productName: '',
    productType: '',
    examMode: '',
    userId: '',
  };
}

/** 401 and 403 send the learner to sign in; they are recorded, not shown in the toast. */
export function isSignInStatus(status: number | null): boolean {
  return status === 401 || status === 403;
}

export function errorRecordFromFailure(failure: Failure, context: ErrorContext, now: number): ErrorRecord {
  const userId = context.userId?.trim() ? context.userId.trim() : GUEST_USER_ID;
  return {
    isError: true,
    showError: !isSignInStatus(failure.status),
    errorName: failure.errorName ?? requestNameForUrl(failure.url),
    errorURL: failure.url,
    errorType: failure.errorType ?? 'regular',
    errorMessage: failure.message,
    userName: context.userName ?? '',
    date: now,
    errorProductId: context.productId ?? '',
    productName: context.productName ?? '',
    productType: context.productType ?? '',
    examMode: context.examMode ?? '',
    userId,
  };
}

export interface SupportDetails {
  productId: string;
  productName: string;
  productType: string;
  userId: string;
}

/**
 * The message the contact-support link pre-fills: one "label: value" line per known detail, in the order
 * product id, name, type, user id. Labels come translated from the caller; blank values are left out.
 */
export function contactSupportPrefill(details: SupportDetails, labels: SupportDetails): string {
  const order: readonly (keyof SupportDetails)[] = ['productId', 'productName', 'productType', 'userId'];
  return order
    .filter((key) => details[key].trim() !== '')
    .map((key) => `${labels[key]}: ${details[key].trim()}`)
    .join('\n');
}

/** Pseudo-address reported when saving the status locally fails. */
export function localSaveStatusUrl(userId: string): string {
  return `local/saveStatus/${userId.trim() || GUEST_USER_ID}`;
}

/**
 * Stored JSON, or null when there is none or it does not parse (SPEC §8). A corrupt stored value is treated
 * like a missing one on purpose: the caller falls back to defaults instead of failing the page.
 */
export function safeJsonParse(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
