import type { FastifyRequest } from 'fastify';
import type { AssetDetail } from '../../contract/assets';
import { ageYearsFromReferenceDate } from '../../domain/enrichment/warranty/age';
import { tierOf } from '../../domain/enrichment/warranty/tiers';
import type { AssetRecord as AssetWithRequest } from '../storage/port';
import { loadCatalog } from '../catalog/load-catalog';
import { resultOfRow } from '../storage/stored-result';
import { assetBaseFields, enrichmentSummary } from './serialize-asset';
import { assessReplacement, NOMENCLATURE_MODEL_SOURCE } from '../../domain/replacement';

/**
 * 4.5 full asset: 2.3 enrichment in full, 2.4 warranty, explanation. The time-dependent values
 * (warranty *_active, equipment_age_years, warranty_tiers) are recomputed against `today` from the
 * stored dates, not read from the enrichment-time snapshot. An expiration date is the first day no
 * longer covered (engine convention): active ⇔ today < expiration.
 */
export function serializeAssetDetail(row: AssetWithRequest, request: FastifyRequest, today: Date): AssetDetail {
  // model_data, explanation and warranty terms are not stored (storage/stored-result.ts): they come from
  // the shipped catalog by oem_id, or the engine run again on the row's input.
  const catalog = loadCatalog();
  const stored = resultOfRow(row, catalog);
  const summary = enrichmentSummary(row, request);
  const todayIso = today.toISOString().slice(0, 10);
  const regExp = row.registered_expiration_date;
  const unregExp = row.unregistered_expiration_date;
  const warranty =
    stored?.warranty && regExp && unregExp
      ? {
          detail: stored.warranty.detail,
          manufacturing_date: row.manufacturing_date,
          registered_warranty_active: todayIso < regExp,
          registered_warranty_expiration_date: regExp,
          standard_warranty_registered: stored.warranty.standard_warranty_registered,
          standard_warranty_unregistered: stored.warranty.standard_warranty_unregistered,
          unregistered_warranty_active: todayIso < unregExp,
          unregistered_warranty_expiration_date: unregExp,
        }
      : null;
  return {
    // A format-4 row's status line is the re-derived explanation's (not derived a second time).
    ...assetBaseFields(row, row.status_reason === null && stored?.explanation ? stored.explanation.status_reason : undefined),
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
    equipment_age_years: row.manufacture_ref_date ? ageYearsFromReferenceDate(row.manufacture_ref_date, todayIso) : null,
    warranty_tiers: regExp && unregExp ? { registered: tierOf(regExp, todayIso), not_registered: tierOf(unregExp, todayIso) } : null,
    replacement: assessReplacement(
      {
        type: row.oem_id ? row.enrichment_type : null,
        modelData: stored?.model_data ?? null,
        // A model id the shipped catalog does not hold was decoded from the model number (issue 18's decoder).
        modelSource: row.oem_id ? (catalog.byId.get(row.oem_id)?.source ?? NOMENCLATURE_MODEL_SOURCE) : null,
        manufactureReferenceDate: row.manufacture_ref_date,
      },
      todayIso,
    ),
  };
}
