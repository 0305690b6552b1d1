// Who may read /metrics: the allow list (METRICS_ALLOW_CIDRS) and the bearer token.
import { describe, expect, it } from 'vitest';
import { DEFAULT_METRICS_CIDRS, metricsAccess, parseCidrList } from './access.ts';
import { loadConfig } from '../config.ts';

const direct = (remoteAddress: string, authorization?: string) => ({ remoteAddress, authorization, forwarded: false });

describe('METRICS_ALLOW_CIDRS', () => {
  it('defaults to loopback and the private ranges; "none" allows no network', () => {
    expect(parseCidrList(undefined)).toEqual([...DEFAULT_METRICS_CIDRS]);
    expect(parseCidrList(' ')).toEqual([...DEFAULT_METRICS_CIDRS]);
    expect(parseCidrList('none')).toEqual([]);
    expect(parseCidrList('10.20.0.0/16, 2001:db8::/32,192.0.2.7')).toEqual(['10.20.0.0/16', '2001:db8::/32', '192.0.2.7']);
  });

  it('refuses what is not a CIDR, at start', () => {
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/', '10.0.0.0/8/1', '::1/129']) expect(() => parseCidrList(bad), bad).toThrow(/METRICS_ALLOW_CIDRS/);
    expect(() => loadConfig({ METRICS_ALLOW_CIDRS: 'nope' })).toThrow(/METRICS_ALLOW_CIDRS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('metricsAccess', () => {
  const allowed = metricsAccess({ allowCidrs: DEFAULT_METRICS_CIDRS, token: 'a-long-enough-metrics-token' });

  it('lets in direct connections from loopback and private addresses, IPv4-mapped included', () => {
    for (const address of ['127.0.0.1', '::1', '10.9.8.7', '172.16.0.1', '172.31.255.255', '192.168.1.2', 'fd12::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(allowed(direct(address)), address).toBe(true);
    }
  });

  it('keeps out public addresses, proxied requests and malformed peers', () => {
    for (const address of ['203.0.113.5', '172.32.0.1', '8.8.8.8', '2001:db8::1', '::ffff:203.0.113.5', 'garbage', '']) expect(allowed(direct(address)), address).toBe(false);
    expect(allowed({ remoteAddress: '127.0.0.1', authorization: undefined, forwarded: true })).toBe(false);
    expect(allowed({ remoteAddress: undefined, authorization: undefined, forwarded: false })).toBe(false);
  });

  it('lets in the bearer of the token from anywhere, and nobody with another', () => {
    expect(allowed(direct('203.0.113.5', 'Bearer a-long-enough-metrics-token'))).toBe(true);
    expect(allowed({ remoteAddress: '203.0.113.5', authorization: 'Bearer a-long-enough-metrics-token', forwarded: true })).toBe(true);
    for (const authorization of ['Bearer a-long-enough-metrics-tokeN', 'Bearer ', 'a-long-enough-metrics-token', 'Basic a-long-enough-metrics-token']) {
      expect(allowed(direct('203.0.113.5', authorization)), authorization).toBe(false);
    }
    const noToken = metricsAccess({ allowCidrs: [], token: undefined });
    expect(noToken(direct('127.0.0.1', 'Bearer '))).toBe(false);
  });
});
