// A. O. Smith group (A. O. Smith, State, American, Reliance, Lochinvar) water-heater nomenclature,
// RULES.md §10.1: gallons, warranty years and input, told apart by position. Sources: RULES.md §13 S124, S125.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['A. O. Smith', 'State', 'American', 'Reliance', 'Lochinvar'] as const;

function gallonsOk(gal: number): boolean {
  return gal >= 20 && gal <= 120;
}

// GP6 40YPCT 100 / 12 50GPC T 100 / 10-50-DHPHT: (GP) · warranty years · gallons · line letters; the trailing 100/200 is a series number.
const RESIDENTIAL = /^(GP)?(6|8|9|10|12)-?(\d\d)-?([A-Z]{2,6})/;
// PCG2J5040T3NOV: 50 gal, 40 kBtu/h, T = tall.
const PCG = /^PCG\d[A-Z](\d\d)(\d\d)T/;
// GAHH 40 100: 40 gal.
const GAHH = /^GAHH(\d\d)/;
// DEL-6 … DEL-50, DEN-30 … DEN-120: commercial electric, number ≈ gallons; the table rounds DEN-52 to 50 and DEN-120 to 119 gal.
const DEL_DEN = /^DE([LN])-?(\d{1,3})(?![0-9])/;
const DEN_GALLONS: Record<string, number> = { '52': 50, '120': 119 };
// GCR-50, GCV-40, GPVL-50, ECT-52, HPTU-50N: residential line letters · nominal gallons. The group's
// commercial lines whose number is an input (BTR-199, BTH-250, …) are not in this list. A trailing
// 100/200/300 is the series number (§10.1), written run-on when spaces are dropped (HPTA-50 200).
const LINE_GALLONS = /^(GCVL|GCVX|GCVH|GCVT|GCV|GCR|GCG|GCF|GPVL|GPVH|GPVX|GPHE|GDHE|GPSH|FPSH|FPS|FPTU|ECT|ECS|ENS|ENT|EES|HPTU|HPTA|HPSX|HETF)-?(\d{2,3})(?:(?=[1-5]00(?![0-9]))|(?![0-9]))/;
/** Heat-pump ("Voltex"/hybrid) and electric lines: electric whatever the suffix; gas lines leave fuel to the suffix (natural/LP). */
export const ELECTRIC_LINE = /^(E|HP|HE|FP)/;
// GS6 40 YBPDT (State), HPS10-50H45DV, EE9-40R55DV, ES6 52 DORS: line letters · warranty years · gallons ·
// height (T/H tall, S/R short) and input/element letters — the §10.1 warranty · gallons key after a line prefix.
const WARRANTY_LINE = /^(GS|GP|GT|GN|G|ES|EN|EE|E|HPSN|HPS|HPA)(6|8|9|10|12)-?(\d\d)(?=[A-Z])/;

const RULE = '§10.1 A. O. Smith group water heaters (GP6-40YPCT, 12-50GPC, DEN-52, PCG2J5040T3NOV)';

function tank(model: string, brand: string, series: string, fields: DecodedFields, evidence: EvidenceTag, source: string) {
  return decodeOf('aosmith', pickBrand(BRANDS, brand), model, { type: 'water heaters', series, fields, evidence, rule: RULE, source });
}

export const RESIDENTIAL_SOURCE = cite('S124');
export const LINE_SOURCE =
  'RULES.md §10.1 (line · gallons reading unconfirmed for most lines); HPTU-50N stated as a 50-gallon heat pump water heater: https://engineerfix.com/a-complete-owners-guide-to-the-a-o-smith-hptu-50n';

export const aosmithWaterHeater: NomenclatureRule = {
  id: 'aosmith.water-heater',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '0123456789GPDEHF',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    const residentialSource = RESIDENTIAL_SOURCE;
    if (c0 >= 48 && c0 <= 57) {
      const m = RESIDENTIAL.exec(model);
      if (!m || !gallonsOk(Number(m[3]))) return null;
      return tank(model, brand, m[4] ?? '', { tank_capacity_gallons: Number(m[3]) }, 'pattern', residentialSource);
    }
    if (c0 === 71) {
      // G: GP6… residential, GAHH, GCR/GCV/GPVL.
      const m = RESIDENTIAL.exec(model);
      if (m && gallonsOk(Number(m[3]))) return tank(model, brand, `GP ${m[4] ?? ''}`, { tank_capacity_gallons: Number(m[3]) }, 'pattern', residentialSource);
      const g = GAHH.exec(model);
      if (g && gallonsOk(Number(g[1]))) return tank(model, brand, 'GAHH', { tank_capacity_gallons: Number(g[1]) }, 'pattern', residentialSource);
    }
    if (c0 === 80) {
      const p = PCG.exec(model);
      if (!p || !gallonsOk(Number(p[1]))) return null;
      return tank(model, brand, 'PCG', { tank_capacity_gallons: Number(p[1]), heating_input_kbtuh: Number(p[2]) }, 'pattern', residentialSource);
    }
    if (c0 === 68) {
      const d = DEL_DEN.exec(model);
      if (!d) return null;
      const [, line = '', number = ''] = d;
      const n = Number(number);
      if (n < 6 || n > 120) return null;
      const stated = line === 'N' ? DEN_GALLONS[number] : undefined;
      return tank(model, brand, `DE${line}`, { tank_capacity_gallons: stated ?? n, fuel: 'electric' }, stated === undefined ? 'pattern' : 'src', cite('S125'));
    }
    if (c0 !== 71 && c0 !== 69 && c0 !== 72 && c0 !== 70) return null; // G, E, H, F
    const l = LINE_GALLONS.exec(model);
    if (l && gallonsOk(Number(l[2]))) {
      const line = l[1] ?? '';
      const fields: DecodedFields = { tank_capacity_gallons: Number(l[2]) };
      if (ELECTRIC_LINE.test(line)) fields.fuel = 'electric';
      return tank(model, brand, line, fields, 'unconfirmed', LINE_SOURCE);
    }
    const w = WARRANTY_LINE.exec(model);
    if (w && gallonsOk(Number(w[3]))) {
      const line = w[1] ?? '';
      const fields: DecodedFields = { tank_capacity_gallons: Number(w[3]) };
      if (ELECTRIC_LINE.test(line)) fields.fuel = 'electric';
      return tank(model, brand, `${line}${w[2] ?? ''}`, fields, 'pattern', residentialSource);
    }
    return null;
  },
};

export const AOSMITH_RULES: readonly NomenclatureRule[] = [aosmithWaterHeater];
