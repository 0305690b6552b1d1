// Who may read /metrics: a direct connection from the operator's network (METRICS_ALLOW_CIDRS; loopback and the
// private ranges by default) or a caller with `Authorization: Bearer <METRICS_TOKEN>`. Everyone else gets a 404.
import crypto from 'node:crypto';
import net from 'node:net';

/** Loopback and private ranges (RFC 1918, IPv6 unique-local): where a Prometheus next to the replicas scrapes from. */
export const DEFAULT_METRICS_CIDRS = ['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'] as const;

/**
 * Reads METRICS_ALLOW_CIDRS: comma-separated `address/prefix` (or a bare address); `none` allows no network (the token
 * only); unset means the defaults. Throws on an entry that is not a CIDR, so a typo stops the server at start.
 */
export function parseCidrList(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_METRICS_CIDRS];
  if (value.trim().toLowerCase() === 'none') return [];
  const cidrs = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const cidr of cidrs) subnetOf(cidr);
  return cidrs;
}

function subnetOf(cidr: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } {
  const [address = '', prefixText, extra] = cidr.split('/');
  const version = net.isIP(address);
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (version === 0 || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max || prefixText === '') {
    throw new Error(`METRICS_ALLOW_CIDRS: "${cidr}" is not an address/prefix like 10.0.0.0/8 or fc00::/7.`);
  }
  return { address, prefix, type: version === 4 ? 'ipv4' : 'ipv6' };
}

export interface MetricsAccessOptions {
  allowCidrs: readonly string[];
  token: string | undefined;
}

export interface MetricsCaller {
  /** The connection's peer address (never a forwarded header). */
  remoteAddress: string | undefined;
  authorization: string | undefined;
  /** The request came through a proxy (it carries X-Forwarded-For or Forwarded): the network rule does not apply. */
  forwarded: boolean;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Builds the check once (the allow list and the token's digest); the check itself runs per /metrics request only. */
export function metricsAccess({ allowCidrs, token }: MetricsAccessOptions): (caller: MetricsCaller) => boolean {
  const allowed = new net.BlockList();
  for (const cidr of allowCidrs) {
    const { address, prefix, type } = subnetOf(cidr);
    allowed.addSubnet(address, prefix, type);
  }
  const tokenDigest = token ? sha256(token) : null;

  return ({ remoteAddress, authorization, forwarded }) => {
    if (tokenDigest && authorization?.startsWith('Bearer ')) {
      // Equal-length digests, compared in constant time: the answer's timing says nothing about the token.
      if (crypto.timingSafeEqual(sha256(authorization.slice('Bearer '.length).trim()), tokenDigest)) return true;
    }
    if (forwarded || !remoteAddress) return false;
    const version = net.isIP(remoteAddress);
    return version !== 0 && allowed.check(remoteAddress, version === 4 ? 'ipv4' : 'ipv6');
  };
}
