import { isLoopbackHost } from '../http/proxy-trust';

/**
 * Headers that mark a request as relayed by a proxy, a load balancer, a CDN or a tunnel: the standard one
 * (Forwarded, RFC 7239) and Via, the de-facto X-Forwarded-* family (any X-Forwarded-… name counts, see
 * isForwardingHeader), the client-address headers of common servers and CDNs (nginx, Apache, Akamai,
 * Cloudflare, Fastly, Azure, Envoy, Fly, Vercel, App Engine, Citrix/F5) and the original-URL headers of IIS and
 * its rewrite module. The one list the editor's local storage reads (isLocalRequest); each is tested.
 */
export const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-forwarded-prefix',
  'x-forwarded-ssl',
  'x-forwarded-scheme',
  'forwarded-for',
  'x-original-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-proxyuser-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'cf-ray',
  'fastly-client-ip',
  'x-azure-clientip',
  'x-azure-socketip',
  'x-envoy-external-address',
  'fly-client-ip',
  'x-vercel-forwarded-for',
  'x-appengine-user-ip',
  'x-original-url',
  'x-rewrite-url',
  'x-original-host',
] as const;

const named = new Set<string>(FORWARDING_HEADERS);
/** A forwarding header's name (case-insensitive): one of FORWARDING_HEADERS or any other X-Forwarded-… name. */
export const isForwardingHeader = (name: string) => {
  const lower = name.toLowerCase();
  return named.has(lower) || lower.startsWith('x-forwarded-');
};

/** The first forwarding header a request carries, or undefined. */
export function forwardingHeaderOf(headers: Headers): string | undefined {
  for (const [name] of headers) if (isForwardingHeader(name)) return name;
  return undefined;
}

/**
 * Local storage answers only requests made on this machine: a loopback Host (which also stops DNS rebinding) and no
 * forwarding header (a proxy in front, declared or not, would make the unauthenticated editor public).
 */
export function isLocalRequest(request: Request): boolean {
  // The server builds the request's URL from its Host header.
  return isLoopbackHost(new URL(request.url).hostname) && forwardingHeaderOf(request.headers) === undefined;
}
