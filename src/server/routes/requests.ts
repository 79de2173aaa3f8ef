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
    let base = db.selectFrom('requests').where('partner_id', '=', auth.partnerId);
    if (query.distributor !== undefined) base = base.where('distributor', '=', query.distributor);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('seq', 'desc').limit(p.perPage).offset(offsetOf(p)).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(serializeRequest), ...paginationEnvelope(request, p, Number(count.n), rows.length) };
  });
}
