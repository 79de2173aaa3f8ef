import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { defineRoute } from '../http/define-route';
import { offsetOf, pageRequest, paginationEnvelope } from '../http/paginate';
import { serializeRequest } from './serialize-request';

/** 4.3: newest first (insertion order), counters from the maintained columns. */
export function requestRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.listRequests, async ({ query, auth, request }) => {
    const p = pageRequest(query);
    const filter = query.distributor !== undefined ? { distributor: query.distributor } : {};
    const { total: count, rows } = await app.ctx.storage.requests.list(auth.partnerId, filter, { limit: p.perPage, offset: offsetOf(p) });
    return { data: rows.map(serializeRequest), ...paginationEnvelope(request, p, count, rows.length) };
  });
}
