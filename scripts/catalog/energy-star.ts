// ENERGY STAR certified-product CSV rows → model drafts (one per row; duplicates merge later).
import { brandGroup, canonicalBrand, KNOWN_BRANDS } from '../../src/domain/enrichment/brands';
import type { EquipmentType } from '../../src/domain/enrichment/catalog/equipment-types';
import { fmt, nominalTons, num, rangeText, type ModelDraft } from './draft';

type Row = Record<string, string>;

/** Columns that identify the row rather than describe the model (not copied into model_data). */
const IDENTITY_COLUMNS = new Set(['Brand Name', 'Model Number', 'Model Name', 'CB Model Identifier', 'ENERGY STAR Model Identifier']);

/** Clearer model_data keys for some source columns (units kept in the key). */
const KEY_NAMES: Record<string, string> = {
  'ENERGY STAR Unique ID': 'ENERGY STAR unique ID',
  'ENERGY STAR Partner': 'Manufacturer (ENERGY STAR partner)',
  'Efficiency (AFUE)': 'AFUE (%)',
  'Fuel Type': 'Fuel',
  'Full Load Input Rate (kBtu/hr)': 'Full load input rate (kBtu/h)',
  'Storage Volume (gallons)': 'Storage volume (gal)',
  'Uniform Energy Factor (UEF)': 'UEF',
  'Input Rate (BTU/hr)': 'Input rate (Btu/h)',
  'Input Rate  - Gas-fired (kBtu/hr)': 'Input rate, gas-fired (kBtu/h)',
  'Max Heat Output (kBtu/hr)': 'Max heat output (kBtu/h)',
  'Energy Efficiency (EER)': 'EER (Btu/Wh)',
  'COP Rating': 'COP',
  'Refrigerant Type': 'Refrigerant',
  'Cooling Capacity (kBtu/h)': 'Cooling capacity (kBtu/h)',
  'Standby Loss (Btu/hr)': 'Standby loss (Btu/h)',
  'Date Qualified': 'Date certified',
  'Date Certified': 'Date certified',
};

/** Brand Name values that are product lines, not brands: the brand comes from the partner. */
const PARTNER_BRANDS: Record<string, string> = {
  'WaterFurnace International, Incorporated': 'WaterFurnace',
  'York International Corp. UPG': 'York',
  'ClimateMaster Inc.': 'ClimateMaster',
  'FHP Manufacturing Bosch Group': 'Bosch',
  'GeoSmart Energy Inc.': 'GeoSmart',
  'Lennox Industries': 'Lennox',
  'Rheem Sales Company, Inc.': 'Rheem',
  'Acevedo Solar Systems LLC': 'Acevedo Solar Systems',
};
const PRODUCT_LINE_NAMES = /^(\d SERIES.*|ECO Y|MAGNOLIA PLUS|PREMIUM [GV]|PREMIUM HE|PREMIUM H SERIES|SYCAMORE|SYNERGY 3D|VERSATEC ULTRA SERIES|TRANQUILITY .*|TRILOGY 45|AQUARIUS.*|ENVIRO-SAVER SPLIT|GEO-THERMAL SPLIT|CONSERVATOR 2|ADVANTAGE PLUS|SOLAR WATER HEATER UNIT 3)$/i;

export function brandOf(row: Row): { brand: string; productLine: string | null } {
  const raw = (row['Brand Name'] ?? '').trim();
  const partner = (row['ENERGY STAR Partner'] ?? '').trim();
  if (PRODUCT_LINE_NAMES.test(raw) && PARTNER_BRANDS[partner]) return { brand: canonicalBrand(PARTNER_BRANDS[partner]), productLine: raw };
  return { brand: canonicalBrand(raw), productLine: null };
}

function keyName(col: string): string {
  const t = col.trim().replace(/\s+/g, ' ');
  return KEY_NAMES[t] ?? KEY_NAMES[col] ?? t;
}

function baseData(row: Row, skip: Set<string> = new Set()): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [col, value] of Object.entries(row)) {
    const v = (value ?? '').trim().replace(/\s+/g, ' ');
    if (v === '' || IDENTITY_COLUMNS.has(col.trim()) || skip.has(col)) continue;
    data[keyName(col)] = v;
  }
  return data;
}

function fuelWord(fuel: string): string {
  const f = fuel.toLowerCase();
  if (f.includes('oil')) return 'oil';
  if (f.includes('gas') || f.includes('propane')) return 'gas';
  if (f.includes('electric')) return 'electric';
  return f;
}

function seriesOf(row: Row, productLine: string | null, brand: string): string | null {
  const name = (productLine ?? row['Model Name'] ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return null;
  const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  // A brand name ("HEIL", "CARRIER", "TEMPSTAR") is not a series.
  if (brandGroup(name) !== null || KNOWN_BRANDS.includes(canonicalBrand(name))) return null;
  // A "model name" that is itself a model number (no space, digits, 6+ characters) is not a series.
  if (!/\s/.test(name) && /\d/.test(name) && name.length >= 6) return null;
  if (norm(name) === norm(row['Model Number'] ?? '') || norm(name) === norm(brand) || norm(name) === norm(row['Brand Name'] ?? '')) return null;
  return name;
}

type Describe = (row: Row, data: Record<string, string>) => { type: EquipmentType; notes: string } | null;

const furnace: Describe = (row) => {
  const afue = num(row['Efficiency (AFUE)']);
  return { type: 'furnaces', notes: `${afue !== null ? `${fmt(afue, 1)}% AFUE ` : ''}${fuelWord(row['Fuel Type'] ?? '')} furnace`.trim() };
};

const boiler: Describe = (row) => {
  const afue = num(row['Efficiency (AFUE)']);
  return { type: 'boilers', notes: `${afue !== null ? `${fmt(afue, 1)}% AFUE ` : ''}${fuelWord(row['Fuel Type'] ?? '')} boiler`.trim() };
};

const commercialBoiler: Describe = (row) => {
  const input = num(row['Full Load Input Rate (kBtu/hr)']);
  const te = num(row['Thermal Efficiency (%)']);
  const parts = ['commercial boiler'];
  if (input !== null) parts.push(`${fmt(input * 1000, 0)} Btu/h input`);
  if (te !== null) parts.push(`${fmt(te, 1)}% thermal efficiency`);
  return { type: 'boilers', notes: parts.join(', ') };
};

const geothermal: Describe = (row) => {
  const parts = [`geothermal heat pump (${(row['Type'] ?? '').toLowerCase()})`];
  const cop = num(row['COP Rating']);
  const eer = num(row['Energy Efficiency (EER) ']);
  if (cop !== null) parts.push(`COP ${fmt(cop)}`);
  if (eer !== null) parts.push(`${fmt(eer, 1)} EER`);
  if ((row['Refrigerant Type'] ?? '').trim()) parts.push((row['Refrigerant Type'] ?? '').trim());
  return { type: 'geothermal heat pumps', notes: parts.join(', ') };
};

const lightCommercial: Describe = (row) => {
  const t = (row['Type'] ?? '').trim();
  const kbtu = num(row['Cooling Capacity (kBtu/h)']);
  const size = kbtu !== null ? `${nominalTons(kbtu * 1000)} ` : '';
  const eer = num(row['EER Rating (Btu/Wh)']);
  const ieer = num(row['IEER Rating (Btu/Wh)']);
  const eff = [eer !== null ? `${fmt(eer)} EER` : '', ieer !== null ? `${fmt(ieer)} IEER` : ''].filter(Boolean).join(', ');
  const map: Record<string, [EquipmentType, string]> = {
    'Single Package AC': ['packaged units', 'packaged air conditioner (rooftop)'],
    'Single Package HP': ['packaged units', 'packaged heat pump (rooftop)'],
    'Split System AC': ['air conditioners', 'commercial split-system air conditioner'],
    'VRF Multi-Split AC': ['air conditioners', 'VRF multi-split air conditioner'],
    'VRF Multi-Split HP': ['heat pumps', 'VRF multi-split heat pump'],
  };
  const hit = map[t];
  if (!hit) return null;
  return { type: hit[0], notes: [`${size}${hit[1]}`, eff].filter(Boolean).join(', ') };
};

function waterHeaterType(t: string): EquipmentType {
  return /tankless/i.test(t) ? 'tankless water heaters' : 'water heaters';
}

const waterHeater: Describe = (row) => {
  const t = (row['Type'] ?? '').trim();
  const gal = num(row['Storage Volume (gallons)']);
  const uef = num(row['Uniform Energy Factor (UEF)']);
  const btu = num(row['Input Rate (BTU/hr)']);
  const tankless = /tankless/i.test(t);
  const what = /heat pump/i.test(t) ? 'heat pump water heater' : /solar/i.test(t) ? `solar water heater (${t.replace(/^Solar with /i, '').toLowerCase()})` : tankless ? 'gas tankless water heater' : /gas/i.test(t) ? 'gas storage water heater' : `${t.toLowerCase()} water heater`;
  const parts = [`${gal !== null && !tankless && gal > 1 ? `${fmt(gal, 1)} gal ` : ''}${what}`];
  if (uef !== null) parts.push(`${fmt(uef)} UEF`);
  if (btu !== null) parts.push(`${fmt(btu, 0)} Btu/h input`);
  return { type: waterHeaterType(t), notes: parts.join(', ') };
};

const commercialWaterHeater: Describe = (row) => {
  const t = (row['Type'] ?? '').trim();
  const gal = num(row['Storage Volume (gallons)']);
  const te = num(row['Thermal Efficiency (TE)']);
  const kbtu = num(row['Input Rate  - Gas-fired (kBtu/hr)']);
  const tankless = /tankless/i.test(t);
  const parts = [`${gal !== null && !tankless && gal > 1 ? `${fmt(gal, 1)} gal ` : ''}commercial ${t.toLowerCase()} water heater`];
  if (kbtu !== null) parts.push(`${fmt(kbtu * 1000, 0)} Btu/h input`);
  if (te !== null) parts.push(`${fmt(te * (te <= 1 ? 100 : 1), 1)}% thermal efficiency`);
  return { type: waterHeaterType(t), notes: parts.join(', ') };
};

const DESCRIBERS: Record<string, Describe> = {
  'ENERGY_STAR_Certified_Furnaces.csv': furnace,
  'ENERGY_STAR_Certified_Boilers.csv': boiler,
  'ENERGY_STAR_Certified_Commercial_Boilers.csv': commercialBoiler,
  'ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv': geothermal,
  'ENERGY_STAR_Certified_Light_Commercial_HVAC.csv': lightCommercial,
  'ENERGY_STAR_Certified_Water_Heaters.csv': waterHeater,
  'ENERGY_STAR_Certified_Commercial_Water_Heaters.csv': commercialWaterHeater,
};

/**
 * Notes of a geothermal model after its rows were merged: every loop configuration it is rated in
 * and the range of its COP and EER over them ("closed loop water-to-air; open loop water-to-air").
 */
export function geothermalNotes(data: Record<string, string>): string {
  const configs = (data['Configurations'] ?? '').split('; ').filter(Boolean).map((c) => c.toLowerCase());
  const values = (prefix: string) =>
    Object.entries(data)
      .filter(([k]) => k.startsWith(prefix))
      .flatMap(([, v]) => v.split('; ').map(Number))
      .filter((n) => Number.isFinite(n) && n > 0);
  const parts = [`geothermal heat pump${configs.length ? ` (${configs.join('; ')})` : ''}`];
  const cop = values('COP (');
  const eer = values('EER (');
  if (cop.length) parts.push(`COP ${rangeText(cop)}`);
  if (eer.length) parts.push(`${rangeText(eer, 1)} EER`);
  if (data['Refrigerant']) parts.push(data['Refrigerant']);
  return parts.join(', ');
}

export function isEnergyStarFile(file: string): boolean {
  return file in DESCRIBERS;
}

/** Geothermal ratings depend on the loop configuration: key them by it so merged rows keep each. */
function geothermalData(row: Row): Record<string, string> {
  const loop = (row['Type'] ?? '').trim();
  const data = baseData(row, new Set(['COP Rating', 'Energy Efficiency (EER) ', 'Type']));
  data['Configurations'] = loop;
  const cop = (row['COP Rating'] ?? '').trim();
  const eer = (row['Energy Efficiency (EER) '] ?? '').trim();
  if (cop) data[`COP (${loop})`] = cop;
  if (eer) data[`EER (${loop}) (Btu/Wh)`] = eer;
  return data;
}

export function energyStarDraft(file: string, row: Row): ModelDraft | null {
  const describe = DESCRIBERS[file];
  const model = (row['Model Number'] ?? '').trim();
  if (!describe || model === '') return null;
  const { brand, productLine } = brandOf(row);
  if (brand === '') return null;
  const data = file === 'ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv' ? geothermalData(row) : baseData(row);
  const d = describe(row, data);
  if (!d) return null;
  return { model, brand, type: d.type, notes: d.notes, data, series: seriesOf(row, productLine, brand), source: file };
}
