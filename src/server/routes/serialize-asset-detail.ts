import type { FastifyRequest } from 'fastify';
import type { AssetDetail } from '../../contract/assets';
import type { AssetWithRequest } from '../db/assets-repo';
import { readStoredResult } from '../db/stored-result';
import { assetBaseFields, enrichmentSummary } from './serialize-asset';

/** 4.5 full asset: 2.3 enrichment in full, 2.4 warranty, explanation; age and tiers against `today`. */
export function serializeAssetDetail(row: AssetWithRequest, request: FastifyRequest, today: Date): AssetDetail {
  const stored = readStoredResult(row.result_json);
  const summary = enrichmentSummary(row, request);
  const todayIso = today.toISOString().slice(0, 10);
  const regExp = row.registered_expiration_date;
  const unregExp = row.unregistered_expiration_date;
  const warranty =
    stored?.warranty && regExp && unregExp
      ? {
          detail: stored.warranty.detail,
          manufacturing_date: row.manufacturing_date,
          registered_warranty_active: regExp >= todayIso,
          registered_warranty_expiration_date: regExp,
          standard_warranty_registered: stored.warranty.standard_warranty_registered,
          standard_warranty_unregistered: stored.warranty.standard_warranty_unregistered,
          unregistered_warranty_active: unregExp >= todayIso,
          unregistered_warranty_expiration_date: unregExp,
        }
      : null;
  return {
    ...assetBaseFields(row),
    extra_data: row.custom_data === null ? null : JSON.parse(row.custom_data),
    enrichment:
      summary && row.oem_id
        ? {
            ...summary,
            oem_id: row.oem_id,
            specifications: { model_data: stored?.model_data ?? {}, part_data: stored?.part_data ?? null },
            warranty: { manufacturing_date: row.manufacturing_date },
          }
        : null,
    warranty,
    explanation: stored?.explanation ?? null,
    equipment_age_years: null,
    warranty_tiers: null,
  };
}
