// Badges with no rule elsewhere (issue 18, id18e; Grandaire's WF… furnaces are icp/grandaire-furnaces.ts): Dettson's oil (AMP /
// AMT) and Chinook gas furnaces, Airtemp's VG7 / VG8 furnaces and Gree-built ductless. Coverage and evidence in
// README-extra.md ("Grandaire, Dettson and Airtemp"). Brand required: the shapes are short.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';

// Dettson (Sherbrooke, QC). Oil: AMT Series "Warm air furnace oil fired – upflow" (AMT300B34-SM1, AMT098SD / AMT098SV
// "low-boy multiposition oil-fired furnace"), AMP "Warm air furnace multiposition" (AMP105-IE2, AMP098SD), with the
// burner option after the dash. Gas: Chinook modulating / staged furnaces (C15-M-V, C45-1-D, C45-2-V, compact CC15-M-V).
// The size numbers are not explained by these documents: no capacity.
const DETTSON_SOURCE =
  'Dettson AMT series installation instructions (oil fired, upflow; AMT098SD/SV low-boy multiposition oil-fired): https://manuzoid.com/manuals/mJ6N4-Dettson%20098%20Serie%20Installation%20guide · AMP multiposition warm air furnace X40002 (AMP105-IE2): https://fdocuments.us/document/warm-air-furnace-multiposition-dettson-ansinfpa-90b-warm-air-heating-and-air.html · Dettson manuals list (Chinook C15-M-V, C45-1-D, CC15-M-V): https://manuals.online/dettson/furnace/lowboy-olr154a16a/assembly-instructions/xbht';
const DETTSON_OIL = /^AM([PT])(0[5-9]\d|1[0-5]\d|[2-4]00)(?:S[DV]|-IE[2V]|[A-Z]\d{2}-[A-Z]{2}\d[A-Z]{0,3})?(?:-(BF|BNX|CAR|RBF|RF))?$/;
const DETTSON_CHINOOK = /^(CC|C)(15|30|45|60|75|90|105|120)-?([M12])-?([VDH])$/;

const dettson: NomenclatureRule = {
  id: 'dettson.furnace',
  family: 'dettson',
  brands: ['Dettson'],
  unambiguousWithoutBrand: false,
  firstChars: 'AC',
  decode(model, brand) {
    if (brand === '') return null;
    let m = DETTSON_OIL.exec(model);
    if (m) {
      if (!brandIn(['Dettson'], brand)) return null;
      return decodeOf('dettson', 'Dettson', model, {
        type: 'furnaces',
        series: `AM${m[1] ?? ''}`,
        fields: { fuel: 'oil' },
        description: m[1] === 'T' ? 'oil-fired warm air furnace (AMT series)' : 'oil-fired multiposition warm air furnace (AMP series)',
        evidence: 'pattern',
        rule: 'Dettson oil furnace: AMP / AMT · size · options · burner',
        source: DETTSON_SOURCE,
      });
    }
    m = DETTSON_CHINOOK.exec(model);
    if (!m || !brandIn(['Dettson'], brand)) return null;
    const stage = m[3] ?? '';
    return decodeOf('dettson', 'Dettson', model, {
      type: 'furnaces',
      series: m[1] === 'CC' ? 'Chinook Compact' : 'Chinook',
      fields: { efficiency_tier: stage === 'M' ? 'modulating' : stage === '2' ? 'two-stage' : 'single-stage' },
      description: 'Chinook gas furnace',
      evidence: 'pattern',
      rule: 'Dettson Chinook gas furnace: C / CC · size · M modulating / 1 / 2 stages · orientation',
      source: DETTSON_SOURCE,
    });
  },
};

// Airtemp VG7 / VG8: the technical specifications "VG7TC Two Stage, Fixed Speed ECM, Condensing Upflow/Horizontal
// Induced Draft – 95.1 AFUE, Input 60,000 – 120,000 Btuh" print the input code as kBtu/h (VG7TC-060D … -120D).
// VG7 · S / T (single / two stage, T per the title) · letter · input · letters (VG7SC-038D-T23A1, VG7TE 080D-35C).
const AIRTEMP_SOURCE =
  'Airtemp VG7TC technical specifications (two stage, condensing upflow/horizontal, 95.1 AFUE, input 60,000-120,000 Btuh): https://kipdf.com/horizontal-warranty_5b118e567f8b9ace218b4574.html';
const AIRTEMP = /^VG([78])([ST])([A-Z])-?(038|050|054|060|072|080|090|100|108|115|120)(?:[DU]?-?[A-Z0-9]{1,6})?$/;

const airtemp: NomenclatureRule = {
  id: 'airtemp.furnace',
  family: 'airtemp',
  brands: ['Airtemp'],
  unambiguousWithoutBrand: false,
  firstChars: 'V',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 86 || !brandIn(['Airtemp'], brand)) return null; // V
    const m = AIRTEMP.exec(model);
    if (!m) return null;
    const [, gen = '', stage = '', variant = '', input = ''] = m;
    return decodeOf('airtemp', 'Airtemp', model, {
      type: 'furnaces',
      series: `VG${gen}${stage}${variant}`,
      fields: {
        heating_input_kbtuh: Number(input),
        efficiency_tier: stage === 'T' ? 'two-stage' : undefined,
      },
      description: 'gas furnace',
      evidence: gen === '7' && stage === 'T' && variant === 'C' ? 'src' : 'pattern',
      rule: 'Airtemp gas furnace: VG7 / VG8 · S / T stages · letter · input kBtu/h · letters',
      source: AIRTEMP_SOURCE,
    });
  },
};

// Airtemp ductless (Gree-built: the NRCan rows name the lines "Lomo" and "U-Crown", Gree's series names): G · X outdoor /
// H indoor (the rows' outdoor / indoor columns) · H · kBtu/h class · (kW) printed in the model · letters
// (GXH09(2.6)LSA4DH + GHH09(2.6)LUA4DH, rated 9,000 Btu/h). The class must agree with the printed kW (1 kW = 3.41214 kBtu/h).
const AIRTEMP_DUCTLESS_SOURCE = 'NRCan ccASHP rows of Airtemp (outdoor GXH…, indoor GHH…, rated cooling Btu/h), shared/data/catalog/raw/ccashp.tsv';
const AIRTEMP_DUCTLESS = /^G([XH])H(09|12|18|24|30|36)\((\d{1,2}\.\d)\)([A-Z]{3}\d[A-Z]{2})$/;

const airtempDuctless: NomenclatureRule = {
  id: 'airtemp.ductless',
  family: 'airtemp',
  brands: ['Airtemp'],
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 71 || !brandIn(['Airtemp'], brand)) return null; // G
    const m = AIRTEMP_DUCTLESS.exec(model);
    if (!m) return null;
    const kbtuh = Number(m[2]);
    if (Math.abs(Number(m[3]) * 3.41214 - kbtuh) > 0.1 * kbtuh) return null;
    return decodeOf('airtemp', 'Airtemp', model, {
      type: 'mini-splits',
      series: `G${m[1] ?? ''}H`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      description: m[1] === 'X' ? 'ductless outdoor unit' : 'ductless wall-mounted indoor unit',
      evidence: 'pattern',
      rule: 'Airtemp ductless: G · X outdoor / H indoor · H · kBtu/h class · (kW) · letters',
      source: AIRTEMP_DUCTLESS_SOURCE,
    });
  },
};

export const DETTSON_AIRTEMP_RULES: readonly NomenclatureRule[] = [dettson, airtemp, airtempDuctless];
