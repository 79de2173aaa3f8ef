import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { choosePageStrategy, countAssets, countPartnerAssets, listAssetRows, withoutVacuousRequestFilters } from '../db/asset-list-query';
import { createSingleAsset, findAsset } from '../db/assets-repo';
import { defineRoute } from '../http/define-route';
import { AppError } from '../http/errors';
import { offsetOf, pageRequest, paginationEnvelope } from '../http/paginate';
import { listFiltersFromQuery, listSortFromQuery } from './asset-list-filters';
import { serializeAssetDetail } from './serialize-asset-detail';
import { serializeAssetListItem, serializeCreatedAsset } from './serialize-asset';

export function assetRoutes(app: FastifyInstance): void {
  // 4.2: the request (added_from of the body, default manual-entry) and its asset in one transaction; the worker picks it up.
  defineRoute(app, endpoints.createAsset, async ({ body, query, auth }) => {
    const row = await createSingleAsset(app.ctx.db, {
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
    // A request filter every request of the partner passes filters nothing: left out of the queries.
    const filters = await withoutVacuousRequestFilters(app.ctx.readDb, listFiltersFromQuery(auth.partnerId, query, app.ctx.now(), app.ctx.today()));
    const p = pageRequest(query);
    const window = { limit: p.perPage, offset: offsetOf(p) };
    // The count comes first: it picks how the page is read (asset-list-query.choosePageStrategy).
    const total = await countAssets(app.ctx.readDb, filters);
    const partnerTotal = total === 0 ? 0 : await countPartnerAssets(app.ctx.readDb, auth.partnerId);
    const rows =
      window.offset >= total ? [] : await listAssetRows(app.ctx.readDb, filters, listSortFromQuery(query), window, choosePageStrategy(total, partnerTotal, window));
    const today = app.ctx.today().toISOString().slice(0, 10);
    return { data: rows.map((r) => serializeAssetListItem(r, request, today)), ...paginationEnvelope(request, p, total, rows.length) };
  });

  // 4.5: not wrapped in data. Unknown, malformed, or another partner's id: 404.
  defineRoute(app, endpoints.getAsset, async ({ params, query, auth, request }) => {
    const row = await findAsset(app.ctx.readDb, auth.partnerId, params.asset);
    if (!row || (query.distributor !== undefined && row.distributor !== query.distributor)) {
      throw new AppError('not_found', 'Asset not found.');
    }
    return serializeAssetDetail(row, request, app.ctx.today());
  });
}
