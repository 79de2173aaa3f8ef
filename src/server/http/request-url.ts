import type { FastifyRequest } from 'fastify';

// Absolute URLs (pagination links, image URLs) use the origin the client used: X-Forwarded-Proto /
// X-Forwarded-Host from a reverse proxy when present, else the Host header.

const HOST_PATTERN = /^[A-Za-z0-9.\-[\]:]+$/;

function firstHeader(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

export function requestOrigin(request: FastifyRequest): string {
  const proto = firstHeader(request.headers['x-forwarded-proto']);
  const host = firstHeader(request.headers['x-forwarded-host']) ?? firstHeader(request.headers.host);
  const scheme = proto === 'https' || proto === 'http' ? proto : request.protocol;
  // A Host header is client-controlled: only a well-formed host name is echoed into URLs.
  const safeHost = host && HOST_PATTERN.test(host) ? host : 'localhost';
  return `${scheme}://${safeHost}`;
}

/** Path without the query string. */
export function requestPath(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The raw query string (without "?"), as sent. */
export function rawQueryString(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q + 1);
}

/** Makes a server path (/static/...) absolute for this request; absolute URLs pass through. */
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${requestOrigin(request)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
