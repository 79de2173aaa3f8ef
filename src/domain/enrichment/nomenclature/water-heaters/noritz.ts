// Noritz gas tankless water heaters: type and series from the model name, "condensing" where the
// model's installation manual is titled "CONDENSING TANKLESS GAS WATER HEATER". Input ratings are
// not decoded (no Noritz document in reach maps the digits to inputs). Coverage in README-extra.md.
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Noritz'] as const;

// Manual titles: NRC663-FSV (EZTR40), NRC1111-OD, NCC199CDV, NCC199-SV, NCC300DV: "CONDENSING
// TANKLESS GAS WATER HEATER"; NC380-SV-ASME, N-0931M-ASME: "TANKLESS GAS WATER HEATER".
const SOURCE_CONDENSING = 'Noritz installation manuals "CONDENSING TANKLESS GAS WATER HEATER" (NRC663-FSV/EZTR40, NRC1111-OD, NCC199CDV, NCC199-SV, NCC300DV) — https://homedocbox.com/amp/96486778-Appliances/Installation-manual-condensing-tankless-gas-water-heater-danger-warning-caution-caution-requests-to-installers.html';
const SOURCE_TANKLESS = 'Noritz installation manuals "TANKLESS GAS WATER HEATER" (NC380-SV-ASME, N-0931M-ASME) — https://pdfslide.net/documents/tankless-gas-water-heater.html';

// NRCB is Noritz's condensing combination boiler, not a water heater: its owner's guide and installation manual are
// titled "Noritz NRCB199 Combi Boiler …" (as listed with Noritz's own manual links), the successor of the CB199-DV combi.
const SOURCE_COMBI = 'Noritz manual titles "Noritz NRCB199 Combi Boiler Owner\'s Guide" (support-legacy.noritz.com … Owners+Guide/NC199DVC+OG.pdf) and "Noritz NRCB199 Combi Boiler Installation Manual" (https://noritz.com/manuals?model=NRCB199DV-NG), as recorded in a public product table (GitHub code search, "NRCB199DV-NG")';

// Condensing families: NRC (ecoTOUGH, incl. NRCP/NRCR), NRCB (combi boiler), NCC (commercial), EZTR/EZ (EZ series, EZTR40 = NRC663).
const CONDENSING = /^(NRC[BPR]?|NCC|EZTR|EZ)(\d{2,4})(?:[-A-Z0-9]{0,12})$/;
// Other tankless families: NR (proTOUGH), NC (commercial), N-0nnn (older residential/commercial).
const TANKLESS = /^(NR|NC|N-0)(\d{2,4})(?:[-A-Z0-9]{0,12})$/;

function decodeNoritz(model: string, brand: string): NomenclatureDecode | null {
  const c0 = model.charCodeAt(0);
  if (c0 !== 78 /* N */ && c0 !== 69 /* E */) return null;
  let m = CONDENSING.exec(model);
  let condensing = true;
  if (m === null) {
    m = TANKLESS.exec(model);
    condensing = false;
  }
  if (m === null) return null;
  const prefix = m[1] ?? '';
  if (prefix === 'NRCB') {
    return {
      family: 'noritz',
      brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
      type: 'boilers',
      series: 'NRCB',
      model,
      fields: { efficiency_tier: 'condensing combi' },
      evidence: 'pattern',
      rule: 'Noritz NRCB condensing combination boiler (space heating and domestic hot water)',
      source: SOURCE_COMBI,
    };
  }
  return {
    family: 'noritz',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'tankless water heaters',
    series: prefix === 'N-0' ? 'N-0' : prefix,
    model,
    fields: condensing ? { efficiency_tier: 'condensing' } : {},
    evidence: condensing ? 'src' : 'pattern',
    rule: `Noritz ${prefix === 'N-0' ? 'N-' : prefix} ${condensing ? 'condensing ' : ''}gas tankless water heater`,
    source: condensing ? SOURCE_CONDENSING : SOURCE_TANKLESS,
  };
}

export const NORITZ_RULES: readonly NomenclatureRule[] = [
  { id: 'noritz.tankless', family: 'noritz', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeNoritz },
];
