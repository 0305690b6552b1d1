// Table tests of the error record rules.
import { describe, it, expect } from 'vitest';
import {
  contactSupportPrefill,
  emptyErrorRecord,
  errorRecordFromFailure,
  isSignInStatus,
  localSaveStatusUrl,
  RESET_CONFIGURATION_ERROR_NAME,
  safeJsonParse,
  type ErrorRecord,
  type ErrorContext,
  type Failure,
} from './record.ts';

const NOW = 1_700_000_000_000;
const context: ErrorContext = {
  userName: 'ada',
  userId: 'u1',
  productId: 'USAWS01',
  productName: 'AWS Practitioner',
  productType: 'Full Product',
  examMode: 'exam',
};

describe('emptyErrorRecord', () => {
  it('is no error, shown nowhere', () => {
    expect(emptyErrorRecord()).toMatchObject({ isError: false, showError: false, errorType: 'regular', date: 0, errorName: '', userId: '' });
  });
});

describe('isSignInStatus', () => {
  it.each([
    [401, true],
    [403, true],
    [400, false],
    [404, false],
    [500, false],
    [null, false],
  ])('%s → %s', (status, expected) => {
    expect(isSignInStatus(status)).toBe(expected);
  });
});

describe('errorRecordFromFailure', () => {
  const configLoad = '/api/2.0/eq/products/USAWS01/config/load/u1';
  it.each<[string, Failure, ErrorContext, Partial<ErrorRecord>]>([
    [
      'a server error is shown, named by its URL',
      { url: configLoad, status: 500, message: 'boom' },
      context,
      {
        isError: true, showError: true, errorName: 'Load Config', errorURL: configLoad, errorType: 'regular', errorMessage: 'boom',
        userName: 'ada', userId: 'u1', date: NOW, errorProductId: 'USAWS01', productName: 'AWS Practitioner',
        productType: 'Full Product', examMode: 'exam',
      },
    ],
    ['401 is recorded but not shown', { url: configLoad, status: 401, message: 'expired' }, context, { isError: true, showError: false }],
    ['403 is recorded but not shown', { url: configLoad, status: 403, message: 'no' }, context, { isError: true, showError: false }],
    ['no response is shown', { url: configLoad, status: null, message: 'offline' }, context, { showError: true }],
    ['critical stays critical', { url: configLoad, status: 500, message: 'x', errorType: 'critical' }, context, { errorType: 'critical' }],
    ['a given name wins', { url: configLoad, status: 500, message: 'x', errorName: RESET_CONFIGURATION_ERROR_NAME }, context, { errorName: 'Reset configuration Error' }],
    ['an anonymous learner is guest', { url: configLoad, status: 500, message: 'x' }, {}, { userId: 'guest', userName: '', errorProductId: '', examMode: '' }],
    ['a blank userId is guest', { url: configLoad, status: 500, message: 'x' }, { userId: '  ' }, { userId: 'guest' }],
  ])('%s', (_name, failure, ctx, expected) => {
    expect(errorRecordFromFailure(failure, ctx, NOW)).toMatchObject(expected);
  });
});

describe('contactSupportPrefill', () => {
  const labels = { productId: 'Product ID', productName: 'Product', productType: 'Type', userId: 'User ID' };
  it.each([
    [
      { productId: 'USAWS01', productName: 'AWS Practitioner', productType: 'Full Product', userId: 'u1' },
      'Product ID: USAWS01\nProduct: AWS Practitioner\nType: Full Product\nUser ID: u1',
    ],
    [{ productId: '', productName: ' ', productType: '', userId: 'guest' }, 'User ID: guest'],
    [{ productId: '', productName: '', productType: '', userId: '' }, ''],
  ])('%o → %j', (details, expected) => {
    expect(contactSupportPrefill(details, labels)).toBe(expected);
  });
});

describe('localSaveStatusUrl', () => {
  it.each([
    ['u1', 'local/saveStatus/u1'],
    ['', 'local/saveStatus/guest'],
    ['guest', 'local/saveStatus/guest'],
  ])('%j → %s', (userId, expected) => {
    expect(localSaveStatusUrl(userId)).toBe(expected);
  });
});

describe('safeJsonParse', () => {
  it.each<[string | null | undefined, unknown]>([
    ['{"a":1}', { a: 1 }],
    ['[1,2]', [1, 2]],
    ['"text"', 'text'],
    ['0', 0],
    ['null', null],
    ['{broken', null],
    ['', null],
    ['undefined', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(safeJsonParse(text)).toEqual(expected);
  });
});
