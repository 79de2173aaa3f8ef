// Goodman / Amana GPG13 / APG13 single package gas/electric units printed without the configuration and refrigerant
// pair (GPG13480901AC: series · capacity · heat input · voltage · two revision letters). The M-series print
// (GPG1324045M41AA) is read by goodman.packaged (goodman/goodman.ts); this rule reads the leading fields the *PG13
// key prints (brand · P package · G gas/electric · 13 SEER · nominal cooling 24–60 · heating-input code) and the
// single-phase voltage digit, for the size / input pairs of that manual's model list only. The two letters after the
// voltage are read as the key's major / minor revision and not reported. Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Goodman *PG13 R410A Single Phase Package Gas Units technical manual RT6312004 (product identification: A or G · P · G · 13 · nominal capacity 24–60 = 24,000–60,000 Btu/h · heating input 045 = 46,000, 070 = 69,000, 090 = 92,000, 115 = 115,000, 140 = 138,000 · M · 4 R-410A · 1 = 208/230V/60Hz/1ph · major / minor revision; models 24045 … 60140): https://manualzz.com/doc/12609120/technical-manu-al-technical-manual--pg13 · GPG13 single package gas-electric heating & cooling unit installation instructions IO-288B: https://somanuals.com/html/8/Goodman-Mfg-Gas-Heater-GPG13-User-Manual.html · GPG13M 2- to 5-ton packaged gas/electric units (heating capacities 46,000 to 138,000 Btu/h): http://www.somanuals.com/html/e1/Goodman-Mfg-GPG13M-User-Manual.html';

/** Heating-input code → the input the key prints for it (kBtu/h). */
const INPUT_KBTUH: Readonly<Record<string, number>> = { '045': 46, '070': 69, '090': 92, '115': 115, '140': 138 };
/** Capacity / input pairs of the manual's model list (24045, 24070, 30045, 30070, 36045, 36070, 36090, 42070, 42090, 48070, 48090, 48115, 60090, 60115, 60140). */
const PAIRS = new Set(['24045', '24070', '30045', '30070', '36045', '36070', '36090', '42070', '42090', '48070', '48090', '48115', '60090', '60115', '60140']);
const GPG13 = /^([AG])PG13(\d{2})(\d{3})1([A-Z]{0,2})$/;

/**
 * The heating input of a *PG13 capacity / input-code pair of the manual's model list (also used by goodman.packaged for
 * the M-series print GPG1324045M41), or null for a pair the list does not hold.
 */
export function pg13HeatInput(cap: string, code: string): { heating_input_kbtuh: number; heating_input_code: string } | null {
  const kbtuh = INPUT_KBTUH[code];
  if (kbtuh === undefined || !PAIRS.has(cap + code)) return null;
  return { heating_input_kbtuh: kbtuh, heating_input_code: code };
}
export const PG13_SOURCE = SOURCE;

export const goodmanGpg13WithoutConfiguration: NomenclatureRule = {
  id: 'goodman.gpg13-without-configuration',
  family: 'goodman',
  brands: ['Goodman', 'Amana', 'Janitrol'],
  unambiguousWithoutBrand: false,
  firstChars: 'AG',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 80 || model.charCodeAt(2) !== 71) return null; // "PG"
    const m = GPG13.exec(model);
    if (!m) return null;
    const [, line = '', cap = '', input = ''] = m;
    const heat = pg13HeatInput(cap, input);
    if (heat === null) return null;
    const kbtuh = Number(cap);
    return decodeOf('goodman', pickBrand(['Goodman', 'Amana', 'Janitrol'], brand, line === 'A' ? 'Amana' : 'Goodman'), model, {
      type: 'packaged units',
      series: `${line}PG13`,
      description: 'single package gas/electric unit',
      fields: {
        cooling_capacity_kbtuh: kbtuh,
        cooling_capacity_tons: kbtuh / 12,
        ...heat,
        seer: 13,
        voltage_v: 230,
        phase: 1,
      },
      evidence: 'pattern',
      rule: 'Goodman GPG13 package gas/electric without the configuration · refrigerant pair: capacity · heating input · voltage (GPG1348090 1 AC)',
      source: SOURCE,
    });
  },
};

export const GOODMAN_GPG13_RULES: readonly NomenclatureRule[] = [goodmanGpg13WithoutConfiguration];
