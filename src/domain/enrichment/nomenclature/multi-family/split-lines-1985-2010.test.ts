// Issue 18 (id18g): the 1985–2010 split-system lines of the six largest maker groups, model numbers as the makers'
// documents print them and as owners cut them short, with the type / size the document states (never data/eval).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import type { DocumentRow } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';

type Row = DocumentRow;

const ROWS: Row[] = [
  // York product-category key (515.28-N2Y nomenclature; titles H*DE018 thru H*DE060 "1.5 to 5 tons", H*RC018 thru
  // H*RC060 "18 thru 60 MBH", H*DB076 "6-1/3 tons", H4CE090 / H2CE120 "7-1/2 & 10 nominal tons", H3CE150 / H4CE180,
  // E2FB090 / E1FB120 split-system heat pumps "7-1/2 & 10 nominal tons").
  { model: 'H1DE018', brand: 'York', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 }, doc: 'H*DE018 thru H*DE060' },
  { model: 'H2DE060S06', brand: 'Luxaire', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 60, voltage_v: 230, phase: 1 }, doc: 'H*DE title, 515.28-N2Y voltage code 06' },
  { model: 'H1RC048', brand: 'Coleman', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 48 }, doc: 'H*RC018 thru H*RC060' },
  { model: 'H1DB076', brand: 'York', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 76 }, doc: 'H*DB076 6-1/3 tons' },
  { model: 'H4CE090', brand: 'York', type: 'air conditioners', fields: { cooling_capacity_tons: 7.5 }, doc: 'H4CE090 & H2CE120' },
  { model: 'H2CE120', brand: 'York', type: 'air conditioners', fields: { cooling_capacity_tons: 10 }, doc: 'H4CE090 & H2CE120' },
  { model: 'H3CE150A25', brand: 'York', type: 'air conditioners', fields: { cooling_capacity_tons: 12.5 }, doc: 'H3CE150, H4CE180 technical guide' },
  { model: 'E2FB090', brand: 'York', type: 'heat pumps', fields: { cooling_capacity_tons: 7.5 }, doc: '515.41-TG1Y' },
  { model: 'E1FB120', brand: 'York', type: 'heat pumps', fields: { cooling_capacity_tons: 10 }, doc: '515.41-TG1Y' },
  // Trane TWE-SVX03B-EN "Split System Cooling or Heat Pump Air Handler … Model TWE": cut short after the size it stays an
  // air handler (the pre-2000s TW + letter outdoor key no longer reads it as a heat pump).
  { model: 'TWE060', brand: 'Trane', type: 'air handlers', fields: { cooling_capacity_kbtuh: 60 }, doc: 'TWE-SVX03B-EN' },
  { model: 'TWE036', brand: 'American Standard', type: 'air handlers', fields: { cooling_capacity_kbtuh: 36 }, doc: 'TWE-SVX03B-EN, RULES.md §4.4' },
  // Trane XR95 product data 22-1836-07 (TUH1B040A9241A …) with the two revision letters of later builds, and the
  // 2000s key cut after the input.
  { model: 'TUH1B080A9421AA', brand: 'Trane', type: 'furnaces', fields: { heating_input_kbtuh: 80 }, doc: '22-1836-07' },
  { model: 'TUH1B060', brand: 'Trane', type: 'furnaces', fields: { heating_input_kbtuh: 60 }, doc: '22-1836-07' },
  { model: 'TUD1B080', brand: 'Trane', type: 'furnaces', fields: { heating_input_kbtuh: 80, afue_percent: 80 }, doc: 'XT80 22-1779' },
  // Lennox CH23 Series Coils installation instructions 503,486M (CH23-21 … CH23-68), §5.4 gross codes 21 = 1½ t … 65 = 5 t;
  // B24 / C22 / C24 coils engineering data; CBX32M beside CBX32MV (CB29M: M = multi-position in the §5.4 key).
  { model: 'CH23-21', brand: 'Lennox', type: 'evaporator coils', fields: { cooling_capacity_tons: 1.5 }, doc: '503,486M' },
  { model: 'CH23-65', brand: 'Lennox', type: 'evaporator coils', fields: { cooling_capacity_tons: 5 }, doc: '503,486M' },
  { model: 'CH23-68', brand: 'Lennox', type: 'evaporator coils', fields: {}, doc: '503,486M (68 off the gross table: type only)' },
  { model: 'C22-41-1F', brand: 'Lennox', type: 'evaporator coils', fields: { cooling_capacity_tons: 3 }, doc: 'C22 bulletin, §5.4' },
  { model: 'CBX32M-036', brand: 'Lennox', type: 'air handlers', fields: { cooling_capacity_kbtuh: 36 }, doc: 'CBX32M / CBX32MV product specifications' },
  // Bryant 593C product data: "Electric air conditioner Model 593C … Standard SEER ratings of 10.0 … Sizes 018 thru 060".
  { model: '593CNX036', brand: 'Bryant', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 36, seer: 10 }, doc: '593C product data' },
  { model: '593CJ024-B', brand: 'Bryant', type: 'air conditioners', fields: { cooling_capacity_kbtuh: 24 }, doc: '593C product data' },
  // York installation instruction 035-14370-000: "downflow/horizontal models: P*DH / FG9-DH / G9T-DH 40 - 120 MBH input".
  { model: 'P3DHD16N07501', brand: 'York', type: 'furnaces', fields: { efficiency_tier: 'downflow/horizontal, 90 %+ condensing' }, doc: '035-14370-000, P*DH technical guide' },
  { model: 'P4DH', brand: 'Coleman', type: 'furnaces', fields: { efficiency_tier: 'downflow/horizontal, 90 %+ condensing' }, doc: '035-14370-000, P*DH technical guide' },
  // York / Coleman "Single piece air handlers, models F6FP018** - 060**" (UIM-B-0409), "Models: F*FP" (292043-UIM-B-0707).
  { model: 'F6FP018', brand: 'York', type: 'air handlers', fields: { cooling_capacity_kbtuh: 18 }, doc: 'UIM-B-0409' },
  { model: 'F6FP060', brand: 'Coleman', type: 'air handlers', fields: { cooling_capacity_kbtuh: 60 }, doc: 'UIM-B-0409' },
  // Lennox G61MPV bulletin 210506 key (G61MPV-36B-070) cut before the input code; G40UH-36A-070 the sibling layout.
  { model: 'G61MPV-36B', brand: 'Lennox', type: 'furnaces', fields: { efficiency_tier: 'multi-position, variable-speed blower' }, doc: 'bulletin 210506' },
  { model: 'G40UH-36A', brand: 'Lennox', type: 'furnaces', fields: { efficiency_tier: 'upflow/horizontal' }, doc: 'bulletin 210506 layout' },
  // Bryant 3xx key (310AAV036070, 355MAV042080) cut after the cooling airflow class: 042 = 3½ t × 400 CFM.
  { model: '355MAV042', brand: 'Bryant', type: 'furnaces', fields: { cooling_airflow_cfm: 1400 }, doc: '355MAV product data key' },
  { model: '310AAV036', brand: 'Bryant', type: 'furnaces', fields: { cooling_airflow_cfm: 1200 }, doc: '310AAV key' },
  // York-group title "P1DD and G8D 2-stage downflow - natural gas".
  { model: 'P1DDD12N05001', brand: 'York', type: 'furnaces', fields: { efficiency_tier: 'two-stage downflow' }, doc: 'P1DD / G8D title' },
];

describe('1985–2010 split-system lines (id18g): source-document model numbers', () => {
  it.each(ROWS.map((r) => [r.model, r.brand, r.type, r.doc, r]))('%s (%s) → %s [%s]', (_m, _b, _t, _d, row) => {
    const r = row as Row;
    const d = decodeModelNumber(r.model, r.brand);
    expect(d, `${r.model} should decode`).not.toBeNull();
    expect(d!.type).toBe(r.type);
    expect(d!.fields).toMatchObject(r.fields);
  });
});

describe('York product-category key: guards', () => {
  it('needs a York-group brand and a printed capacity', () => {
    expect(decodeModelNumber('H1DE036', '')).toBeNull();
    expect(decodeModelNumber('H1DE036', 'Goodman')).toBeNull();
    expect(decodeModelNumber('H1DE037', 'York')).toBeNull();
    expect(decodeModelNumber('H1DE100', 'York')).toBeNull();
    expect(decodeModelNumber('E1EB036', 'York')).toBeNull(); // E + E… is not the heat-pump identifier
    expect(decodeModelNumber('H6DE036', 'York')).toBeNull();
    expect(decodeModelNumber('F6FP036', '')).toBeNull();
    expect(decodeModelNumber('F6FP040', 'York')).toBeNull(); // off the size list
    expect(decodeModelNumber('F6FP036', 'Trane')).toBeNull();
  });

  it('no York outdoor decode among 20,000 model-shaped strings', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18701, digitLed: true })) {
      const d = decodeModelNumber(raw, 'York');
      if (d !== null && (d.rule.startsWith('York 1990s outdoor') || d.rule.startsWith('York-group single-piece'))) hits.push(raw);
    }
    expect(hits).toEqual([]);
  });
});

describe('Carrier / Bryant fan coils cut before the size (series only)', () => {
  it.each([
    ['FB4CNF', 'Carrier', 'FB4C'], // FA4B / FB4B / FC4C product data (sizes 018 thru 070)
    ['FK4CNB', 'Bryant', 'FK4C'], // FV4 / FK4 variable-speed fan coils (size classes 001–006)
    ['FV4BNF', 'Carrier', 'FV4B'],
    ['FC4C', 'Carrier', 'FC4C'],
  ])('%s (%s) → air handler, series %s, no capacity', (model, brand, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'air handlers', series, seriesOnly: true, fields: {} });
  });

  it('needs a Carrier-family brand; a complete size is the full rule\'s', () => {
    expect(decodeModelNumber('FB4CNF', '')).toBeNull();
    expect(decodeModelNumber('FB4CNF', 'Lennox')).toBeNull();
    expect(decodeModelNumber('FB4CNF036', 'Carrier')?.seriesOnly).toBeFalsy();
    expect(decodeModelNumber('FQ4CNF', 'Carrier')).toBeNull();
  });
});

describe('Lennox 20-series coils, Lennox G-series and Bryant furnace keys cut short: guards', () => {
  it('need the brand and a code of the key', () => {
    expect(decodeModelNumber('CH23-41', '')).toBeNull();
    expect(decodeModelNumber('CH23-41', 'Carrier')).toBeNull();
    expect(decodeModelNumber('CH23-40', 'Lennox')).toBeNull();
    expect(decodeModelNumber('CH43-41', 'Lennox')).toBeNull();
    expect(decodeModelNumber('G61MPV-36B', '')).toBeNull(); // the G-series key cut short needs the brand
    expect(decodeModelNumber('G99UH-36A', 'Lennox')).toBeNull();
    expect(decodeModelNumber('355MAV042', '')).toBeNull(); // the Bryant furnace key cut short needs the brand
    expect(decodeModelNumber('355MAV045', 'Bryant')).toBeNull(); // 045 is an input code, not an airflow class
  });
});

describe('Trane TW + E/G/H/N is an air handler, whatever is cut off', () => {
  it('TWE / TWG short forms are air handlers, never heat pumps; the outdoor TW letters stay heat pumps', () => {
    expect(decodeModelNumber('TWG048', 'Trane')?.type).toBe('air handlers');
    expect(decodeModelNumber('TWE036', '')).toBeNull();
    expect(decodeModelNumber('TWR036', 'Trane')?.type).toBe('heat pumps');
    expect(decodeModelNumber('TWX036C100A1', 'Trane')?.type).toBe('heat pumps');
  });

  it('the cut-short 2000s furnace key needs the brand and a listed input', () => {
    expect(decodeModelNumber('TUH1B080', '')).toBeNull();
    expect(decodeModelNumber('TUH1B075', 'Trane')).toBeNull();
  });
});
