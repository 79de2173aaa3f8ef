// Daikin Altherma air-to-water and ground-source heat pumps (Daikin Europe; not in RULES.md).
// Daikin's model names are series letters · capacity class · version letters · options: the indoor
// hydro units E + H/A/T (low temperature / Altherma 3 H / Altherma 3 H HT) + B wall-mounted or V floor-standing
// with tank + H heating only / X reversible / Z bizone (EHBH04CB, EHVX08S26CB9W), the outdoor units
// ERLQ / ERHQ / ERGA / ERLA / EPRA / ERRQ / EVLQ (ERLQ004CAV3), the monoblocs EBLQ / EDLQ / EBHQ / EDHQ /
// EBLA / EDLA (EBLQ05CAV3, EDHQ011BB6V3) and the ground-source EGSQH / EGSAH / EGSAX (EGSQH10S18AA9W).
// The capacity class is the nominal heating capacity in kW (04 / 004 = 4 kW) on outdoor units and
// monoblocs; an indoor unit's class names the outdoor units it pairs with, so no capacity is read from it.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Daikin'] as const;

const SOURCE =
  'Daikin operation-manual titles and model lists (EHBH/EHBX04–16CB low temperature split, EBLQ/EDLQ05–07CAV3 low temperature monobloc, EDHQ011–016BB6V3/W1, EKHBH016AB, EKHVMRD50ABV1, EGSQH10S18AA9W ground source): https://homedocbox.com/amp/94176830-Appliances/Operation-manual-indoor-unit-for-hot-water-heat-pump-system-and-options-ekhbh016ab-ekhbx016ab.html; ERLQ004-008CA + EHBH/X04+08CB installer reference guide 4PEN384972-1C: https://scribd.com/document/509744524; Daikin Altherma 3 R F installer reference guide 4P629090-1A (ERGA04~08EA + EHVH04+08SU18+23EA): https://www.easymanua.ls/daikin/erga06eav3h/manual?p=68';
const RULE = 'Daikin Altherma (not in RULES.md): series letters · capacity class (kW) · version · options';

/** Indoor hydro units (split): E + H/A/T + B/V + H/X/Z + class (+ S or SU + tank litres ÷ 10) + version letter; SU as the
 *  Altherma 3 R F installer reference guide 4P629090-1A titles its units (EHVH04+08SU18+23EA). */
const INDOOR = /^E([HAT])([BV])([HXZ])(04|08|11|12|16)(SU?\d\d)?[A-F][A-Z0-9]*$/;
/** Earlier indoor units: EKHBH/EKHBX 007/008/016, high-temperature EKHBRD011–016, EKHVMRD/MYD 50/80, hybrid EHYHBH/X 05/08. */
const INDOOR_EARLIER = /^(EKHB[HX](?:007|008|016)|EKHBRD(?:011|014|016)|EKHVM[RY]D(?:50|80)|EHYHB[HX](?:05|08))[A-Z][A-Z0-9]*$/;
/** Outdoor units and monoblocs with the class in kW (2 or 3 digits). */
const OUTDOOR = /^(ERLQ|ERHQ|ERRQ|ERGA|ERLA|EPRA|EVLQ|EBLQ|EDLQ|EBHQ|EDHQ|EBLA|EDLA)(\d{2,3})[A-F][A-Z0-9]*$/;
const GROUND = /^EGS(QH|AH|AX)(06|10)[A-Z0-9]*$/;
/** Domestic hot water tanks of the Altherma system, exactly the models Daikin's installation-manual titles list
 *  ("Domestic hot water tank for air to water heat pump system"): EKHWS 150 / 200 / 300 B3V3, EKHWS 200 / 300 B3Z2,
 *  EKHWE 150 / 200 / 300 A3V3, EKHWET 150 A3V3. Typed water heaters (a hot-water storage tank); nothing else read. */
const DHW_TANK = /^(EKHWS)(?:(?:150|200|300)B3V3|(?:200|300)B3Z2)$|^(EKHWE)(?:150|200|300)A3V3$|^(EKHWET)150A3V3$/;
const TANK_SOURCE =
  'Daikin installation-manual titles "Domestic hot water tank for air to water heat pump system EKHWS150B3V3 EKHWS200B3V3 EKHWS300B3V3 EKHWS200B3Z2 EKHWS300B3Z2" and "… EKHWE150A3V3 EKHWET150A3V3 EKHWE200A3V3 EKHWE300A3V3", listed with the Altherma ERHQ011~016AA service manual ESIE: https://homedocbox.com/amp/72013908-Appliances/Service-manual-esie-altherma-outdoor-unit-erhq011-016aav3-erhq011-016aaw1.html';

const KW_CLASSES = new Set([4, 5, 6, 7, 8, 9, 11, 14, 16, 18]);
const MONOBLOC = new Set(['EBLQ', 'EDLQ', 'EBHQ', 'EDHQ', 'EBLA', 'EDLA']);

function altherma(model: string, brand: string, series: string, type: 'heat pumps' | 'geothermal heat pumps' | 'water heaters', fields: DecodedFields, description: string, evidence: EvidenceTag, source = SOURCE) {
  return decodeOf('daikin_altherma', pickBrand(BRANDS, brand), model, { type, series, fields, description, evidence, rule: RULE, source });
}

export const daikinAltherma: NomenclatureRule = {
  id: 'daikin.altherma',
  family: 'daikin_altherma',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'E',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 69 || model.length < 7) return null;
    const c1 = model.charCodeAt(1);
    if (c1 === 71) {
      // G: ground source
      const g = GROUND.exec(model);
      if (!g) return null;
      return altherma(model, brand, `EGS${g[1]}`, 'geothermal heat pumps', { heating_capacity_kw: Number(g[2]) }, 'Daikin Altherma ground source heat pump', 'pattern');
    }
    const i = INDOOR.exec(model);
    if (i) {
      const [, gen = '', mount = '', mode = ''] = i;
      const where = mount === 'B' ? 'wall-mounted' : 'floor-standing with domestic hot water tank';
      const what = mode === 'H' ? 'heating only' : mode === 'X' ? 'reversible' : 'bizone';
      return altherma(model, brand, `E${gen}${mount}${mode}`, 'heat pumps', {}, `Daikin Altherma split indoor (hydro) unit, ${where}, ${what}`, 'pattern');
    }
    if (c1 === 75 && model.startsWith('EKHW')) {
      // K: EKHW… domestic hot water tanks
      const t = DHW_TANK.exec(model);
      if (!t) return null;
      return altherma(model, brand, t[1] ?? t[2] ?? t[3] ?? 'EKHW', 'water heaters', {}, 'Daikin domestic hot water tank for an air-to-water heat pump system', 'pattern', TANK_SOURCE);
    }
    const e = INDOOR_EARLIER.exec(model);
    if (e) return altherma(model, brand, e[1]!.replace(/\d+$/, ''), 'heat pumps', {}, 'Daikin Altherma split indoor (hydro) unit', 'pattern');
    const o = OUTDOOR.exec(model);
    if (!o) return null;
    const [, series = '', code = ''] = o;
    const kw = Number(code);
    if (!KW_CLASSES.has(kw)) return null;
    const mono = MONOBLOC.has(series);
    return altherma(model, brand, series, 'heat pumps', { heating_capacity_kw: kw }, mono ? 'Daikin Altherma monobloc air-to-water heat pump' : 'Daikin Altherma split outdoor unit (air-to-water)', 'pattern');
  },
};

export const ALTHERMA_RULES: readonly NomenclatureRule[] = [daikinAltherma];
