// Issue 18 (older installed base, Goodman / Amana, Rheem group, Nordyne): model numbers printed in the cited
// documents, full and as owners shorten them, with the type / size the document states.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import type { DocumentRow } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';
import { amanaCondensingOlder } from '../goodman/amana-condensing-furnaces';
import { sureComfortFurnace } from '../rheem/sure-comfort-furnaces';

type Row = DocumentRow;

const ROWS: Row[] = [
  // Amana RS6610001 product identification and model list; GUD-X specification sheet (inputs 45,000 … 115,000 Btuh).
  { model: 'GUC045B30A', brand: 'Amana', type: 'furnaces', fields: { heating_input_kbtuh: 45, cooling_airflow_cfm: 1200 }, doc: 'RS6610001' },
  { model: 'GUD045C30A', brand: 'Amana', type: 'furnaces', fields: { heating_input_kbtuh: 45 }, doc: 'RS6610001' },
  { model: 'GUX045X30A', brand: 'Amana', type: 'furnaces', fields: { heating_input_kbtuh: 45 }, doc: 'RS6610001' },
  { model: 'GUD070X40B', brand: 'Amana', type: 'furnaces', fields: { heating_input_kbtuh: 70, cooling_airflow_cfm: 1600 }, doc: 'GUD-X spec sheet' },
  { model: 'GUD115X50B', brand: 'Janitrol', type: 'furnaces', fields: { heating_input_kbtuh: 115, cooling_airflow_cfm: 2000 }, doc: 'GUD-X spec sheet' },
  // Goodman *MEC96 technical manual: the 40,000 Btu/h size with airflow digit 2.
  { model: 'GMEC960402BN', brand: 'Goodman', type: 'furnaces', fields: { heating_input_kbtuh: 40, afue_percent: 96, cooling_airflow_cfm: 800 }, doc: '*MEC96 technical manual' },
  { model: 'AMEC960402BN', brand: 'Amana', type: 'furnaces', fields: { heating_input_kbtuh: 40, afue_percent: 96 }, doc: '*MEC96 technical manual' },
  // Cut off before the revision letters: Goodman SS-GMS8 GMS80703BN, RULES.md §1.1 GSX130361 / GSH130361, York TG9S080B12MP11.
  { model: 'GMS80703', brand: 'Goodman', type: 'furnaces', fields: { heating_input_kbtuh: 70, afue_percent: 80, cooling_airflow_cfm: 1200 }, doc: 'SS-GMS8' },
  { model: 'GSX13036', brand: 'Goodman', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 36, seer: 13 }, doc: 'RULES.md §1.1' },
  { model: 'GSH13036', brand: 'Janitrol', type: 'heat pumps', fields: { cooling_capacity_kbtuh: 36, refrigerant: 'R-22' }, doc: 'RULES.md §1.1' },
  { model: 'TG9S080', brand: 'York', type: 'furnaces', fields: { heating_input_kbtuh: 80 }, doc: 'TG9S installation manual' },
  // Goodman MBVC modular blowers in the certified air-handler rows (1200 / 2000 CFM classes of SS-GMBR).
  { model: 'MBVC1201-1A', brand: 'Goodman', type: 'air handlers', fields: { cooling_airflow_cfm: 1200 }, doc: 'ENERGY STAR list, SS-GMBR' },
  // Goodman RS6200004 "CKL, CLJ, CRT, CLT, TWC, CLQ & HDC split system remote coolers".
  { model: 'CLQ36-1', brand: 'Janitrol', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 36, refrigerant: 'R-22' }, doc: 'RS6200004' },
  // RULES.md §6.1 1990s Rheem / Ruud splits (RAKA-036JAZ), cut off after the size as owners copy them.
  { model: 'RAKA-036', brand: 'Rheem', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 36 }, doc: 'RULES.md §6.1' },
  { model: 'RPKA-048', brand: 'Rheem', type: 'heat pumps', fields: { cooling_capacity_kbtuh: 48 }, doc: 'RULES.md §6.1' },
  { model: 'UAKA-030', brand: 'Ruud', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 30 }, doc: 'RULES.md §6.1' },
  // Rheem coil matched with RA1624AJ1NA (24,000 Btu/h) in an AHRI-style match list.
  { model: 'RCFA-HM2417CC', brand: 'Rheem', type: 'evaporator coils', fields: { cooling_capacity_kbtuh: 24 }, doc: 'AHRI-style match list' },
  // ENERGY STAR certified furnaces list, Sure Comfort rows (type and input printed).
  { model: 'S92TA0401317MSA', brand: 'Sure Comfort', type: 'furnaces', fields: { afue_percent: 92, heating_input_kbtuh: 40 }, doc: 'ENERGY STAR list' },
  { model: 'S98VB115M524USA', brand: 'Sure', type: 'furnaces', fields: { afue_percent: 98, heating_input_kbtuh: 115 }, doc: 'ENERGY STAR list' },
  // Nordyne NS6BD installation guide, indoor-unit restrictor table (size = the matched outdoor unit's).
  { model: 'B6BMM024K-B', brand: 'Nordyne', type: 'air handlers', fields: { cooling_capacity_kbtuh: 24 }, doc: 'NS6BD guide' },
  { model: 'GB5BM-030K-A', brand: 'Frigidaire', type: 'air handlers', fields: { cooling_capacity_kbtuh: 30 }, doc: 'NS6BD guide' },
  { model: 'GB5BMM042K-B', brand: 'Maytag', type: 'air handlers', fields: { cooling_capacity_kbtuh: 42 }, doc: 'NS6BD guide' },
  // Kelvinator KG7SC installation guide (*SD = 95.0 % upflow); the K-badged plate as the ENERGY STAR list prints it.
  { model: 'KGSD 038D-23EB', brand: 'Gibson', type: 'furnaces', fields: { heating_input_kbtuh: 38, afue_percent: 95 }, doc: 'KG7SC guide' },
  // York 515.28-N2Y: E*FH018 thru E*FH060 outdoor split heat pumps (E2FH018 … E1FH060), voltage code 06 = 208/230-1-60.
  { model: 'E2FH036S06', brand: 'York', type: 'heat pumps', fields: { cooling_capacity_kbtuh: 36, voltage_v: 230, phase: 1 }, doc: '515.28-N2Y' },
  { model: 'E1FH060', brand: 'Coleman', type: 'heat pumps', fields: { cooling_capacity_kbtuh: 60 }, doc: '515.28-N2Y' },
  // Sears PartsDirect: York H1DB030S06A central air conditioner.
  { model: 'H1DB030S06A', brand: 'York', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 30 }, doc: 'Sears PartsDirect' },
  // York CM coils with an off-grid size class (ENERGY STAR / AHRI coil rows): type, no capacity.
  { model: 'CM38CE2A1', brand: 'Luxaire', type: 'evaporator coils', fields: {}, doc: 'ENERGY STAR list' },
  // RULES.md §8.2 JS4BD-036KA, copied without the hyphen.
  { model: 'JS4BD036K', brand: 'Nordyne', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 36 }, doc: 'RULES.md §8.2' },
];

describe('issue 18 source-document models (Goodman / Amana, Rheem group, Nordyne)', () => {
  it.each(ROWS)('$model ($brand, $doc)', ({ model, brand, type, fields }) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe(type);
    expect(d?.fields).toMatchObject(fields);
  });
});

describe('the new readings stay within their brands and keys', () => {
  it('Amana three-letter key: only with a family brand, only its inputs and airflow classes', () => {
    expect(amanaCondensingOlder.decode('GUC045B30A', '')).toBeNull();
    expect(decodeModelNumber('GUC045B30A', 'Carrier')).toBeNull();
    expect(amanaCondensingOlder.decode('GUC050B30A', 'Amana')).toBeNull();
    expect(amanaCondensingOlder.decode('GUC045B31A', 'Amana')).toBeNull();
    expect(amanaCondensingOlder.decode('GDX070B30A', 'Amana')).toBeNull();
  });
  it('Sure Comfort furnaces: only with a brand, input on the furnace grid', () => {
    expect(sureComfortFurnace.decode('S92TA0401317MSA', '')).toBeNull();
    expect(sureComfortFurnace.decode('S92TA0431317MSA', 'Sure')).toBeNull();
    expect(decodeModelNumber('S92TA0401317MSA', 'Sure')?.brand).toBe('Sure');
  });
  it('York 1990s outdoor key: only with a York-group brand, only FH / DB identifiers; off-grid coil classes give no capacity', () => {
    expect(decodeModelNumber('E2FH036S06', 'Nordyne')).toBeNull();
    expect(decodeModelNumber('E2FX036S06', 'York')).toBeNull();
    expect(decodeModelNumber('E2FH037S06', 'York')).toBeNull();
    expect(decodeModelNumber('CM38CE2A1', 'York')?.fields).not.toHaveProperty('cooling_capacity_kbtuh');
    expect(decodeModelNumber('CM99D', 'York')).toBeNull();
  });
  it('cut-short forms need the key intact and a brand: RAKA-036Q, JS4BD036, B6BMM025K-B give no size', () => {
    expect(decodeModelNumber('RAKA-036Q', 'Rheem')).toBeNull();
    expect(decodeModelNumber('JS4BD036', 'Nordyne')).toBeNull();
    // Without a brand the cut-off Goodman forms are not read (the full forms stay brandless).
    expect(decodeModelNumber('GMS80703', null)).toBeNull();
    expect(decodeModelNumber('GSX13036', null)).toBeNull();
    expect(decodeModelNumber('GSX130361', null)?.type).toBe('air conditioners');
    expect(decodeModelNumber('TG9S080X', 'York')).toBeNull();
    expect(decodeModelNumber('MBR1201-1A', 'Goodman')).toBeNull();
    expect(decodeModelNumber('B6BMM025K-B', 'Nordyne')?.fields).toEqual({});
  });
  it('no decode by the new rules on 20,000 model-shaped strings with each family brand', () => {
    let fired = 0;
    for (const brand of ['Amana', 'Sure', 'Rheem', 'Nordyne']) {
      for (const s of nonsenseModels(20_000, { seed: 1803, digitLed: true })) {
        if (amanaCondensingOlder.decode(s, brand) !== null || sureComfortFurnace.decode(s, brand) !== null) fired++;
      }
    }
    expect(fired).toBe(0);
  });
});
