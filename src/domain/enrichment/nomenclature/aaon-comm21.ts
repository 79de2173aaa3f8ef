// AAON packaged rooftop units (issue 18, comm21). AAON prints a feature string, not a capacity key: "RN SERIES Packaged
// Rooftop Units, Heat Pumps, & Outdoor Air Handling Units" and "RQ Series" installation manuals open their "Feature
// String Nomenclature" with the series, then the unit size and the voltage (RN-011, RN-040 manuals; RN/RQ engineering
// catalog "RQ / RN Base Model Description · Unit Size · Voltage"). The series and the dash-separated size are read for the
// type only: the size and voltage tables are not in reach as text, so no capacity or voltage is given. Type
// `packaged units`; brand AAON required. README-extra.md ("Light-commercial rooftop keys (comm21)").
import { brandIn } from './kit-18e';
import { decodeOf } from './more-kit';
import type { NomenclatureRule } from './types';

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

export const AAON_RULES_COMM21: readonly NomenclatureRule[] = [aaonRooftop];
