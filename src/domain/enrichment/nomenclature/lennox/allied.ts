// Allied Air (Lennox-owned: Armstrong Air, AirEase, Concord, Ducane) model-number nomenclature,
// RULES.md §5.5. Source: RULES.md §13 S69.
import type { NomenclatureRule } from '../types';
import { cite, coolingFromCode, decodeOf, pickBrand, plausibleInputCode, seerOk } from '../kit/rule-kit';

// §5.5 Allied Air: 2SCU13LC136T-1A (2 = R-22 dry charge, 4 = R-410A; SCU/SHP; SEER; …1 + 2-digit capacity).
const ALLIED_SPLIT = /^([24])(SCU|SHP)(\d\d)([A-Z]{1,3})1(\d\d)(?![0-9])/;
/** Allied Air's badges (Lennox): one list for every Allied-numbered rule. */
export const ALLIED_BRANDS = ['Allied', 'Armstrong Air', 'AirEase', 'Concord', 'Ducane'] as const;

export const alliedSplit: NomenclatureRule = {
  id: 'allied.split-outdoor',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: true,
  firstCharsChecked: '24',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 50 && c0 !== 52) return null; // 2, 4
    const m = ALLIED_SPLIT.exec(model);
    if (!m) return null;
    const [, ref = '', kind = '', seerDigits = '', line = '', cap = ''] = m;
    const seer = Number(seerDigits);
    const capacity = coolingFromCode(cap);
    if (!seerOk(seer) || !capacity) return null;
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand), model, {
      type: kind === 'SCU' ? 'air conditioners' : 'heat pumps',
      series: `${ref}${kind}${seerDigits}${line}`,
      fields: Object.assign({}, capacity, { refrigerant: ref === '2' ? 'R-22' : 'R-410A', seer }),
      evidence: 'pattern',
      rule: '§5.5 Allied Air split outdoor (2SCU13LC136T-1A, 4SCU13…)',
      source: cite('S69'),
    });
  },
};

// Allied gas furnaces. Two spellings of one key, printed on Allied's installation instructions
// (e.g. 507270-03 "A95UH1D, A93UH1D, 95G1UH-P & 92G1UH-P Warm Air Gas Furnace", blower tables
// "A93UH1D / 92G1UH 045*B12"): Armstrong Air / AirEase put A + AFUE class first (A96US2V110C20S),
// Ducane / Concord / Allied put the AFUE class then G (95G1UH040BE12X). Fields: AFUE class ·
// configuration (UH upflow/horizontal, DF downflow, US/DS upflow/downflow slim-vent) · stages
// (1, 2, M modulating) · blower letter · input code · cabinet width.
const A_FURNACE = /^A([89]\d)(UH|DF|US|DS|DH|MP)([12M])([A-Z])?-?(\d{3})(?![0-9])/;
// The same key spelled AF for G on the 92AF1DF / 95AF1DF counterflow furnaces (installation instructions [AF_SOURCE]).
const G_FURNACE = /^([89]\d)(G|AF)([12M])(UH|DF|US|DS|DH|MP)([A-Z])?-?(\d{3})(?![0-9])/;
const AF_SOURCE =
  'Allied Air / Lennox installation instructions "92AF1DF and 95AF1DF Counterflow Warm Air Gas Furnaces": https://homedocbox.com/Appliances/121319102-P-o-box-dallas-tx-installation-instructions-92af1df-and-95af1df-counterflow-warm-air-gas-furnaces.html';
// Older Armstrong Air (A.A.C., Bellevue OH) furnaces: G · stages (1, 2 …) · D · AFUE class (80, 91, 93, 95) ·
// cabinet A/B · configuration U upflow / T and C multiposition · input: G1D93AU070D16C, G2D93CT090.
const GD_FURNACE = /^G([1-4])D(80|90|91|92|93|95)([A-C])?([UTCD])-?(\d{3})(?![0-9])/;
export const GD_SOURCE =
  'Armstrong Air service reference SRH-G1D91/93 (G1D91AU, G1D91BU, G1D91BT, G1D93AU, G1D93BU, G1D93AC, G1D93BC gas-fired furnaces): https://ro.scribd.com/document/253472649/calefaccion-de-gas · G2D93CT, G2D93CU, G2D95CT, G2D95CU installation instructions 47904K005: https://www.manualslib.com/manual/975412/Armstrong-Air-G2d93ct.html';
const GD_CONFIG: Record<string, string> = { U: 'upflow', T: 'multiposition', C: 'multiposition', D: 'downflow' };
export const FURNACE_SOURCE =
  'Allied Air installation instructions 507270-03 (A95UH1D, A93UH1D, 95G1UH-P, 92G1UH-P), 506724-01 (A95UH, A93UH, 95G1UH, 92G1UH), 506787-01 (A95UH2V, 95G2UHV): https://pdfslide.us/documents/installation-instructions-a95uh1d-a93uh1d-95g1uh-p-pdflowescominstallationguides662551418002.html';
const CONFIG: Record<string, string> = { UH: 'upflow/horizontal', DF: 'downflow', US: 'upflow', DS: 'downflow', DH: 'downflow/horizontal', MP: 'multi-position' };
const STAGES: Record<string, string> = { '1': 'single-stage', '2': 'two-stage', M: 'modulating' };

export const alliedFurnace: NomenclatureRule = {
  id: 'allied.furnace',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A89G',
  decode(model, brand) {
    if (model.charCodeAt(0) === 71) return decodeGd(model, brand); // G
    const a = model.charCodeAt(0) === 65 ? A_FURNACE.exec(model) : null;
    const g = a ? null : G_FURNACE.exec(model);
    if (!a && !g) return null;
    const [afueDigits = '', config = '', stage = '', , input = ''] = a ? a.slice(1) : [g![1], g![4], g![3], g![5], g![6]];
    const afue = Number(afueDigits);
    if (afue < 80 || afue > 98 || !plausibleInputCode(input)) return null;
        return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand, a ? 'Armstrong Air' : 'Ducane'), model, {
      type: 'furnaces',
      series: a ? `A${afueDigits}${config}${stage}` : `${afueDigits}${g![2]}${stage}${config}`,
      fields: {
        heating_input_kbtuh: Number(input),
        heating_input_code: input,
        afue_percent: afue,
        efficiency_tier: `${CONFIG[config] ?? config}, ${STAGES[stage] ?? stage}`,
      },
      // The manuals name the lines and print the input codes; reading the code as kBtu/h is inferred.
      evidence: 'pattern',
      rule: '§5.5 Allied Air gas furnaces (A96US2V110C20S, 95G1UH040BE12X)',
      source: g?.[2] === 'AF' ? AF_SOURCE : FURNACE_SOURCE,
    });
  },
};

function decodeGd(model: string, brand: string) {
  const m = GD_FURNACE.exec(model);
  if (!m) return null;
  const [, stage = '', afueDigits = '', cabinet = '', config = '', input = ''] = m;
  if (!plausibleInputCode(input)) return null;
  const stages = stage === '1' ? 'single-stage' : stage === '2' ? 'two-stage' : undefined;
  return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand, 'Armstrong Air'), model, {
    type: 'furnaces',
    series: `G${stage}D${afueDigits}${cabinet}${config}`,
    fields: {
      heating_input_kbtuh: Number(input),
      heating_input_code: input,
      afue_percent: Number(afueDigits),
      efficiency_tier: [GD_CONFIG[config], stages].filter((t) => t !== undefined).join(', '),
    },
    evidence: 'pattern',
    rule: '§5.5 Armstrong Air G1D/G2D gas furnaces (G1D93AU070D16C, G2D93CT090)',
    source: GD_SOURCE,
  });
}

export const ALLIED_RULES: readonly NomenclatureRule[] = [alliedSplit, alliedFurnace];
