// AAON packaged rooftop units and Daikin Applied Rebel (issue 18, comm21). AAON prints a feature string, not a capacity
// key: "RN SERIES Packaged Rooftop Units, Heat Pumps, & Outdoor Air Handling Units" and "RQ Series" installation manuals open their "Feature
// String Nomenclature" with the series, then the unit size and the voltage (RN-011, RN-040 manuals; RN/RQ engineering
// catalog "RQ / RN Base Model Description · Unit Size · Voltage"). The series and the dash-separated size are read for the
// type only: the size and voltage tables are not in reach as text, so no capacity or voltage is given. Type
// `packaged units`; brand AAON required. README-extra.md ("Light-commercial rooftop keys (comm21)").
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'AAON RN/RQ Series packaged rooftop units, heat pumps & outdoor air handling units engineering catalog (RQ / RN base model description, unit size, voltage): https://studylib.net/doc/18136582/rn-series-engineering-catalog · AAON RN-011 installation manual ("RN Series Feature String Nomenclature"): https://manualmachine.com/aaon/rn011/5272456-installation--manual · AAON RQ NextGen IOM ("RQ Series Unified Feature String Nomenclature"): https://manuals.online/aaon/air-handler/rq-nextgen-series/owners-manual/ppw3';

// Series · -unit size (3 digits) · -voltage digit · further feature-string groups (dash- or colon-separated), or the
// series and size alone (RN-011 as the manuals are titled).
const FEATURE_STRING = /^R([NQ])-(\d{3})(?:-\d(?:[-:][A-Z0-9]{1,12}){1,24})?$/;

const aaonRooftop: NomenclatureRule = {
  id: 'aaon.rn-rq-rooftop-comm21',
  family: 'aaon',
  brands: ['AAON'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (!brandIn(['AAON'], brand)) return null;
    const m = FEATURE_STRING.exec(model);
    if (!m || m[2] === '000') return null;
    return decodeOf('aaon', 'AAON', model, {
      type: 'packaged units',
      series: `R${m[1]}`,
      fields: {},
      description: `${m[1] === 'N' ? 'RN' : 'RQ'} Series packaged rooftop unit, size ${m[2]}`,
      evidence: 'src',
      rule: 'AAON RN / RQ feature string: series · unit size · voltage · options (type only)',
      source: SOURCE,
    });
  },
};

// Daikin Applied Rebel: catalogs 256-10 / 256-12 / 256-14 "Rebel Commercial Packaged Rooftop Systems, Heating & Cooling
// Models DPS 003 – 028, 3 to 28 Tons" (3–6, 7–15 and 16–28 ton cabinets): the unit size is the nominal tons; catalog 258
// "Rebel Applied Rooftop Systems, Models DPSA/DFSA, 30 to 52 Tons" (DPSA read the same way; DFSA left out).
const REBEL_SOURCE =
  'Daikin Applied catalog 256-12 "Rebel Commercial Packaged Rooftop Systems, Heating & Cooling Models DPS 003 – 028, 3 to 28 Tons": https://docslib.org/doc/6538168/catalog-256-12-rebel-commercial-packaged-rooftop-systems-heating-cooling-models-dps-003-028-3-to-28-tons-r-410a-refrigerant-energy-recovery-wheel · catalog 256-14: https://dokumen.tips/documents/rebel-commercial-packaged-rooftop-systems-daikin-rebel-commercial-rooftop-systems.html · catalog 258 "Rebel Applied Rooftop Systems, Models DPSA/DFSA, 30 to 52 Tons": https://www.scribd.com/document/652348527/Rebel-Applied-Rooftop-Catalog-Daikin-CAT-258';
const REBEL = /^DPS(A?)-?(\d{3})(?![0-9])([A-Z][A-Z0-9-]{0,24})?$/;

const daikinRebel: NomenclatureRule = {
  id: 'daikin-applied.rebel-comm21',
  family: 'daikin_applied',
  brands: ['Daikin'],
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (!brandIn(['Daikin'], brand)) return null;
    const m = REBEL.exec(model);
    if (!m) return null;
    const applied = m[1] === 'A';
    const tons = Number(m[2]);
    if (applied ? tons < 30 || tons > 52 : tons < 3 || tons > 28) return null;
    return decodeOf('daikin_applied', 'Daikin', model, {
      type: 'packaged units',
      series: applied ? 'DPSA' : 'DPS',
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      description: applied ? 'Rebel Applied packaged rooftop' : 'Rebel packaged rooftop',
      evidence: 'pattern',
      rule: 'Daikin Rebel DPS / DPSA: series · unit size (nominal tons)',
      source: REBEL_SOURCE,
    });
  },
};

export const AAON_RULES: readonly NomenclatureRule[] = [aaonRooftop, daikinRebel];
