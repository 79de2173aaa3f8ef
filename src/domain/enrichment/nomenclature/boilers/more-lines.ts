// Boiler lines the §11 / README-extra modules leave out: Burnham's cast-iron V7 / V8 / V9 oil boilers and
// their burner-packaged P… forms (PV84WT), Utica's SFH / SBO oil boilers, and the series of makers
// with no module yet (Slant/Fin, Crown, Triangle Tube, HTP, NTI) as the ENERGY STAR boiler list names them.
// Type, fuel where the series is single-fuel, water / steam where the letter says it; no input (section
// counts and firing-rate codes are not inputs). Brand required: short letter + digit shapes.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { ES_BOILERS_SOURCE, listedBoilerRule } from './weil-mclain-burnham';

const BURNHAM_BRANDS = ['Burnham'] as const;
export const BURNHAM_V_SOURCE =
  'Burnham V8 Series oil-fired boiler installation manual 8142824 (ENERGY STAR models V83S, V83WM, V84S … V87; rating label "Boiler Model Number V8__-__"): https://www.yumpu.com/en/document/view/45792511/burnham-v8-series-instructionspdf-heating-help · Burnham V-9 Series cast iron hydronic heating unit, forced draft, light oil or gas, manual 8142927: https://manualzilla.com/doc/7064451/burnham-v9-series-installation-and-operation-manual';
// (P = packaged with its burner) V7 / V8 / V8H / V9 + sections 2–9 + S steam / W water + option letters (M, T tankless coil)
// + burner / option blocks. The ENERGY STAR list files every V8H row (V8H3WRD, V8H5WES-T) as oil-fired.
const BURNHAM_V = /^(P?)V([789])(H?)([2-9])([SW]?)([A-Z]{0,3})((?:-[A-Z0-9]{1,6}){0,3})$/;

export const burnhamCastIronV: NomenclatureRule = {
  id: 'burnham.v-series',
  family: 'burnham',
  brands: BURNHAM_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'PV',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BURNHAM_V.exec(model);
    if (!m) return null;
    const [, packaged = '', line = '', h = '', , medium = '', letters = '', blocks = ''] = m;
    const options = letters + blocks;
    const oilOnly = line !== '9'; // V7 / V8 are oil-fired; the V9 fires light oil or gas.
    const what = medium === 'S' ? 'steam' : medium === 'W' ? 'hot-water' : '';
    return decodeOf('burnham', pickBrand(BURNHAM_BRANDS, brand), model, {
      type: 'boilers',
      series: `V${line}${h}`,
      fields: { fuel: oilOnly ? 'oil' : undefined },
      description: `cast-iron ${oilOnly ? 'oil-fired ' : ''}${what === '' ? '' : what + ' '}boiler${packaged === 'P' ? ', packaged with burner' : ''}${options.includes('T') && medium !== '' ? ', tankless coil' : ''}`,
      evidence: 'pattern',
      rule: 'Burnham V7 / V8 / V8H / V9 cast-iron boilers: series · sections · S/W (V83S, V84WM, V8H5WRD-T)',
      source: h === 'H' ? `${BURNHAM_V_SOURCE} · ${ES_BOILERS_SOURCE}` : BURNHAM_V_SOURCE,
    });
  },
};

export const BURNHAM_IN_SOURCE =
  'Burnham Independence gas-fired boiler installation, operating and service instructions 8141049 (rating label "Boiler Model Number IN__-____"): https://manualmachine.com/burnham/independence/21732966-operating-and-service-instructions · Independence PV gas-fired boiler instructions: https://homedocbox.com/amp/75307983-Appliances/Install-t-a-ion-oper-t-a-ing-and-service-instructions-for-independence-pv-gas-fired-boiler.html';
// Independence: IN + sections + optional PV (power vent) / letters and a burner block (IN5PV, IN6-NI).
const BURNHAM_IN = /^IN([3-9]|1[0-2])(PV)?([A-Z]{0,3})((?:-[A-Z0-9]{1,6}){0,2})$/;

export const burnhamIndependence: NomenclatureRule = {
  id: 'burnham.independence',
  family: 'burnham',
  brands: BURNHAM_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'I',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 73) return null; // I
    const m = BURNHAM_IN.exec(model);
    if (!m) return null;
    return decodeOf('burnham', pickBrand(BURNHAM_BRANDS, brand), model, {
      type: 'boilers',
      series: m[2] === 'PV' ? 'Independence PV' : 'Independence',
      fields: {},
      description: 'cast-iron gas-fired steam boiler',
      evidence: 'pattern',
      rule: 'Burnham Independence gas-fired boilers: IN + sections (IN5PV)',
      source: BURNHAM_IN_SOURCE,
    });
  },
};

const ECR_BRANDS = ['Utica', 'Dunkirk'] as const;
const UTICA_OIL_SOURCE =
  'Utica Boilers SFH Series water oil-fired cast iron boiler installation, operation & maintenance manual: http://www.manualslib.com/manual/2960671/Utica-Boilers-Sfh-Series.html · ECR SBO Series oil steam boilers instruction manual PN 240013301: https://manualspro.net/379038-ecr-sbo-series-oil-steam-boilers-instruction-manual';
// SFH (oil, hot water) / SBO (oil, steam) + size digits + option letters (SFH-3125W).
const UTICA_OIL = /^(SFH|SBO)-?(\d{1,5})([A-Z]{0,3})$/;

export const uticaOilBoiler: NomenclatureRule = {
  id: 'ecr.oil-boiler',
  family: 'ecr',
  brands: ECR_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '') return null;
    const m = UTICA_OIL.exec(model);
    if (!m) return null;
    const series = m[1] ?? '';
    return decodeOf('ecr', pickBrand(ECR_BRANDS, brand), model, {
      type: 'boilers',
      series,
      fields: { fuel: 'oil' },
      description: series === 'SFH' ? 'cast-iron oil-fired hot-water boiler' : 'cast-iron oil-fired steam boiler',
      evidence: 'pattern',
      rule: 'Utica SFH / SBO oil-fired boilers (SFH-3125W): type and fuel; the size digits are not read',
      source: UTICA_OIL_SOURCE,
    });
  },
};

// Makers without a module: their ENERGY STAR boiler series (model numbers printed in the list), type only.
export const slantFinListed = listedBoilerRule('slant-fin.listed', 'slant_fin', ['Slant/Fin'], /^(VGH|CHS|TRDV|LX|VSL|EC|Q3)-?\d/, 'VCTLEQ', 'VGH-100-CH, CHS-110, EC-15DV');
export const crownListed = listedBoilerRule('crown.listed', 'crown', ['Crown Boiler'], /^(FWZ|PHNTM|TWB|TWD)-?\d{3}/, 'FPT', 'FWZ100, PHNTM210, TWD090');
export const triangleTubeListed = listedBoilerRule(
  'triangle-tube.listed',
  'triangle_tube',
  ['Triangle Tube'],
  /^(?:PRESTIGE)?(SOLO|EXCELLENCE|INSTINCT(?:SOLO|COMBI)|CHALLENGER|CC)-?\d{2,3}/,
  'PSEICC',
  'SOLO 110, CC105, INSTINCT COMBI 155',
);
export const htpListed = listedBoilerRule('htp.listed', 'htp', ['HTP'], /^(EFTU|EFT|ELU|UFTC|UFT|EP|PHR)-?\d{2,3}/, 'EUP', 'EFT-155, UFT-100, ELU-120WBN');
export const ntiListed = listedBoilerRule('nti.listed', 'nti', ['NTI'], /^(FTVN|FTV|TFT|TRX|TX|VM|LX)\d{2,3}/, 'FTVL', 'FTVN110, TRX120, TFT85');

export const BOILERS_MORE_RULES: readonly NomenclatureRule[] = [burnhamCastIronV, burnhamIndependence, uticaOilBoiler, slantFinListed, crownListed, triangleTubeListed, htpListed, ntiListed];
