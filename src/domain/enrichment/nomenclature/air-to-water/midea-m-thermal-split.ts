// Midea M thermal Split (not in RULES.md): the split air-to-water system's outdoor unit MHA-V + kW + W / D2N8 or
// D2RN8 (MHA-V10W/D2N8) and its indoor hydronic box SMK-60 / 100 / 160 /CGN8. The outdoor unit's number is read as
// kW the way the M thermal Mono rule reads MHC-V…W (europe-more-lines.ts): the split service manual groups
// MHA-V4W … MHA-V10W/D2N8 as its "4-10kW" models and the engineering data book gives outdoor units of 4-16 kW
// (evidence `pattern`). The hydronic box is typed `heat pumps` like the other indoor hydro units (README-extra.md);
// its number names the box, not a capacity, so none is read.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const MIDEA = ['Midea'] as const;
const SOURCE =
  'Midea M-Thermal Split Service Manual 20190911 (outdoor unit piping "MHA-V4W/D2N8 / MHA-V6W/D2N8 / MHA-V8W/D2N8 / MHA-V10W/D2N8", component tables for the 4-10kW models): https://www.easymanua.ls/midea/m-thermal-series/manual?p=12 and https://manualshive.com/en/manual/midea/smk-60-cgn8/1790606?page=19; Midea M thermal A Series Split Engineering Data 202008 (outdoor unit + refrigerant lines + indoor hydronic box; outdoor units 4-16 kW; hydronic boxes 60, 100, 160): https://www.scribd.com/document/510659210/TM-Midea-A-Series-Split-M-Thermal-Heat-Pump-20200813-V7-NEW';
const RULE = 'Midea M thermal Split (not in RULES.md): MHA-V · kW · W/D2N8 outdoor unit; SMK-60/100/160 /CGN8 hydronic box';

const OUTDOOR = /^MHA-?V(\d{1,2})W\/?D2R?N8(?:-?[A-Z]\d?)?$/;
const OUTDOOR_KW = new Set([4, 6, 8, 10, 12, 14, 16]);
const HYDRONIC_BOX = /^SMK-?(60|100|160)\/?CGN8(?:-?[A-Z]\d?)?$/;

export const mideaMThermalSplit: NomenclatureRule = {
  id: 'midea.m-thermal-split',
  family: 'midea',
  brands: MIDEA,
  unambiguousWithoutBrand: false,
  firstChars: 'MS',
  decode(model, brand) {
    const o = OUTDOOR.exec(model);
    if (o) {
      const kw = Number(o[1]);
      if (!OUTDOOR_KW.has(kw)) return null;
      return decodeOf('midea', pickBrand(MIDEA, brand), model, { type: 'heat pumps', series: 'M thermal Split', fields: { heating_capacity_kw: kw }, description: 'Midea M thermal Split outdoor unit (air-to-water)', evidence: 'pattern', rule: RULE, source: SOURCE });
    }
    const h = HYDRONIC_BOX.exec(model);
    if (h) {
      return decodeOf('midea', pickBrand(MIDEA, brand), model, { type: 'heat pumps', series: 'M thermal Split', fields: {}, description: 'Midea M thermal Split indoor hydronic box', evidence: 'pattern', rule: RULE, source: SOURCE });
    }
    return null;
  },
};

export const MIDEA_M_THERMAL_SPLIT_RULES: readonly NomenclatureRule[] = [mideaMThermalSplit];
