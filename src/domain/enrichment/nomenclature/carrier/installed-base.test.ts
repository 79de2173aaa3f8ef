// Issue 18, Carrier / Bryant / Payne / ICP installed base: model numbers from the cited documents (product data,
// ENERGY STAR / AHRI-matched rows), full and shortened, with the type and capacity those documents state.
import { describe, expect, it } from 'vitest';
import { CARRIER_COIL_RULES } from './coils';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Carrier / Bryant / Payne cased evaporator coils (CNPV / CAP / CSPH)', () => {
  const coil = (model: string, brand = 'Carrier') => firstDecode(CARRIER_COIL_RULES, model, brand);

  // [model as written, nominal kBtu/h from the document or the matched outdoor unit]
  const table: [string, number][] = [
    ['CNPVP3617ALA', 36], // cased N-coil, 3 tons (AHRI match with 24ACC636A003)
    ['CNPVP3617', 36], // cut after the cabinet code
    ['CNPV 3617 AL', 36], // catalog form, spaces
    ['CAPVP4221ALA', 42],
    ['CAPMP-4821-ALA', 48],
    ['CSPHP2412ALA', 24], // CSPHP product data: sizes 024 through 060
    ['CSPHP6012ALA', 60],
    ['CNPVP6024ALA', 60],
  ];
  it.each(table)('%s: evaporator coil, %i kBtu/h', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'Carrier');
    expect(d).toMatchObject({ family: 'carrier', type: 'evaporator coils', fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 } });
  });

  it('reads the shape and keeps the evidence at pattern; Bryant and Payne badges report their brand', () => {
    expect(coil('CNPVP3617ALA')).toMatchObject({ series: 'CNPVP', evidence: 'pattern', description: 'cased N-coil, upflow/downflow, for a 17-1/2 in. furnace casing' });
    expect(coil('CAPVU4221ALA')?.description).toBe('uncased A-coil, upflow/downflow, for a 21 in. furnace casing'); // "CAPVP … CAPVU … Cased and Uncased"
    expect(coil('CSPHP3612ALA', 'Bryant')).toMatchObject({ brand: 'Bryant', description: 'cased slab coil, horizontal, cabinet code 12' });
    expect(coil('CAP4321AL', 'Payne')).toMatchObject({ brand: 'Payne', type: 'evaporator coils' });
  });

  it('a capacity code one off the grid (the larger coil of a size: 37, 43, 61) gives the type only', () => {
    for (const m of ['CAP3717AL', 'CAPVP4321ALA', 'CNPVP6124ALA']) {
      const d = coil(m);
      expect(d?.type).toBe('evaporator coils');
      expect(d?.fields).toEqual({});
    }
  });

  it('no decode off the key: cabinet code, slab/cabinet mismatch, capacity out of range, no brand, another brand', () => {
    expect(coil('CNPVP3618ALA')).toBeNull(); // 18 is no cabinet code
    expect(coil('CSPHP3617ALA')).toBeNull(); // slab coils are the 12 cabinet
    expect(coil('CNPVP3612ALA')).toBeNull(); // A / N coils never are
    expect(coil('CNPVP9917ALA')).toBeNull();
    expect(coil('CAP3617')).toBeNull(); // bare digits without orientation or letters
    expect(decodeModelNumber('CNPVP3617ALA', null)).toBeNull();
    expect(decodeModelNumber('CNPVP3617ALA', 'Goodman')).toBeNull();
  });

  it('fires on none of 20,000 model-shaped nonsense strings', () => {
    let hits = 0;
    for (const m of nonsenseModels(20000, { seed: 1818, digitLed: true })) if (coil(m) !== null) hits++;
    expect(hits).toBe(0);
  });
});

describe('Bryant / Payne split outdoor units of the 1990s–2005 titles', () => {
  // [brand, model as written, type, kBtu/h, SEER class the title prints or undefined]
  const table: [string, string, string, number, number | undefined][] = [
    ['Bryant', '561CJ036-B', 'air conditioners', 36, undefined], // PDS 561C.18.5, sizes 018 thru 060
    ['Bryant', '561AJ024-A', 'air conditioners', 24, undefined],
    ['Bryant', '563C 036', 'air conditioners', 36, 12], // "563C 12 SEER electric air conditioner"
    ['Bryant', '563GJ060', 'air conditioners', 60, 12],
    ['Bryant', '597CNX036000ABAA', 'air conditioners', 36, undefined], // PDS 597C.18.8
    ['Bryant', '697CNX030', 'heat pumps', 30, undefined], // 697C heat pump, 018 thru 060
    ['Bryant', '661C-048', 'heat pumps', 48, 10], // "661C 10 SEER heat pump unit"
    ['Bryant', '650A048', 'heat pumps', 48, 13], // "650A Quantum Plus 13 SEER heat pump with Puron"
    ['Payne', '710AJ018', 'air conditioners', 18, undefined], // PDS 710A.18.3P
    ['Payne', 'PA10JA036-C', 'air conditioners', 36, 10], // SS-PA10-10, sizes 018 through 060
    ['Payne', 'PH10JA018000', 'heat pumps', 18, 10], // SS-PH10-05; the PH10JA018000 user manual
    ['Payne', 'PH12JA030', 'heat pumps', 30, 12], // SS-PH12-11, "SEERs of at least 12.0"
  ];
  it.each(table)('%s %s: %s, %i kBtu/h, SEER %s', (brand, model, type, kbtuh, seer) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ family: 'carrier', brand, type, fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d?.fields.seer).toBe(seer);
  });

  it('the Puron titles (550A, 650A) give R-410A; the others no refrigerant', () => {
    expect(decodeModelNumber('550AJ036', 'Bryant')?.fields).toMatchObject({ seer: 13, refrigerant: 'R-410A' });
    expect(decodeModelNumber('561CJ036', 'Bryant')?.fields.refrigerant).toBeUndefined();
  });

  it('leaves the 13 SEER key to its rule, and decodes no untitled series, no off-range size, no brand', () => {
    expect(decodeModelNumber('PA13NA036', 'Payne')?.rule).toMatch(/letter-first/);
    expect(decodeModelNumber('568CJ036', 'Bryant')).toBeNull(); // no title names a 568C
    expect(decodeModelNumber('561CJ072', 'Bryant')).toBeNull(); // sizes stop at 060
    expect(decodeModelNumber('561CJ037', 'Bryant')).toBeNull();
    expect(decodeModelNumber('PA10JA036', null)).toBeNull();
    expect(decodeModelNumber('561CJ036', 'Goodman')).toBeNull();
  });
});

describe('model numbers cut short after the size (carrier/cut-short.ts)', () => {
  // [brand, the documented model, the same cut as owners write it, fields the cut still carries]
  const table: [string, string, string, Record<string, unknown>][] = [
    ['Heil', 'N4A336AKB', 'N4A336', { cooling_capacity_kbtuh: 36, refrigerant: 'R-410A', seer: 13 }],
    ['Tempstar', 'N4H418AKB', 'N4H4-18', { cooling_capacity_kbtuh: 18, refrigerant: 'R-410A', seer: 14 }],
    ['Comfortmaker', 'N8MPN050B12B1', 'N8MPN050', { heating_input_kbtuh: 50, afue_percent: 80 }],
    ['Heil', 'N9MP1075B12A1', 'N9MP1075', { heating_input_kbtuh: 75, efficiency_tier: '90 %+ condensing, single-stage' }],
    ['Arcoaire', 'N95ESN0601716A', 'N95ESN060', { heating_input_kbtuh: 60, afue_percent: 95 }],
    ['Tempstar', 'GNJ075N12A1', 'GNJ075N12', { heating_input_kbtuh: 75, cooling_airflow_cfm: 1200 }],
    ['Heil', 'GDL050N12A1', 'GDL050', { heating_input_kbtuh: 50 }],
    ['Carrier', '58STA045---08', '58STA045', { heating_input_kbtuh: 44, heating_input_code: '045', afue_percent: 80 }], // S10: 045 = 44,000
    ['Carrier', '58MCA080-F-14116', '58MCA080', { heating_input_kbtuh: 80, efficiency_tier: '90 %+ condensing' }],
    ['Carrier', '59SC5A120S24--20', '59SC5A120', { heating_input_kbtuh: 120, efficiency_tier: '90 %+ condensing' }],
    ['Bryant', '926SA30040V14', '926SA30040', { heating_input_kbtuh: 40, cooling_airflow_cfm: 1000 }],
  ];
  it.each(table)('%s %s written %s', (brand, full, cut, fields) => {
    const whole = decodeModelNumber(full, brand);
    const d = decodeModelNumber(cut, brand);
    expect(d).toMatchObject({ brand, type: whole?.type, fields });
    expect(d?.seriesOnly).toBeUndefined();
    // the cut carries no field the full model does not: every number and code agrees with the full decode
    // (the tier text may be shorter: the cut no longer shows the letters that name the cabinet)
    for (const [k, v] of Object.entries(d?.fields ?? {})) if (k !== 'efficiency_tier') expect((whole?.fields as Record<string, unknown>)[k]).toEqual(v);
  });

  it('needs a brand, a listed input, and a grid capacity', () => {
    expect(decodeModelNumber('N4A336', null)).toBeNull();
    expect(decodeModelNumber('N4A399', 'Heil')).toBeNull();
    expect(decodeModelNumber('N8MPN077', 'Heil')).toBeNull();
    expect(decodeModelNumber('58STA080', 'Carrier')?.fields.heating_input_kbtuh).toBeUndefined(); // 080 is no 58STA code
    expect(decodeModelNumber('58MCA090', 'Carrier')?.fields.heating_input_kbtuh).toBeUndefined(); // condensing inputs are 040 … 140 as printed
    expect(decodeModelNumber('N4A336', 'Goodman')).toBeNull();
  });

  it('fires on none of 20,000 model-shaped nonsense strings with a Carrier-group brand', () => {
    const ids = new Set(['icp.split-outdoor-cut', 'icp.furnace-cut', 'carrier.furnace-cut', 'carrier.coil-cased', 'carrier.bryant-numeric-outdoor-titled', 'carrier.payne-split-10-12-seer', 'carrier.coil-ck', 'carrier.payne-fan-coil']);
    let hits = 0;
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 181818, digitLed: true })) {
      const brand = ['Carrier', 'Bryant', 'Payne', 'Heil', 'Tempstar'][i++ % 5]!;
      const d = decodeModelNumber(m, brand);
      if (d !== null && ids.has(d.rule === undefined ? '' : ruleIdOf(d.rule))) hits++;
    }
    expect(hits).toBe(0);
  });
});

/** The rule id of a decode from its rule text (the new rules' texts are unique). */
function ruleIdOf(rule: string): string {
  if (rule.includes('cut after the capacity')) return 'icp.split-outdoor-cut';
  if (rule.startsWith('§3.3') && rule.includes('cut')) return 'icp.furnace-cut';
  if (rule.includes('G-lettered furnace twins, cut')) return 'icp.furnace-cut';
  if (rule.startsWith('§2.4') && rule.includes('cut')) return 'carrier.furnace-cut';
  if (rule.startsWith('Carrier / Bryant / Payne cased coils')) return 'carrier.coil-cased';
  if (rule.startsWith('Bryant / Payne numeric split outdoor')) return 'carrier.bryant-numeric-outdoor-titled';
  if (rule.startsWith('Payne 10–12 SEER')) return 'carrier.payne-split-10-12-seer';
  if (rule.startsWith('Carrier / Bryant CK5')) return 'carrier.coil-ck';
  if (rule.startsWith('Payne fan coils')) return 'carrier.payne-fan-coil';
  return '';
}

describe('series written alone (carrier/series-entries.ts)', () => {
  // [brand, series as written, type the title names, SEER the title prints]
  const table: [string, string, string, number | undefined][] = [
    ['Bryant', '597C', 'air conditioners', undefined], // PDS 597C.18.8
    ['Bryant', '661C', 'heat pumps', 10], // "661C 10 SEER heat pump unit"
    ['Bryant', '697C-XXX', 'heat pumps', undefined],
    ['Payne', 'PH12', 'heat pumps', 12], // SS-PH12-11
    ['Payne', 'PA10JA', 'air conditioners', 10], // SS-PA10-10
    ['Payne', 'PA13NA', 'air conditioners', 13], // "PA13NA / PA13PA" product data
    ['Bryant', 'BH13NA', 'heat pumps', 13], // "BH13NA single-stage heat pump with Puron"
    ['Carrier', 'CA13NA', 'air conditioners', 13], // "CA13NA Base Series Air Conditioner"
    ['Tempstar', 'NTC5', 'furnaces', undefined], // "NTC5/GNJ" installation instructions
    ['Heil', 'NDP6', 'furnaces', undefined], // "NTP6/TNE, NDP6/TDE"
    ['Comfortmaker', 'GDL', 'furnaces', undefined], // "NDC7/GDL"
    ['Carrier', 'WeatherMaker 8000', 'furnaces', undefined], // "58DLA/DLX WeatherMaker 8000 … Gas Furnace"
    ['Carrier', 'Weathermaker 9200', 'furnaces', undefined], // "Weathermaker 9200" manual, 58MVP / 58MXA / 58MCA
    ['Bryant', 'Plus 90x', 'furnaces', undefined], // "353AAV Plus 90x … Condensing Gas Furnace"
    ['Payne', 'PG8', 'furnaces', undefined], // "PG8MAA/PG8JAA 80% AFUE Gas Furnaces"
  ];
  it.each(table)('%s %s: %s (SEER %s), series only', (brand, model, type, seer) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type, seriesOnly: true });
    expect(d?.fields.seer).toBe(seer);
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('no untitled series, no other brand, no brand', () => {
    expect(decodeModelNumber('596B', 'Bryant')).toBeNull();
    expect(decodeModelNumber('BA10', 'Bryant')).toBeNull(); // the 10-12 SEER letter-first titles are Payne's
    expect(decodeModelNumber('NTX5', 'Heil')).toBeNull();
    expect(decodeModelNumber('GNX', 'Heil')).toBeNull();
    expect(decodeModelNumber('NTC5', 'Goodman')).toBeNull();
    expect(decodeModelNumber('NTC5', null)).toBeNull();
    expect(decodeModelNumber('PA131', 'Payne')).toBeNull(); // a digit after the bare series is no field start here
    expect(decodeModelNumber('WeatherMaker 9300', 'Carrier')).toBeNull(); // no title found
    expect(decodeModelNumber('Plus 80', 'Bryant')).toBeNull();
    expect(decodeModelNumber('PG7', 'Payne')).toBeNull();
    expect(decodeModelNumber('Weathermaker 9200', 'Carrier')?.fields.efficiency_tier).toBe('90 %+ condensing');
    expect(decodeModelNumber('PG8', 'Payne')?.fields.afue_percent).toBe(80);
  });
});

describe('Payne fan coils PF1MN / PF4MN (product-data titles, sizes 018 thru 061)', () => {
  it('reads the size as kBtu/h, 061 and 019 snapping to the grid; PF4 = the R-410A titles', () => {
    expect(decodeModelNumber('PF4MNB036', 'Payne')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_kbtuh: 36, refrigerant: 'R-410A' } });
    expect(decodeModelNumber('PF1MNC018', 'Payne')?.fields).toEqual({ cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 });
    expect(decodeModelNumber('PF4MNA061', 'Payne')?.fields).toMatchObject({ cooling_capacity_kbtuh: 60, off_grid_code: true });
    expect(decodeModelNumber('PF4MNB072', 'Payne')).toBeNull();
    expect(decodeModelNumber('PF4MNB036', null)).toBeNull();
  });
});

describe('Carrier / Bryant CK5 / CK3B furnace coils (titles: "CK5A, CK5B, CK5P Furnace N-Coils, Sizes A018 thru A060", "Cased Horizontal Furnace Coil Model CK3B")', () => {
  it('reads A + size as kBtu/h', () => {
    expect(decodeModelNumber('CK5BXA036', 'Carrier')).toMatchObject({ type: 'evaporator coils', description: 'furnace N-coil', fields: { cooling_capacity_kbtuh: 36 } });
    expect(decodeModelNumber('CK3BXA030', 'Bryant')).toMatchObject({ description: 'cased horizontal furnace coil', fields: { cooling_capacity_kbtuh: 30 } });
    expect(decodeModelNumber('CK5PA060', 'Carrier')?.fields.cooling_capacity_kbtuh).toBe(60);
  });
  it('no size off A018 … A060, no untitled series, no brand', () => {
    expect(decodeModelNumber('CK5BXA072', 'Carrier')).toBeNull();
    expect(decodeModelNumber('CK7BXA036', 'Carrier')).toBeNull();
    expect(decodeModelNumber('CK5BXA036', null)).toBeNull();
  });
});

describe('Grandaire gas furnaces (WFAR installation instructions: sizes 040A030C … 080C060C)', () => {
  it('reads input, casing and the cooling airflow class of the air-delivery table', () => {
    // "040A030C … 2.5 tons", "060B048C … 4.0 tons", "080C060C … 5.0 tons"
    expect(decodeModelNumber('WFAR040A030C', 'Grandaire')).toMatchObject({ family: 'icp', type: 'furnaces', description: 'condensing gas furnace, 14-3/16 in. casing', fields: { heating_input_kbtuh: 40, cooling_airflow_cfm: 1000, efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('WFAR060B048C', 'Grandaire')?.fields).toMatchObject({ heating_input_kbtuh: 60, cooling_airflow_cfm: 1600 });
    expect(decodeModelNumber('WFAR080C060C', 'Grandaire')?.fields).toMatchObject({ heating_input_kbtuh: 80, cooling_airflow_cfm: 2000 });
    expect(decodeModelNumber('WFSX060A036A', 'Grandaire')?.fields).toEqual({ heating_input_kbtuh: 60, cooling_airflow_cfm: 1200 });
  });
  it('no input off the list, no casing letter past D, no brand', () => {
    expect(decodeModelNumber('WFSX065A036A', 'Grandaire')).toBeNull();
    expect(decodeModelNumber('WFSX060E036A', 'Grandaire')).toBeNull();
    expect(decodeModelNumber('WFSX060A036A', null)).toBeNull();
  });
});
