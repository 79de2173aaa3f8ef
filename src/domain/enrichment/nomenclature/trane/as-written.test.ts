import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { TRANE_WRITTEN_RULES } from './as-written';

const written = (model: string, brand = 'Trane') => firstDecode(TRANE_WRITTEN_RULES, model, brand);

// Expected values from the documents cited in trane/as-written.ts: Trane product data 22-1795-12, product data 12-1256-03 ("SPLIT SYSTEM HEAT PUMP
// 1 1/2 – 5 ton HERITAGE 15 MODELS 4A6H5018-60E … R-410A"), installer's guide 11-BC08D2-5 ("2A6H1018-060", "2A6H1,
// 2A6H2, 2A6H4, & 2A6H5 Heat Pump Units"), installer's guide 18-BC39D6-4 ("TWX030-048D & TWX060C Heat Pumps").
describe('split outdoor series written as a size range (trane20)', () => {
  it('reads the type, refrigerant and SEER class of the series, never a size', () => {
    const heritage = written('4A6H5018-60E', 'American Standard');
    expect(heritage).toMatchObject({ family: 'trane', brand: 'American Standard', type: 'heat pumps', series: '4A6H5', fields: { refrigerant: 'R-410A', seer: 15 } });
    expect(heritage?.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(written('2A6H1018-060', 'American Standard')).toMatchObject({ type: 'heat pumps', series: '2A6H1', fields: { refrigerant: 'R-22' } });
    expect(written('TWX030-048D')).toMatchObject({ type: 'heat pumps', series: 'TWX', fields: {} });
    // Trane product data 22-1795-12: "Split System Heat Pump XR 13 4TWR3018-060 … R-410A".
    expect(written('4TWR3018-060')).toMatchObject({ type: 'heat pumps', series: '4TWR3', fields: { refrigerant: 'R-410A', seer: 13 } });
  });

  it('the design letter and the rest may follow the range; the full decoder reads it with a brand only', () => {
    expect(decodeModelNumber('2A6H1018-060A1000A', 'American Standard')).toMatchObject({ type: 'heat pumps', series: '2A6H1' });
    expect(decodeModelNumber('2A6H1018-060A1000A', null)).toBeNull();
  });

  it('a range must run up between the built sizes (018 … 060)', () => {
    expect(written('2A6H1060-018', 'American Standard')).toBeNull();
    expect(written('2A6H1018-072', 'American Standard')).toBeNull();
    expect(written('TWX030-030D')).toBeNull();
    expect(written('2A6H1018060', 'American Standard')).toBeNull();
  });
});

// Expected values: installer's guide 18-CD19D4-26 lists "*UE1B080A9481A", "*DE1B060A9361A" ("*May be A or T",
// upflow/horizontal and downflow/horizontal gas-fired furnaces); Service Facts X341119P10 lists *UY080R9V3W (upflow,
// 80,000 Btu/h second-stage input) and *DY120R9V5W; installer's guide 18-CD19D5-10 is titled "*DC040C924".
describe('Trane / American Standard furnaces written without the A / T brand letter (trane20)', () => {
  it('reads flow and input from the 2000s and 1990s keys', () => {
    expect(written('UE1B080A9481A')).toMatchObject({ type: 'furnaces', series: '*UE1', fields: { heating_input_kbtuh: 80 } });
    expect(written('DE1B060A9361A', 'American Standard')).toMatchObject({ type: 'furnaces', description: expect.stringContaining('downflow'), fields: { heating_input_kbtuh: 60 } });
    expect(written('UY080R9V3W')).toMatchObject({ type: 'furnaces', description: expect.stringContaining('upflow'), fields: { heating_input_kbtuh: 80 } });
    expect(written('DY120R9V5W')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 120 } });
    expect(written('DC040C924')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 40 } });
  });

  it('needs a Trane-family brand and an input of the lists', () => {
    expect(written('UE1B080A9481A', '')).toBeNull();
    expect(decodeModelNumber('UE1B080A9481A', 'Goodman')).toBeNull();
    expect(written('UE1B085A9481A')).toBeNull();
  });
});

// Expected values: installer's guide titles "4TCY4024 through 4TCY4060" and "Single Packaged Heat Pump 16 SEER, Two Stage,
// Convertible 3, 4, & 5 Ton, R-410A … 4WCZ6036A through 4WCZ6060A" (18-BB35-D1-12).
describe('packaged residential cut after the size (trane.packaged)', () => {
  const packaged = (model: string, brand = 'Trane') => decodeModelNumber(model, brand === '' ? null : brand);
  it('reads the size, refrigerant and SEER class', () => {
    expect(packaged('4TCY4024')).toMatchObject({ type: 'packaged units', series: '4TCY4', fields: { cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 } });
    expect(packaged('4WCZ6036')).toMatchObject({ type: 'packaged units', description: 'packaged heat pump', fields: { cooling_capacity_tons: 3, refrigerant: 'R-410A', seer: 16 } });
  });

  it('only with a brand and on the 1½–5 ton sizes', () => {
    expect(packaged('4TCY4024', '')).toBeNull();
    expect(packaged('4TCY4072')).toBeNull();
  });
});

describe('trane/trane.ts additions of trane20', () => {
  it('the TE air handler with the plate\'s two-letter service suffix (Trane convertible air handler key)', () => {
    expect(decodeModelNumber('4TEE3F31B1000AA', 'Trane')).toMatchObject({ type: 'air handlers', series: '4TEE' });
  });

  it('the *UC / *DC furnaces are condensing (Trane UC Series installer\'s guide title)', () => {
    expect(decodeModelNumber('TUC080R945A', 'Trane')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 80, efficiency_tier: '90 %+ condensing' } });
  });
});

// Expected values: TAM7 product data 22-1847-03 (TAM7A0C36H31SB, variable-speed air handlers 2–5 t; 36 = 3 tons) and the
// coil list "Cased Aluminum Convertible Coils 4TXCB003CC3HC**" with the 4TXC specifications (4 = R-410A).
describe('modular air handlers and coils cut short (trane20)', () => {
  it('TAM / TEM cut after the size or the motor letter read as air handlers with the size', () => {
    expect(written('TAM7A0C36')).toMatchObject({ type: 'air handlers', series: 'TAM7A', fields: { cooling_capacity_tons: 3 } });
    expect(written('TAM7A0C36H3')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_kbtuh: 36 } });
    expect(written('TAM7A0C36', '')).toBeNull();
  });

  it('a 4TXC coil cut within its options reads as an R-410A evaporator coil', () => {
    expect(written('4TXCB003C')).toMatchObject({ type: 'evaporator coils', series: '4TXCB', fields: { refrigerant: 'R-410A' } });
    expect(written('4TXCB003')).toMatchObject({ type: 'evaporator coils' });
    expect(written('4TXCB003', '')).toBeNull();
  });
});
