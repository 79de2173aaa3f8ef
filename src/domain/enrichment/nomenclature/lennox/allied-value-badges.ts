// Gas furnaces of online / value brands certified under Allied Air (issue 18): Blueridge BG95 / BG96 and the
// MRCOOL Signature Series MG·95SE. The ENERGY STAR certified furnaces list names Allied Air Enterprises as the partner
// for both brands' rows; the Blueridge key is Allied's (lennox/allied.ts) behind a B, the MRCOOL key has its own manual.
// Brand required: the shapes are short.
import type { NomenclatureRule } from '../types';
import { decodeOf, plausibleInputCode } from '../kit/rule-kit';
import { FURNACE_SOURCE } from './allied';

const ROWS = 'ENERGY STAR certified furnaces list, rows of the brand (partner Allied Air Enterprises), shipped as shared/data/catalog/raw';

// Blueridge: B · G gas · AFUE class · stages (1 single, 2 two-stage, as Allied's 95G1UH / 95G2UHV) · configuration ·
// input code · cabinet width · blower letter · airflow code (BG951UH045BE12, BG952UH090CV20, BG961UH110CE20).
const BLUERIDGE = /^BG(9[0-8])([12])(UH|DF|DH|US|DS)(\d{3})([A-D])([A-Z])(\d{2})(?:-[A-Z0-9]{0,3})?$/;
/** AFUE of the classes the rows certify (BG95… 95 %, BG96… 96.4 %); other classes keep no AFUE. */
const BLUERIDGE_AFUE: Record<string, number> = { '95': 95, '96': 96.4 };
const CONFIG: Record<string, string> = { UH: 'upflow/horizontal', DF: 'downflow', DH: 'downflow/horizontal', US: 'upflow', DS: 'downflow' };
const STAGES: Record<string, string> = { '1': 'single-stage', '2': 'two-stage' };

const blueridgeFurnace: NomenclatureRule = {
  id: 'allied.blueridge-furnace',
  family: 'allied',
  brands: ['Blueridge'],
  unambiguousWithoutBrand: false,
  firstChars: 'B',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BLUERIDGE.exec(model);
    if (m === null) return null;
    const [, afue = '', stage = '', config = '', input = ''] = m;
    if (!plausibleInputCode(input)) return null;
    return decodeOf('allied', 'Blueridge', model, {
      type: 'furnaces',
      series: `BG${afue}${stage}${config}`,
      fields: {
        heating_input_kbtuh: Number(input),
        heating_input_code: input,
        afue_percent: BLUERIDGE_AFUE[afue],
        efficiency_tier: `${CONFIG[config]}, ${STAGES[stage]}`,
      },
      description: 'gas furnace (ENERGY STAR partner Allied Air Enterprises)',
      evidence: 'pattern',
      rule: 'Blueridge BG gas furnaces: B · Allied key (G · AFUE class · stages · configuration · input · cabinet · blower · airflow)',
      source: `${ROWS} (BG951UH045BE12 95 %, BG952UH090CV20 95 %, BG961UH110CE20 96.4 %) · ${FURNACE_SOURCE}`,
    });
  },
};

const MRCOOL_SOURCE =
  'MRCOOL Signature Series owner & installation manual 507277-03C "MGD*95SE*XA Warm Air Gas Furnace": https://cupdf.com/document/mrcool-mgd-95se-xa-gas-fired-furnace-installation-manual-.html';
// MRCOOL Signature furnaces: MG · M / D · 95 · SE · input code · cabinet · digit · XA (MGM95SE045B3XA … MGM95SE135D5XA,
// the rows' inputs 45,000 … 135,000 Btu/h class). The letter after MG and the digit after the cabinet are not read.
const MRCOOL = /^MG([MD])95SE(\d{3})([A-D])(\d)XA$/;

const mrcoolFurnace: NomenclatureRule = {
  id: 'allied.mrcool-signature-furnace',
  family: 'allied',
  brands: ['Mrcool'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '') return null;
    const m = MRCOOL.exec(model);
    if (m === null) return null;
    const input = m[2] ?? '';
    if (!plausibleInputCode(input)) return null;
    return decodeOf('allied', 'Mrcool', model, {
      type: 'furnaces',
      series: `MG${m[1] ?? ''}95SE`,
      fields: { heating_input_kbtuh: Number(input), heating_input_code: input, afue_percent: 95 },
      description: 'Signature Series gas furnace (ENERGY STAR partner Allied Air Enterprises)',
      evidence: 'pattern',
      rule: 'MRCOOL Signature Series gas furnaces: MG · letter · 95 (AFUE) · SE · input code · cabinet · digit · XA',
      source: `${MRCOOL_SOURCE} · ${ROWS} (MGM95SE045B3XA … MGM95SE135D5XA, 95 % AFUE)`,
    });
  },
};

export const ALLIED_VALUE_BADGE_RULES: readonly NomenclatureRule[] = [blueridgeFurnace, mrcoolFurnace];
