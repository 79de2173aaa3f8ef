// Trane / American Standard lines the §4 keys leave out (issue 18, trane20): the Odyssey light-commercial split outdoor
// units (TTA / TWA) and the Ameristar / RunTru M-lettered outdoor keys (M4HP4 / M4PW4; the M952V… furnaces are read by trane.ameristar-furnace). Every
// rule needs a Trane-family brand.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { REFRIGERANT, SEER_DIGIT } from './trane';
import { BRANDS } from './as-written';
import type { NomenclatureRule } from '../types';

const M_KEY_SOURCE =
  'Ameristar M4HP40 series manual ("14 SEER R410A HP" charge charts): https://manualshive.com/en/manual/ameristar/m4hp40-series/3043928?page=24 · Service Facts M4PW4042A-SF-1B-EN "Single Packaged Heat Pump M4PW4042A1000A": https://vdocuments.site/single-packaged-a-m4pw4-placing-the-unit-in-the-cooling-mode-to-defrost-the.html';
// Ameristar / RunTru "M" outdoor keys: M · refrigerant digit · HP split heat pump / PW single packaged heat pump · digit ·
// size · design · electrical … (M4HP4036A1000A, M4PW4042A1000A). The digit after HP / PW is read as the SEER class only on
// the split heat pump, where the manual's 14 SEER confirms it; the packaged unit keeps type, size and refrigerant.
const M_KEY = /^M([245])(HP|PW)(\d)(\d{3})(?:([A-Z])(?:(\d)(\d{3}[A-Z]{0,2})?)?)?$/;

const ameristarMKey: NomenclatureRule = {
  id: 'trane.ameristar-m-key-trane20',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '') return null;
    const m = M_KEY.exec(model);
    if (m === null) return null;
    const [, r, kind, digit, cap] = m as unknown as [string, string, string, string, string];
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const split = kind === 'HP';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Ameristar'),
      type: split ? 'heat pumps' : 'packaged units',
      series: `M${r}${kind}${digit}`,
      model,
      description: split ? 'split heat pump' : 'packaged heat pump',
      fields: Object.assign({}, capacityFields(c), { refrigerant: REFRIGERANT[r], seer: split ? SEER_DIGIT[digit] : undefined }),
      evidence: 'pattern',
      rule: 'Ameristar / RunTru M outdoor key (M4HP4 split heat pump, M4PW4 single packaged heat pump)',
      source: M_KEY_SOURCE,
    });
  },
};

const ODYSSEY_SOURCE =
  'Trane IOM SS-SVX10A-EN "Split System Cooling Condensers 6-20 Tons (60 Hz) TTA073D***A, TTA090D***A, TTA120D/E/F***A, TTA150E***A, TTA180E/F***A, TTA240E***A; (50 Hz) TTA061D … TTA201E/F": https://www.scribd.com/document/515805306/Trane-Tta-Units · Trane IOM "Odyssey R-22 Dry Charge Heat Pump Condenser — 7.5, 10, 15 and 20 Tons (60 Hz) TWA090A***G*, TWA120A***G*, TWA180B***G*, TWA240B***G*": http://38.142.81.21:8001/manual/bryant/r-22/specifications-english.html · Trane IOM SSP-SVX14J-EN "Odyssey Heat Pump Condenser — 5 to 20 Tons (60 Hz) TWA0724*A … TWA2404*D (50 Hz) TWA0604DA … TWA2014DD": https://fdocuments.net/document/installation-operation-and-maintenance-for-odyssey-heat-.html · SSP-PRC002-EN (TWA075A, TWA155-200B): https://manualmachine.com/trane/twa075a/1302808-user-manual';
/** Odyssey size codes the lists print, with the nominal tons of the 60 Hz codes (the titles' 6–20 tons); 50 Hz codes carry no tons here. */
const ODYSSEY_TONS: Record<string, Record<string, number | null>> = {
  TT: { '073': 6, '090': 7.5, '120': 10, '150': 12.5, '180': 15, '240': 20, '061': null, '076': null, '086': null, '101': null, '126': null, '156': null, '201': null },
  TW: { '072': 6, '090': 7.5, '120': 10, '180': 15, '240': 20, '060': null, '075': null, '076': null, '101': null, '155': null, '156': null, '200': null, '201': null },
};
// Odyssey light-commercial split outdoor units: TTA cooling condensers, TWA heat pump condensers · size code · (the
// newer key's 4) · design letter · the rest (TTA120E300A, TWA090A300EL, TWA0904DA).
const ODYSSEY = /^T([TW])A(\d{3})4?([A-Z][A-Z0-9]{0,9})?$/;

const odysseyOutdoor: NomenclatureRule = {
  id: 'trane.odyssey-split-outdoor-trane20',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (brand === '') return null;
    const m = ODYSSEY.exec(model);
    if (m === null) return null;
    const kind = `T${m[1]!}`;
    const tons = ODYSSEY_TONS[kind]![m[2]!];
    if (tons === undefined) return null;
    const heatPump = kind === 'TW';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series: `${kind}A`,
      model,
      description: heatPump ? 'Odyssey light-commercial split heat pump condenser' : 'Odyssey light-commercial split cooling condenser',
      fields: tons === null ? {} : { cooling_capacity_tons: tons },
      evidence: 'pattern',
      rule: 'Trane Odyssey split outdoor units (TTA cooling condensers, TWA heat pump condensers), size codes of the IOM lists',
      source: ODYSSEY_SOURCE,
    });
  },
};

export const TRANE_LINES_RULES: readonly NomenclatureRule[] = [ameristarMKey, odysseyOutdoor];
