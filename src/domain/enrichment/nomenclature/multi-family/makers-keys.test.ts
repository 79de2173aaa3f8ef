// Expected values: the makers' documents each rule cites — Trane product data 22-1644-1A-EN and IOM S8XB-SVX001
// (S8X1/S8X2/S8B1 model lists, sizes 026–120), the Utica MGB spec sheet and IOM (nine sizes, inputs 50–300 MBH,
// AFUE 84.1 %), the Nordyne M3RL installation instructions (90+ downflow condensing furnace) and the Bradford White
// service manual 238-48385-00A (D4403S*F(BN,SX), D4504S*F(BN,SX), residential gas tanks).
import { describe, expect, it } from 'vitest';
import { BRADFORD_WHITE_RULES } from '../water-heaters/bradford-white';
import { ECR_RULES } from '../boilers/ecr';
import { decodeModelNumber } from '../index';
import { NORDYNE_RULES } from '../nordyne/nordyne';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { TRANE_RULES } from '../trane/trane';

describe('Trane S8 multipoise furnaces (22-1644-1A-EN, S8XB-SVX001)', () => {
  it('S8X1B040M2PSAA = 80 % furnace, 40 kBtu/h input, single-stage, 2 t cooling airflow', () => {
    const d = mustDecode(TRANE_RULES, 'S8X1B040M2PSAA', 'Trane');
    expect(d).toMatchObject({ type: 'furnaces', series: 'S8X1' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 40, afue_percent: 80, cooling_airflow_cfm: 800 });
    expect(d.fields.efficiency_tier).toContain('single-stage');
  });

  it('the printed line-up decodes: 026 and 120 sizes, the two-stage S8X2 and the S8B1 builds', () => {
    expect(mustDecode(TRANE_RULES, 'S8X1A026M2PSAA').fields.heating_input_kbtuh).toBe(26);
    expect(mustDecode(TRANE_RULES, 'S8X1D120M5PSAA').fields.heating_input_kbtuh).toBe(120);
    expect(mustDecode(TRANE_RULES, 'S8X2C100M5PSAA').fields.efficiency_tier).toContain('two-stage');
    expect(mustDecode(TRANE_RULES, 'S8B1A040M3PSC', 'American Standard')).toMatchObject({ brand: 'American Standard', series: 'S8B1' });
    expect(decodeModelNumber('S8B1B080M4PSBA', 'Trane')?.type).toBe('furnaces');
  });

  it('M only on the 80 % non-variable line and its printed sizes', () => {
    expect(decodeWith(TRANE_RULES, 'S9V2B040M3VSAB', 'Trane')).toBeNull();
    expect(decodeWith(TRANE_RULES, 'S8X1B050M2PSAA', 'Trane')).toBeNull();
    expect(decodeWith(TRANE_RULES, 'S8X1B140M5PSAA', 'Trane')).toBeNull();
  });
});

describe('Utica MGB cast-iron gas boilers (spec sheet 240005816, IOM 37611601)', () => {
  it('MGB50 and MGB300 = the range ends the spec sheet prints, 50 and 300 MBH input, AFUE 84.1 %', () => {
    expect(mustDecode(ECR_RULES, 'MGB50', 'Utica').fields).toMatchObject({ heating_input_kbtuh: 50, afue_percent: 84.1 });
    expect(mustDecode(ECR_RULES, 'MGB300', 'Utica').fields.heating_input_kbtuh).toBe(300);
  });

  it('MGB-125J = boiler, 125 MBH; sizes off the nine-model list and other brands do not decode', () => {
    expect(mustDecode(ECR_RULES, 'MGB-125J', 'Utica')).toMatchObject({ type: 'boilers', series: 'MGB' });
    expect(decodeWith(ECR_RULES, 'MGB90', 'Utica')).toBeNull();
    expect(decodeWith(ECR_RULES, 'MGB100', 'Goodman')).toBeNull();
    expect(decodeWith(ECR_RULES, 'MGB100')).toBeNull();
  });
});

describe('Nordyne M3RL (installation instructions L0523341)', () => {
  it('M3RL-072A-BW = manufactured-home condensing furnace, no input read', () => {
    const d = mustDecode(NORDYNE_RULES, 'M3RL-072A-BW', 'Intertherm');
    expect(d).toMatchObject({ type: 'furnaces', series: 'M3RL' });
    expect(d.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('M2RC (90+ upflow) and M2RL (90+ downflow), installation instructions 708120B, are the same kind, no input read', () => {
    expect(mustDecode(NORDYNE_RULES, 'M2RC-072A-BW', 'Nordyne')).toMatchObject({ type: 'furnaces', series: 'M2RC', fields: { efficiency_tier: 'condensing upflow (90+)' } });
    expect(mustDecode(NORDYNE_RULES, 'M2RL-090A-BW', 'Intertherm').fields).toEqual({ efficiency_tier: 'condensing downflow (90+)' });
    expect(decodeWith(NORDYNE_RULES, 'M2RX-072A-BW', 'Nordyne')).toBeNull();
  });
});

describe('Bradford White older residential print (service manual 238-48385-00A)', () => {
  it('D4403S6FBN = gas tank water heater, 40 gal, natural gas; D4504S6FCX = 50 gal, propane', () => {
    expect(mustDecode(BRADFORD_WHITE_RULES, 'D4403S6FBN', 'Bradford White')).toMatchObject({ type: 'water heaters', evidence: 'pattern' });
    expect(mustDecode(BRADFORD_WHITE_RULES, 'D4403S6FBN', 'Bradford White').fields).toMatchObject({ tank_capacity_gallons: 40, fuel: 'natural gas' });
    expect(mustDecode(BRADFORD_WHITE_RULES, 'D4504S6FCX', 'Bradford White').fields).toMatchObject({ tank_capacity_gallons: 50, fuel: 'propane' });
  });

  it('a digit after an off-list size, or a bare D4 print, does not decode', () => {
    expect(decodeWith(BRADFORD_WHITE_RULES, 'M4453S6FBN', 'Bradford White')).toBeNull();
    expect(decodeWith(BRADFORD_WHITE_RULES, 'D440S6FBN', 'Bradford White')).toBeNull();
    expect(decodeWith(BRADFORD_WHITE_RULES, 'RG2403S6N', 'Bradford White')).toBeNull();
  });
});
