// The one form of a receipt number: tenant, year, the year's counter in six digits (more once it passes 999,999).
import { describe, expect, it } from 'vitest';
import { formatReceiptNumber } from './receiptNumbers.ts';

describe('formatReceiptNumber', () => {
  it('writes the tenant, the year and the counter', () => {
    expect(formatReceiptNumber('eq', 2026, 42)).toBe('EQ-2026-000042');
    expect(formatReceiptNumber('cq', 2027, 1)).toBe('CQ-2027-000001');
  });

  it('never cuts a counter longer than six digits', () => {
    expect(formatReceiptNumber('eq', 2026, 1_234_567)).toBe('EQ-2026-1234567');
  });
});
