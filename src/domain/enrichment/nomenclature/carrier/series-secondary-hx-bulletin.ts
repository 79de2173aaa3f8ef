// Carrier-group 90 % furnaces written the way Carrier's own warranty bulletin and the safety notices that copy it name
// them: the three-digit series and its first letter, without the "AV" of the full model ("340M", "355B", "352A", Payne
// "490A"). Carrier service managers bulletin SMB 09-0024 ("Enhanced Warranty Policy – 40" Tall, Multipoise 90 % Furnace
// Secondary Heat Exchanger Failure", revised 12/17/12) lists under "90 % Gas Furnaces": 340A, 340M, 345M, 350A, 350M,
// 351D, 352A, 352M, 355A, 355B, 355C, 355M, the 58M… series (read elsewhere), 490A and PG9M; the Technical Safety BC
// investigation of the polypropylene-lined secondary (condensing) heat exchangers names the same product line. Type and
// the condensing tier only (the bulletin covers the secondary, "condensing", heat exchanger); never an input or airflow.
// Series-only fallback (series-table.ts): brand of the Carrier group required; a full model (340MAV060100) is the
// §2.4 rule's, a literature form number (355M-40-4) furnaces-other/older-as-copied.ts's.
import { PLACEHOLDERS_ONLY, type SeriesEntry } from '../series-kit';

const SMB_09_0024 =
  'Carrier service managers bulletin SMB 09-0024 "Enhanced Warranty Policy – 40" Tall, Multipoise 90% Furnace Secondary Heat Exchanger Failure" (90% gas furnaces 340A, 340M, 345M, 350A, 350M, 351D, 352A, 352M, 355A, 355B, 355C, 355M, 58MCA … 58MTB, 490A, PG9M), as reprinted: https://www.airdoctorshvacservice.com/webapp/p/699/carrier-secondary-heat-exchangers · the same model list in a dealer safety notice citing the Technical Safety BC investigation: https://www.aircoheating.ca/safety-notice-carrier-heat-exchangers/ · Technical Safety BC "Investigation report: failure of gas furnaces with polypropylene lined condensing heat exchangers" (2021): https://vdocuments.mx/technical-safety-bc-investigation-report-failure-of-gas-.html';

export const BULLETIN_FURNACE_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    family: 'carrier',
    section: 'Carrier SMB 09-0024 90 % furnace series (series and first letter, as the bulletin lists them)',
    first: '34',
    key: /^(34[05]M|340A|35[02][AM]|351D|355[ABCM]|490A)(?![A-Z0-9])/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      const series = m[1] ?? '';
      // 345M is listed only with M; 340 / 350 / 352 with A and M; 351 with D; 355 with A, B, C, M; Payne's 490 with A.
      return {
        series,
        type: 'furnaces',
        description: series === '490A' ? 'gas furnace, 90 % condensing (Payne)' : 'gas furnace, 90 % condensing',
        fields: { efficiency_tier: 'condensing' },
        evidence: 'pattern',
        source: SMB_09_0024,
      };
    },
  },
];
