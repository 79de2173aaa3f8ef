import { statSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import type { ModelSearchResult } from '../../contract/oems';
import { searchModels, type ModelSearchHit } from '../../domain/enrichment/model-search';
import { CATALOG_PATH, loadCatalog } from '../catalog/load-catalog';
import { defineRoute } from '../http/define-route';
import { offsetOf, pageLinks, pageRequest, paginationEnvelope } from '../http/paginate';
import { absoluteUrl } from '../http/request-url';
import { brandImagePath } from './brand-images';

// 4.6 model search over the in-memory catalog index (loaded once per process). Decisions where the
// spec gives a field we hold no data for (README "API notes"):
// - manuals_count, functional_parts_count, my_parts_count, my_parts_replacements_count: 0 (no
//   manuals or parts data exist in this service).
// - logo and brand_image: a generated monogram badge of the brand (/static/brands/<slug>.svg).
// - image: the equipment-type illustration of the model (also series.image.url).
// - calling_groups: "" (no such grouping exists in the public sources of the catalog).
// - series: the catalog's series (id, name) or null; series.image.id is "series-<id>", conversions [].
// - updated_at: when the shipped catalog file was built (its modification time).
// - extensions sister_brand and also_sold_as: the brand rule of model-search.ts (README).

let catalogUpdatedAt: string | null = null;
function catalogTimestamp(): string {
  catalogUpdatedAt ??= statSync(CATALOG_PATH).mtime.toISOString();
  return catalogUpdatedAt;
}

function toResult(hit: ModelSearchHit, request: FastifyRequest, updatedAt: string): ModelSearchResult {
  const m = hit.model;
  const image = absoluteUrl(request, m.image_path);
  const badge = absoluteUrl(request, brandImagePath(m.brand));
  return {
    id: m.id,
    model: m.model,
    model_notes: m.model_notes,
    manuals_count: 0,
    logo: badge,
    image,
    system_type: m.type,
    calling_groups: '',
    updated_at: updatedAt,
    functional_parts_count: 0,
    my_parts_count: 0,
    my_parts_replacements_count: 0,
    root_model: m.root_model,
    brand_name: m.brand,
    brand_image: badge,
    series: m.series ? { id: m.series.id, name: m.series.name, image: { id: `series-${m.series.id}`, url: image, conversions: [] } } : null,
    confidence_score: hit.confidence_score,
    sister_brand: hit.sister_brand,
    also_sold_as: hit.also_sold_as,
  };
}

export function modelSearchRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.searchModels, ({ query, request }) => {
    const hits = searchModels(loadCatalog(), query.model, query.brand?.trim() ? query.brand : null);
    const p = pageRequest(query);
    const pageHits = hits.slice(offsetOf(p), offsetOf(p) + p.perPage);
    const updatedAt = catalogTimestamp();
    const envelope = paginationEnvelope(request, p, hits.length, pageHits.length);
    return {
      data: pageHits.map((h) => toResult(h, request, updatedAt)),
      links: envelope.links,
      meta: { ...envelope.meta, links: pageLinks(request, p, envelope.meta.last_page), search_term: query.model },
    };
  });
}
