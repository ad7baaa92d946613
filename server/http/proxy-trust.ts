import { isIP } from 'node:net';

/**
 * Whose `X-Forwarded-For` the server believes (TRUST_PROXY, TRUSTED_PROXIES, HOST). A forwarded
 * address is only as good as the peer that wrote it: a client reaching Node directly could write any
 * address and so take a fresh rate-limit allowance with every request. So the header is believed only
 *   - from a named proxy (`TRUSTED_PROXIES=127.0.0.1,10.0.0.5`), whatever HOST is; or
 *   - from any peer when Node listens on a loopback address only (HOST=127.0.0.1 or ::1), where every
 *     peer is a process on this machine: the proxy beside it.
 * TRUST_PROXY=1 with neither (the default HOST=0.0.0.0 and no list) is refused at start, with the
 * fix in the message: ignoring it with a warning would leave a proxied site rate-limiting every
 * visitor as the one proxy address (a warning nobody reads, then 429s for everyone).
 */

/** false: the socket address only; true: any peer's header (loopback binding); a set: those peers' headers. */
export type ProxyTrust = boolean | ReadonlySet<string>;

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  const value = host.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(value) || (isIP(value) === 4 && value.startsWith('127.'));
}

/** An IPv4 address as Node reports it on a dual-stack socket (::ffff:10.0.0.5) compared as itself. */
export function normaliseAddress(address: string): string {
  const value = address.trim().toLowerCase();
  return value.startsWith('::ffff:') && isIP(value.slice(7)) === 4 ? value.slice(7) : value;
}

/** Reads TRUST_PROXY, TRUSTED_PROXIES and HOST; throws a message naming the variables when the combination is unsafe. */
export function proxyTrustFromEnv(env: Record<string, string | undefined> = process.env): ProxyTrust {
  const trust = env.TRUST_PROXY?.trim() ?? '';
  const listed = (env.TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean);
  for (const entry of listed) if (!isIP(entry)) throw new Error(`TRUSTED_PROXIES: "${entry.slice(0, 60)}" is not an IP address (list the proxies' addresses, comma-separated).`);
  if (listed.length > 0) return new Set(listed.map(normaliseAddress));
  if (!['1', 'true'].includes(trust)) return false;
  const host = env.HOST?.trim() || '0.0.0.0';
  if (isLoopbackHost(host)) return true;
  throw new Error(
    `TRUST_PROXY=1 with HOST=${host}: a client that reaches Node directly could then forge X-Forwarded-For and escape the rate limits. ` +
      'Bind Node to the proxy side only (HOST=127.0.0.1), or name the proxies whose header is believed (TRUSTED_PROXIES=10.0.0.5,10.0.0.6).',
  );
}

/**
 * The client's address: the socket's, unless the peer is trusted, then the right-most forwarded
 * address that is not itself a trusted proxy (each proxy appends the address it saw).
 */
export function clientAddressOf(peer: string | undefined, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const socket = peer ? normaliseAddress(peer) : 'unknown';
  const trusted = (address: string) => (trust === true ? true : trust === false ? false : trust.has(address));
  if (!trusted(socket) || !forwardedFor) return socket;
  const chain = forwardedFor.split(',').map(normaliseAddress).filter(Boolean);
  if (trust === true) return chain.at(-1) ?? socket;
  for (let index = chain.length - 1; index >= 0; index--) if (!trusted(chain[index]!)) return chain[index]!;
  return chain[0] ?? socket;
}
