// DOE Compliance Certification Database (CCMS, regulations.doe.gov/certification-data) exports read
// by catalog:add: consumer water heaters, furnaces, and central air conditioners / heat pumps.
//
// Column names, from public code that reads these files (no DOE page states them):
//  * The CSV download of the certification-data site names its columns by the site's Solr fields: the
//    column label with every non-alphanumeric character written "_" and a type suffix (_s text,
//    _m multi-valued text, _d number). A consumer water-heater download (Water_Heaters_2018-11-23)
//    has exactly Brand_Name_s__s, Basic_Model_Number_m, Individual_Model_Number_Covered_by_Basic_Model_m,
//    Type_of_Heater_s, Rated_Storage_Volume__gallons__d, Draw_Pattern_s, Uniform_Energy_Factor__UEF__d,
//    Energy_Factor__EF__d, First_Hour_Rating__Gallons__d, Maximum_Gallons_Per_Minute_d,
//    Recovery_Efficiency_____d and two "Is_the_Certification…" columns
//    (github.com/jim-lutz/tankless_2019_ACM, load_DOE_directories.R).
//  * An older (2017) water-heater export used the shorter names Brand_Name, Basic_Model_Number,
//    Individual_Model_Number, Type_of_Heater, Rated_Storage_Volume, … with "#" comment lines
//    (github.com/jim-lutz/EF_UEF, EF_UEF.R).
//  * Furnaces: Individual_Model_Number_Covered_by_Basic_Model_m, Input_Capacity__BTU_Hour__d,
//    Annual_Fuel_Utilization_Efficiency_____d; central AC/HP:
//    Individual_Model_Number_Covered_by_Basic_Model__Outdoor_Unit_or_Package_Unit__m,
//    Individual_Model_Number__Indoor_Unit___If_Applicable_m, Cooling_Capacity__Btu_h__d,
//    Seasonal_Energy_Efficiency_Ratio_2__SEER2__in_Btu_W_h_d, Energy_Efficiency_Ratio_2__EER2__in_Btu_W_h_d;
//    brand Brand_Name_s__s (a public efficiency-lookup module querying the CCMS Solr endpoint).
// Because a Solr name is its label encoded, a header written as the label ("Brand Name(s)",
// "Cooling Capacity (Btu/h)") is read as the same column. Boilers, commercial and multi-split lists
// are not read: no source here gives their columns.
import { canonicalBrand } from '../../src/domain/enrichment/brands';
import type { EquipmentType } from '../../src/domain/enrichment/catalog/equipment-types';
import { fmt, nominalTons, num, type ModelDraft } from './draft';

export type CcmsKind = 'water-heaters' | 'furnaces' | 'central';
export interface CcmsLayout {
  kind: 'doe-ccms';
  list: CcmsKind;
  label: string;
  /** Source column name of each field the reader uses (absent: the file lacks it). */
  columns: Partial<Record<Field, string>>;
  /** Central lists: the column telling heat pumps (a value) from air conditioners (empty). */
  hspf: string | null;
}

type Field = 'brand' | 'basic' | 'model' | 'heaterType' | 'gallons' | 'uef' | 'firstHour' | 'gpm' | 'recovery' | 'input' | 'afue' | 'outdoor' | 'indoor' | 'cooling' | 'seer2' | 'eer2';

/** A header cell → its label form: Solr type suffix dropped, non-alphanumerics as "_". */
export function ccmsKey(header: string): string {
  const h = header.trim();
  const solr = /^[A-Za-z0-9_]+_(?:s|m|d)$/.test(h) ? h.replace(/_(?:s|m|d)$/, '') : h;
  return solr.replace(/[^A-Za-z0-9]/g, '_');
}

// Accepted label forms of each field (the Solr form with its suffix dropped, then the 2017 names).
const NAMES: Record<Field, string[]> = {
  brand: ['Brand_Name_s_', 'Brand_Name'],
  basic: ['Basic_Model_Number'],
  model: ['Individual_Model_Number_Covered_by_Basic_Model', 'Individual_Model_Number'],
  heaterType: ['Type_of_Heater'],
  gallons: ['Rated_Storage_Volume__gallons_', 'Rated_Storage_Volume'],
  uef: ['Uniform_Energy_Factor__UEF_', 'Uniform_Energy_Factor'],
  firstHour: ['First_Hour_Rating__Gallons_', 'First_Hour_Rating'],
  gpm: ['Maximum_Gallons_Per_Minute'],
  recovery: ['Recovery_Efficiency____', 'Recovery_Efficiency'],
  input: ['Input_Capacity__BTU_Hour_'],
  afue: ['Annual_Fuel_Utilization_Efficiency____'],
  outdoor: ['Individual_Model_Number_Covered_by_Basic_Model__Outdoor_Unit_or_Package_Unit_'],
  indoor: ['Individual_Model_Number__Indoor_Unit___If_Applicable'],
  cooling: ['Cooling_Capacity__Btu_h_'],
  seer2: ['Seasonal_Energy_Efficiency_Ratio_2__SEER2__in_Btu_W_h'],
  eer2: ['Energy_Efficiency_Ratio_2__EER2__in_Btu_W_h'],
};

/** The CCMS layout of a header, or null when it is not one. */
export function detectCcmsLayout(header: string[]): CcmsLayout | null {
  const byKey = new Map(header.map((h) => [ccmsKey(h).toLowerCase(), h]));
  const columns: Partial<Record<Field, string>> = {};
  for (const [field, names] of Object.entries(NAMES) as Array<[Field, string[]]>) {
    const hit = names.map((n) => byKey.get(n.toLowerCase())).find((h) => h !== undefined);
    if (hit !== undefined) columns[field] = hit;
  }
  if (columns.brand === undefined) return null;
  const hspf = header.find((h) => /HSPF/i.test(h)) ?? null;
  if (columns.outdoor !== undefined) return { kind: 'doe-ccms', list: 'central', label: 'DOE CCMS central air conditioners and heat pumps', columns, hspf };
  if (columns.model !== undefined && columns.heaterType !== undefined) return { kind: 'doe-ccms', list: 'water-heaters', label: 'DOE CCMS consumer water heaters', columns, hspf: null };
  if (columns.model !== undefined && columns.input !== undefined) return { kind: 'doe-ccms', list: 'furnaces', label: 'DOE CCMS furnaces', columns, hspf: null };
  return null;
}

/** What catalog:add needs of a CCMS header before any row is read; empty when usable. */
export function ccmsHeaderProblems(layout: CcmsLayout): string[] {
  if (layout.list === 'central' && layout.hspf === null) {
    return ['line 1: a DOE CCMS central air conditioner / heat pump export without an HSPF column: air conditioners cannot be told from heat pumps (export the list with its HSPF2 column)'];
  }
  return [];
}

type Row = Record<string, string>;
const squash = (s: string | undefined): string => (s ?? '').trim().replace(/\s+/g, ' ');

/** Consumer water heater types of DOE (Type_of_Heater values, EF_UEF.R): storage → tank, instantaneous → tankless. */
function heaterType(t: string): { type: EquipmentType; what: string } | null {
  if (/instantaneous/i.test(t)) return { type: 'tankless water heaters', what: `${/electric/i.test(t) ? 'electric' : /gas/i.test(t) ? 'gas' : /oil/i.test(t) ? 'oil' : ''} tankless water heater`.trim() };
  if (/storage|tabletop|grid-enabled/i.test(t)) {
    const fuel = /gas/i.test(t) ? 'gas' : /oil/i.test(t) ? 'oil' : /electric|tabletop|grid-enabled/i.test(t) ? 'electric' : '';
    return { type: 'water heaters', what: `${fuel} storage water heater`.trim() };
  }
  return null;
}

/** One row → drafts (problems named by line and field; none when the row is rejected). */
export function ccmsDrafts(row: Row, line: number, layout: CcmsLayout, source: string, base: Record<string, string>, problems: string[]): ModelDraft[] {
  const col = layout.columns;
  const get = (f: Field): string => (col[f] === undefined ? '' : squash(row[col[f]!]));
  const need = (f: Field): string => {
    const v = get(f);
    if (v === '') problems.push(`line ${line}, field ${col[f] ?? f}: empty`);
    return v;
  };
  const number = (f: Field): number | null => {
    const v = get(f);
    if (v === '') return null;
    const n = num(v);
    if (n === null || n < 0) problems.push(`line ${line}, field ${col[f]}: "${v}" is not a number`);
    return n;
  };
  const before = problems.length;
  const brandCell = need('brand');
  const data: Record<string, string> = { ...base, 'Certified in': 'DOE Compliance Certification Database' };
  const basic = get('basic');
  if (basic !== '') data['DOE basic model'] = basic;

  if (layout.list === 'water-heaters') {
    const model = need('model');
    const t = need('heaterType');
    const kind = t === '' ? null : heaterType(t);
    if (t !== '' && kind === null) problems.push(`line ${line}, field ${col.heaterType}: "${t}" is not a DOE consumer water heater type (storage, tabletop, grid-enabled or instantaneous)`);
    const gal = number('gallons');
    const uef = number('uef');
    const gpm = number('gpm');
    const fhr = number('firstHour');
    if (problems.length > before || kind === null) return [];
    const tank = kind.type === 'water heaters';
    if (gal !== null && gal > 0) data['Storage volume (gal)'] = fmt(gal, 1);
    if (uef !== null) data['UEF'] = fmt(uef);
    if (fhr !== null && fhr > 0) data['First hour rating (gal)'] = fmt(fhr, 0);
    if (gpm !== null && gpm > 0) data['Maximum flow (gal/min)'] = fmt(gpm, 1);
    data['DOE type'] = t;
    const size = tank && gal !== null && gal > 1 ? `${fmt(gal, 1)} gal ` : !tank && gpm !== null && gpm > 0 ? `${fmt(gpm, 1)} gal/min ` : '';
    const notes = [`${size}${kind.what}`, uef !== null ? `${fmt(uef)} UEF` : ''].filter(Boolean).join(', ');
    return [{ model, brand: canonicalBrand(brandCell), type: kind.type, notes, data, series: null, source }];
  }

  if (layout.list === 'furnaces') {
    const model = need('model');
    const input = number('input');
    const afue = number('afue');
    if (problems.length > before) return [];
    if (input !== null && input > 0) data['Input capacity (Btu/h)'] = fmt(input, 0);
    if (afue !== null) data['AFUE (%)'] = fmt(afue, 1);
    const notes = [`${afue !== null ? `${fmt(afue, 1)}% AFUE ` : ''}furnace`, input !== null && input > 0 ? `${fmt(input, 0)} Btu/h input` : ''].filter(Boolean).join(', ');
    return [{ model, brand: canonicalBrand(brandCell), type: 'furnaces', notes, data, series: null, source }];
  }

  const outdoor = need('outdoor');
  const indoor = get('indoor');
  const cooling = number('cooling');
  const seer2 = number('seer2');
  const eer2 = number('eer2');
  const hspfCell = squash(row[layout.hspf ?? ''] ?? '');
  const hspf = hspfCell === '' ? null : num(hspfCell);
  if (hspfCell !== '' && (hspf === null || hspf < 0)) problems.push(`line ${line}, field ${layout.hspf}: "${hspfCell}" is not a number`);
  if (problems.length > before) return [];
  const heatPump = hspf !== null && hspf > 0;
  const type: EquipmentType = heatPump ? 'heat pumps' : 'air conditioners';
  if (cooling !== null && cooling > 0) {
    data['Cooling capacity (Btu/h)'] = fmt(cooling, 0);
    data['Nominal cooling capacity (ton)'] = nominalTons(cooling).replace(/ ton$/, '');
  }
  if (seer2 !== null) data['SEER2 (Btu/Wh)'] = fmt(seer2);
  if (eer2 !== null) data['EER2 (Btu/Wh)'] = fmt(eer2);
  if (heatPump) data['HSPF2 (Btu/Wh)'] = fmt(hspf);
  const brand = canonicalBrand(brandCell);
  const size = cooling !== null && cooling > 0 ? `${nominalTons(cooling)} ` : '';
  const what = heatPump ? 'heat pump' : 'air conditioner';
  const eff = seer2 !== null ? `${fmt(seer2, 1)} SEER2` : '';
  // No indoor unit: a package unit or an outdoor unit rated alone — the list does not say which.
  const unit = indoor === '' ? `${what}, outdoor or package unit` : `split ${what} outdoor unit`;
  const out: ModelDraft[] = [{ model: outdoor, brand, type, notes: [`${size}${unit}`, eff].filter(Boolean).join(', '), data: indoor === '' ? data : { ...data, 'Rated with indoor unit': indoor }, series: null, source }];
  if (indoor !== '') {
    out.push({ model: indoor, brand, type: 'air handlers', notes: `indoor unit (air handler or coil) rated with ${what} ${outdoor}`, data: { ...base, 'Certified in': 'DOE Compliance Certification Database', 'Rated with outdoor unit': outdoor }, series: null, source });
  }
  return out;
}
