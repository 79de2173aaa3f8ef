import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { defineRoute } from '../http/define-route';
import { offsetOf, pageRequest, paginationEnvelope } from '../http/paginate';
import { serializeRequest } from './serialize-request';

/** 4.3: newest first (insertion order), counters from the maintained columns. */
export function requestRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.listRequests, async ({ query, auth, request }) => {
    const db = app.ctx.readDb;
    const p = pageRequest(query);
    let base = db.selectFrom('requests').where('requests.partner_id', '=', auth.partnerId);
    if (query.distributor !== undefined) base = base.where('requests.distributor', '=', query.distributor);
    const [rows, count] = await Promise.all([
      base
        // An import waiting to be retried says when (the page's requests only: a primary-key lookup each).
        .leftJoin('upload_imports', 'upload_imports.request_id', 'requests.id')
        .selectAll('requests')
        .select('upload_imports.retry_at as import_retry_at')
        .orderBy('requests.seq', 'desc')
        .limit(p.perPage)
        .offset(offsetOf(p))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(serializeRequest), ...paginationEnvelope(request, p, Number(count.n), rows.length) };
  });
}
