import type { FastifyRequest } from 'fastify';
import { DEFAULT_PER_PAGE } from '../../contract/common';
import { rawQueryString, requestOrigin, requestPath } from './request-url';

// The 2.7 envelope, Laravel LengthAwarePaginator style: absolute URLs that keep the caller's query
// and change only `page`; prev/next null when absent; a page past the end is empty (from/to null).

export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageRequest(query: { page?: number | undefined; per_page?: number | undefined }): PageRequest {
  return { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
}

export function offsetOf(p: PageRequest): number {
  return (p.page - 1) * p.perPage;
}

export interface PageEnvelope {
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

export function pageUrlBuilder(request: FastifyRequest): { path: string; urlFor: (page: number) => string } {
  const path = `${requestOrigin(request)}${requestPath(request)}`;
  const raw = rawQueryString(request);
  return {
    path,
    urlFor(page: number) {
      const params = new URLSearchParams(raw);
      params.set('page', String(page));
      return `${path}?${params.toString()}`;
    },
  };
}

export function paginationEnvelope(request: FastifyRequest, p: PageRequest, total: number, itemCount: number): PageEnvelope {
  const { path, urlFor } = pageUrlBuilder(request);
  const lastPage = Math.max(1, Math.ceil(total / p.perPage));
  const from = itemCount > 0 ? offsetOf(p) + 1 : null;
  return {
    links: {
      first: urlFor(1),
      last: urlFor(lastPage),
      prev: p.page > 1 ? urlFor(p.page - 1) : null,
      next: p.page < lastPage ? urlFor(p.page + 1) : null,
    },
    meta: {
      current_page: p.page,
      from,
      last_page: lastPage,
      path,
      per_page: p.perPage,
      to: from === null ? null : from + itemCount - 1,
      total,
    },
  };
}

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

/** Pages shown on each side of the current one (Laravel's onEachSide default). */
const ON_EACH_SIDE = 3;

/**
 * meta.links of the model search: "&laquo; Previous", the page numbers (with "..." gaps once there
 * are many pages, as Laravel's UrlWindow does), "Next &raquo;".
 */
export function pageLinks(request: FastifyRequest, p: PageRequest, lastPage: number): PageLink[] {
  const { urlFor } = pageUrlBuilder(request);
  const pages = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const window = ON_EACH_SIDE * 2;
  let groups: number[][];
  if (lastPage < window + 8) {
    groups = [pages(1, lastPage)];
  } else if (p.page <= window) {
    groups = [pages(1, window + 2), pages(lastPage - 1, lastPage)];
  } else if (p.page > lastPage - window) {
    groups = [pages(1, 2), pages(lastPage - (window + 2) + 1, lastPage)];
  } else {
    groups = [pages(1, 2), pages(p.page - ON_EACH_SIDE, p.page + ON_EACH_SIDE), pages(lastPage - 1, lastPage)];
  }
  const links: PageLink[] = [{ url: p.page > 1 ? urlFor(p.page - 1) : null, label: '&laquo; Previous', active: false }];
  groups.forEach((group, i) => {
    if (i > 0) links.push({ url: null, label: '...', active: false });
    for (const n of group) links.push({ url: urlFor(n), label: String(n), active: n === p.page });
  });
  links.push({ url: p.page < lastPage ? urlFor(p.page + 1) : null, label: 'Next &raquo;', active: false });
  return links;
}
