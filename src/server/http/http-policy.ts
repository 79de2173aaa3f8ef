// Deployment settings of the HTTP layer, from the environment (README "Deployment").

/**
 * Requests per token (or per client IP without a valid token) per minute and process. The busiest
 * known clients stay far below it: the dashboard polls a few requests every 2 s (~100 a minute);
 * `npm run bench` times ~2,000 list calls (19 filters x 103) and polls ~10 a second.
 */
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 6_000;

export interface HttpPolicy {
  rateLimitPerMinute: number;
  /** Origins the dashboard may call besides its own (CSP connect-src): Base URL servers. */
  cspConnectSrc: string[];
  /** Fastify's trustProxy: false, or the addresses / CIDR ranges of trusted reverse proxies. */
  trustProxy: false | string[];
}

/** An origin (scheme://host[:port], host may start with *.) or a bare scheme source (https:). */
const CSP_SOURCE = /^(?:https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?|https:|wss:)$/;
/** An IPv4 / IPv6 address or CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
const PROXY_ADDRESS = /^(?:[0-9A-Fa-f:.]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;

const list = (raw: string | undefined) => (raw ?? '').split(/[\s,]+/).filter(Boolean);

export function httpPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): HttpPolicy {
  const limit = env.RATE_LIMIT_PER_MINUTE ? Number(env.RATE_LIMIT_PER_MINUTE) : DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number ≥ 1, got "${env.RATE_LIMIT_PER_MINUTE}"`);
  const connect = list(env.CSP_CONNECT_SRC).map((s) => s.replace(/\/+$/, ''));
  const badSource = connect.find((s) => !CSP_SOURCE.test(s));
  if (badSource) throw new Error(`CSP_CONNECT_SRC: "${badSource}" is not an origin like https://api.example.com (or https:)`);
  const proxies = list(env.TRUST_PROXY);
  const badProxy = proxies.find((p) => !PROXY_ADDRESS.test(p));
  if (badProxy) throw new Error(`TRUST_PROXY: "${badProxy}" is not an IP address, CIDR range, loopback, linklocal or uniquelocal`);
  return { rateLimitPerMinute: limit, cspConnectSrc: connect, trustProxy: proxies.length ? proxies : false };
}
