// Daikin Altherma 3 units that ESPAltherma's definition files name and daikin-altherma.ts does not read (not in
// RULES.md): the ECH2O indoor units with a thermal store, E + H (with ERGA) / T (with EPRA) / B (with ERLA) + S + H
// heating only / X reversible + class + P30 / P50 + version (EHSH04P30D, EHSX08P50D, ETSH16P30D, ETSX16P50E,
// EBSH16P30D); the indoor units paired with ERLA, EB + V floor-standing / B wall-mounted + H / X / Z + class 11 / 14 /
// 16 (+ S18 / S23 tank) + version + heater code (EBVH16S23D6V, EBBH16D6V); and the outdoor unit EPGA + class 11 / 14 /
// 16 + version (EPGA11DV). Weaker source: type from raomin/ESPAltherma's device table, the definition files under
// include/def named per Altherma family ("Altherma(ERGA D EHSH-X P30-50 D series 04-08kW-ECH2O)", "Altherma(EPRA D
// ETSH-X 16P30-50 D series 14-16kW-ECH2O)", "Altherma(ERLA D EBSH-X 16P30-50 D SERIES 11-16kW-ECH2O)", "Altherma(ERLA
// D EBV-EBB-EBVZ D SERIES 11-16kW)", "Altherma(EPGA D EAB-EAV-EAVZ D(J) series 11-16kW)"), whose README calls the
// monitored units Daikin Altherma heat pumps; no maker's key found in reach, so evidence `unconfirmed`, type only
// (an indoor class names the pairing; the EPGA class is not read either, the family's kW reading resting on documents
// this file has not read). Brand Daikin required.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Daikin'] as const;
const SOURCE =
  "type from raomin/ESPAltherma's device table include/def (definition files 'Altherma(ERGA D EHSH-X P30-50 D series 04-08kW-ECH2O)', 'Altherma(ERGA E EHSH-X P30-50 E_EF series 04-08kW-ECH2O)', 'Altherma(EPRA D ETSH-X 16P30-50 D series 14-16kW-ECH2O)', 'Altherma(EPRA E ETSH-X 16P30-50 E series 8-12kW-ECH2O)', 'Altherma(ERLA D EBSH-X 16P30-50 D SERIES 11-16kW-ECH2O)', 'Altherma(ERLA D EBV-EBB-EBVZ D SERIES 11-16kW)', 'Altherma(EPGA D EAB-EAV-EAVZ D(J) series 11-16kW)'); no maker's key found";
const RULE = 'Daikin Altherma 3 units of ESPAltherma definition files (not in RULES.md): ECH2O E(H/T/B)S(H/X) · class · P30/P50; EB(V/B)(H/X/Z) · class; EPGA · class (type only)';

/** ECH2O: the class each definition file lists with the indoor letter (H 04/08 with ERGA, T 16 with EPRA, B 16 with ERLA). */
const ECH2O = /^E([HTB])S([HX])(04|08|16)P(?:30|50)[DE][A-Z0-9]*$/;
const ECH2O_CLASS: Readonly<Record<string, readonly string[]>> = { H: ['04', '08'], T: ['16'], B: ['16'] };
const ERLA_INDOOR = /^EB([VB])([HXZ])(11|14|16)(?:S\d\d)?[DE][A-Z0-9]*$/;
const EPGA = /^EPGA(11|14|16)[DE][A-Z0-9]*$/;

function listed(brand: string, model: string, series: string, description: string) {
  return decodeOf('daikin_altherma', pickBrand(BRANDS, brand), model, { type: 'heat pumps', series, fields: {}, description, evidence: 'unconfirmed', rule: RULE, source: SOURCE });
}

export const daikinAlthermaEspalthermaListed: NomenclatureRule = {
  id: 'daikin.altherma-espaltherma-listed',
  family: 'daikin_altherma',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'E',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 69 || model.length < 8) return null;
    const e = ECH2O.exec(model);
    if (e) return ECH2O_CLASS[e[1]!]!.includes(e[3]!) ? listed(brand, model, `E${e[1]}S${e[2]}`, 'Daikin Altherma 3 ECH2O indoor unit with thermal store (air-to-water heat pump)') : null;
    const b = ERLA_INDOOR.exec(model);
    if (b) return listed(brand, model, `EB${b[1]}${b[2]}`, b[1] === 'V' ? 'Daikin Altherma 3 floor-standing indoor unit with tank (air-to-water heat pump)' : 'Daikin Altherma 3 wall-mounted indoor unit (air-to-water heat pump)');
    if (EPGA.test(model)) return listed(brand, model, 'EPGA', 'Daikin Altherma 3 outdoor unit (air-to-water heat pump)');
    return null;
  },
};

export const DAIKIN_ALTHERMA_ESPALTHERMA_RULES: readonly NomenclatureRule[] = [daikinAlthermaEspalthermaListed];
