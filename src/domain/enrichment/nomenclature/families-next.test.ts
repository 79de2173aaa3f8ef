// Lines widened for issue 18's second holdout: expected values from the manufacturers' documents the
// rules cite (Thermo Products oil furnace manuals, LG Multi V manuals, Daikin / Payne / York / Nordyne
// series titles), and the nonsense guard for the brands they answer to.
import { describe, expect, it } from 'vitest';
import { nonsenseModels } from './kit/nonsense-models';
import { decodeModelNumber } from './index';

describe('Thermo Pride oil furnaces (Thermo Products manuals)', () => {
  it('reads the printed key: OH6FA072D48B = oil, highboy, front, single-stage; OD6RX072DV5R = downflow, rear, two-stage', () => {
    expect(decodeModelNumber('OH6FA072D48B', 'Thermo Pride')).toMatchObject({ type: 'furnaces', series: 'OH6FA', evidence: 'src', fields: { fuel: 'oil', efficiency_tier: 'highboy, single-stage' } });
    expect(decodeModelNumber('OD6RX072DV5R', 'Thermo Products')).toMatchObject({ type: 'furnaces', brand: 'Thermo Pride', series: 'OD6RX', fields: { fuel: 'oil', efficiency_tier: 'downflow (counterflow), two-stage' } });
    expect(decodeModelNumber('OH8FA119DV5R', 'Thermo Pride')?.description).toBe('oil furnace (highboy, front flue)');
  });
  it('the lowboy letter L of MO-100G in the same key (the catalog lists OL6FA072DV5B): pattern, not the printed key', () => {
    expect(decodeModelNumber('OL6FA072DV5B', 'Thermo Pride')).toMatchObject({ series: 'OL6FA', evidence: 'pattern', fields: { efficiency_tier: 'lowboy, single-stage' } });
  });
  it('reports no heating capacity: the key calls the 3-digit field the capacity with the factory nozzle, not input or output', () => {
    expect(decodeModelNumber('OH6FA072D48B', 'Thermo Pride')?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('reads the abbreviated model numbers of manual MO-100G by type of unit (lowboy, highboy, counterflow, horizontal)', () => {
    expect(decodeModelNumber('OL16-125', 'Thermo Pride')).toMatchObject({ type: 'furnaces', series: 'OL16', fields: { fuel: 'oil', efficiency_tier: 'lowboy' } });
    expect(decodeModelNumber('OT11-105', 'Thermo Pride')?.fields.efficiency_tier).toBe('horizontal');
    expect(decodeModelNumber('OC5-85', 'Thermo Pride')?.fields.efficiency_tier).toBe('counterflow');
  });
  it('decodes nothing without the brand, with another brand, or off the key', () => {
    expect(decodeModelNumber('OH6FA072D48B', null)).toBeNull();
    expect(decodeModelNumber('OH6FA072D48B', 'Goodman')).toBeNull();
    expect(decodeModelNumber('OH6FB072D48B', 'Thermo Pride')).toBeNull(); // stage letter is A or X
    expect(decodeModelNumber('OZ6FA072D48B', 'Thermo Pride')).toBeNull();
  });
});

describe('LG Multi V VRF (LG installation and engineering manuals)', () => {
  it('indoor ARNU: the capacity class in kBtu/h; NJ / NK chassis are the vertical air handlers', () => {
    expect(decodeModelNumber('ARNU123NJA4', 'LG')).toMatchObject({ type: 'air handlers', series: 'ARNU-NJA', fields: { cooling_capacity_kbtuh: 12, cooling_capacity_tons: 1 } });
    expect(decodeModelNumber('ARNU543NKA4', 'LG')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_kbtuh: 54, cooling_capacity_tons: 4.5 } });
    expect(decodeModelNumber('ARNU073SJR4', 'LG')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 7 } });
    // High-static ducted up to 95,900 Btu/h: class 96.
    expect(decodeModelNumber('ARNU963B8A4', 'LG')?.fields.cooling_capacity_kbtuh).toBe(96);
  });
  it('outdoor ARUN (heat pump) / ARUB (heat recovery): 072 = 6 tons … 432 = 36 tons, as the Multi V IV manual titles them', () => {
    expect(decodeModelNumber('ARUN072BTE4', 'LG')).toMatchObject({ type: 'mini-splits', description: 'Multi V VRF heat pump outdoor unit', fields: { cooling_capacity_tons: 6 } });
    expect(decodeModelNumber('ARUB432DTE4', 'LG')).toMatchObject({ description: 'Multi V VRF heat recovery outdoor unit', fields: { cooling_capacity_tons: 36 } });
  });
  it('decodes no class off the list, and nothing without the LG brand', () => {
    expect(decodeModelNumber('ARNU103SJR4', 'LG')).toBeNull();
    expect(decodeModelNumber('ARNU123NJA4', null)).toBeNull();
    expect(decodeModelNumber('ARUN072BTE4', 'Samsung')).toBeNull();
  });
});

describe('series written without their size (series-only fallback, wider lines)', () => {
  it('Daikin furnace titles: DM80SS = 80 % AFUE, DM96HS = 96 %; SEER2-era splits: DX6VSS air conditioner, DH7VSA heat pump', () => {
    expect(decodeModelNumber('DM80SS', 'Daikin')).toMatchObject({ type: 'furnaces', seriesOnly: true, fields: { afue_percent: 80 } });
    expect(decodeModelNumber('DM96HS', 'Daikin')?.fields.afue_percent).toBe(96);
    expect(decodeModelNumber('DX6VSS', 'Daikin')).toMatchObject({ type: 'air conditioners', seriesOnly: true });
    expect(decodeModelNumber('DH7VSA', 'Daikin')).toMatchObject({ type: 'heat pumps', seriesOnly: true });
  });
  it('Payne PG + AFUE + letters (PG80ESAA = 80 %), York TM9V = 96 % two-stage variable-speed, Nordyne M1MB and E3EB', () => {
    expect(decodeModelNumber('PG80ESAA', 'Payne')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('TM9V', 'York')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96, efficiency_tier: 'two-stage, variable-speed blower' } });
    expect(decodeModelNumber('M1MB', 'Intertherm')).toMatchObject({ type: 'furnaces', series: 'M1MB', seriesOnly: true });
    expect(decodeModelNumber('E3EB', 'Nordyne')).toMatchObject({ type: 'furnaces', fields: { fuel: 'electric' }, seriesOnly: true });
    // Bryant numeric furnaces written without airflow class and input (the full rule reads 310AAV036070, 355MAV042080).
    expect(decodeModelNumber('355MAV', 'Bryant')).toMatchObject({ type: 'furnaces', series: '355MAV', seriesOnly: true });
    expect(decodeModelNumber('310AAV0', 'Bryant')?.seriesOnly).toBe(true);
  });
  it('never gives a capacity, and a complete next field is the full rule’s', () => {
    expect(decodeModelNumber('DM80SS', 'Daikin')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('M1MB-056', 'Intertherm')).toMatchObject({ fields: { heating_input_kbtuh: 56 } });
    expect(decodeModelNumber('M1MB-056', 'Intertherm')?.seriesOnly).toBeUndefined();
    expect(decodeModelNumber('TM9V999', 'York')).toBeNull();
  });
});

describe('Goodman earlier / commercial packaged units and A. O. Smith commercial gas tanks', () => {
  it('PGB spec sheets: 7½, 10 and 15 ton = codes 090, 120, 180; the third letter names the kind', () => {
    expect(decodeModelNumber('PGB090', 'Goodman')).toMatchObject({ type: 'packaged units', description: 'packaged gas/electric unit', fields: { cooling_capacity_tons: 7.5 } });
    expect(decodeModelNumber('PGB180', 'Goodman')?.fields.cooling_capacity_tons).toBe(15);
    expect(decodeModelNumber('DCH060', 'Daikin')).toMatchObject({ description: 'packaged heat pump', fields: { cooling_capacity_tons: 5 } });
    expect(decodeModelNumber('PGB091', 'Goodman')).toBeNull(); // off the nominal grid
    expect(decodeModelNumber('PGB090', null)).toBeNull();
  });
  it('BT / BTN / BTI / BTF: water heaters with no input (BTN-100 is rated below 100,000 Btu/h); BTH keeps its input', () => {
    expect(decodeModelNumber('BTN-80', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: {} });
    expect(decodeModelNumber('BTF-75', 'A. O. Smith')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('BTH-150', 'A. O. Smith')?.fields.heating_input_kbtuh).toBe(150);
  });
});

describe('Rinnai condensing boilers with the gas letter', () => {
  it('I060C as listed, and with N / P (natural gas / propane) as every Rinnai model prints it', () => {
    expect(decodeModelNumber('I060C', 'Rinnai')).toMatchObject({ type: 'boilers', fields: {} });
    expect(decodeModelNumber('I120SN', 'Rinnai')).toMatchObject({ type: 'boilers', fields: { fuel: 'natural gas' } });
    expect(decodeModelNumber('M160SP', 'Rinnai')?.fields.fuel).toBe('propane');
    expect(decodeModelNumber('I120SX', 'Rinnai')).toBeNull();
  });
});

describe("earlier York furnaces by the series of the user's manuals", () => {
  it('P*UR / P*XU / P*DU (the * a brand character) and G8C / G9T …: furnaces, type only', () => {
    expect(decodeModelNumber('P3URD12N07601', 'York')).toMatchObject({ type: 'furnaces', series: 'P*UR', fields: { efficiency_tier: 'upflow' } });
    expect(decodeModelNumber('P4XU', 'Luxaire')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'two-stage upflow' } });
    expect(decodeModelNumber('G9T-UP', 'York')).toMatchObject({ type: 'furnaces', series: 'G9T', fields: {} });
    expect(decodeModelNumber('P3URD12N07601', 'Goodman')).toBeNull();
    expect(decodeModelNumber('P3ZZD12N07601', 'York')).toBeNull();
  });
});

describe('model-number-shaped nonsense, brands of the widened lines', () => {
  const nonsense = (count: number) => nonsenseModels(count, { seed: 24680, digitLed: true });
  it.each(['LG', 'Thermo Pride', 'Payne', 'York', 'Intertherm', 'Daikin', 'Goodman', 'A. O. Smith', 'Rinnai', 'Bryant'])('no decode among 20,000 strings with brand %s', (brand) => {
    const hits: string[] = [];
    for (const raw of nonsense(20000)) if (decodeModelNumber(raw, brand) !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});
