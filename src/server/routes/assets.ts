import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { defineRoute } from '../http/define-route';
import { AppError } from '../http/errors';
import { offsetOf, pageRequest, paginationEnvelope } from '../http/paginate';
import { listFiltersFromQuery, listSortFromQuery } from './asset-list-filters';
import { serializeAssetDetail } from './serialize-asset-detail';
import { serializeAssetListItem, serializeCreatedAsset } from './serialize-asset';

export function assetRoutes(app: FastifyInstance): void {
  // 4.2: the request (added_from of the body, default manual-entry) and its asset in one transaction; the worker picks it up.
  defineRoute(app, endpoints.createAsset, async ({ body, query, auth }) => {
    const row = await app.ctx.storage.assets.insertOne({
      partnerId: auth.partnerId,
      addedBy: auth.userLabel,
      distributor: query.distributor ?? null,
      body,
      now: app.ctx.now(),
    });
    app.ctx.workAdded();
    return { data: serializeCreatedAsset(row) };
  });

  // 4.4
  defineRoute(app, endpoints.listAssets, async ({ query, auth, request }) => {
    const filters = listFiltersFromQuery(auth.partnerId, query, app.ctx.now(), app.ctx.today());
    const p = pageRequest(query);
    const { total, rows } = await app.ctx.storage.assets.list(filters, listSortFromQuery(query), { limit: p.perPage, offset: offsetOf(p) });
    const today = app.ctx.today().toISOString().slice(0, 10);
    return { data: rows.map((r) => serializeAssetListItem(r, request, today)), ...paginationEnvelope(request, p, total, rows.length) };
  });

  // 4.5: not wrapped in data. Unknown, malformed, or another partner's id: 404.
  defineRoute(app, endpoints.getAsset, async ({ params, query, auth, request }) => {
    const row = await app.ctx.storage.assets.get(auth.partnerId, params.asset);
    if (!row || (query.distributor !== undefined && row.distributor !== query.distributor)) {
      throw new AppError('not_found', 'Asset not found.');
    }
    return serializeAssetDetail(row, request, app.ctx.today());
  });
}
