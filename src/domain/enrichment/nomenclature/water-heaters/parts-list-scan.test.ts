import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the makers' documents cited in the rules (README-extra.md, "Water heaters from the parts-list scan").
describe('American key run-on input: a three-digit reading above 199 is no input (water-heaters/aosmith.ts)', () => {
  // ENERGY STAR row FDG6240T403NVR 100: 40,000 Btu/h, so "403" is input 40 + design digit 3, never 403 kBtu/h.
  it('PCG6240T403NOV 100: 40 gallons, input absent', () => {
    const d = decodeModelNumber('PCG6240T403NOV 100', 'A. O. Smith');
    expect(d?.type).toBe('water heaters');
    expect(d?.fields.tank_capacity_gallons).toBe(40);
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('the hyphenated form keeps its input (G62-40T40-3NV: 40 kBtu/h)', () => {
    expect(decodeModelNumber('G62-40T40-3NV', 'American')?.fields.heating_input_kbtuh).toBe(40);
  });
});

describe('American BCG3 / ABCG3 / BCN3 commercial gas tanks (water-heaters/american-commercial-bcg3-bcn3.ts)', () => {
  // Manuals "Models BCG3 & ABCG3" 197935-006, "(A)BCG3 85T500-8N & -8P" 318296-001, "BCN375T754NV/BCN3100T754NV" 325367-002.
  it.each(['BCG3 85T500-8N', 'ABCG3 85T500-8P', 'BCG3-80T150-6NOX', 'BCN375T754NV', 'BCN3100T754NV'])('%s: water heater, type only', (model) => {
    const d = decodeModelNumber(model, 'American');
    expect(d?.type).toBe('water heaters');
    expect(d?.fields).toEqual({});
  });
  it('needs the brand', () => {
    expect(decodeModelNumber('BCG3-80T150-6NOX', '')).toBeNull();
    expect(decodeModelNumber('BCG3-80T150-6NOX', 'Rheem')).toBeNull();
  });
  it.each(['BCG3', 'BCN3-50T100', 'BCG3-80T15'])('%s does not decode', (model) => {
    expect(decodeModelNumber(model, 'American')).toBeNull();
  });
});

describe('Bradford White 50T65F / 65T65F with the warranty inside the gas code (water-heaters/bradford-white.ts)', () => {
  // Service manual 238-44943-00D: 50T65F(B*N,C*X,S*X), 65T65F(B*N,C*X,S*X), (*) = warranty years.
  it('65T65FB3N: 65 gallons, natural gas', () => {
    expect(decodeModelNumber('65T65FB3N', 'Bradford White')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 65, fuel: 'natural gas' } });
  });
  it('50T65FC5X: 50 gallons, propane', () => {
    expect(decodeModelNumber('50T65FC5X', 'Bradford White')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 50, fuel: 'propane' } });
  });
  it('50T65FS6X: 50 gallons, fuel absent (S*X not explained)', () => {
    const d = decodeModelNumber('50T65FS6X', 'Bradford White');
    expect(d?.fields.tank_capacity_gallons).toBe(50);
    expect(d?.fields.fuel).toBeUndefined();
  });
});

describe('Rinnai LS trade names with the VA / VB series suffix (water-heaters/rinnai.ts)', () => {
  // Service manual: "The trade names R75LSe, R75LSi, R94LSe, and R94LSi have been given to both the VA and VB series".
  it.each(['R75LSe-VB', 'R94LSi-VA', 'R75LSi-VA', 'R94LSe-VB'])('%s: tankless', (model) => {
    expect(decodeModelNumber(model, 'Rinnai')?.type).toBe('tankless water heaters');
  });
  it.each(['R85i-VB', 'R53e-VA', 'R63LSe-VB'])('%s: the suffix belongs to R75 / R94 LS names only', (model) => {
    expect(decodeModelNumber(model, 'Rinnai')).toBeNull();
  });
});

describe('Indirect-fired water heaters (water-heaters/indirect-fired-tanks.ts)', () => {
  // Lochinvar Squire manuals "Models: SIT030 … SIT119" / "SSS031 … SSS119"; HTP SuperStor Ultra "SSU Models" / Contender
  // "SSC Models"; Peerless Partner "PT-30 … PT-120"; Triangle Tube "SMART Series Indirect Fired Water Heater" 30 … 120.
  it.each([
    ['Lochinvar', 'SIT040'],
    ['Lochinvar', 'SIT119'],
    ['Lochinvar', 'SSS081'],
    ['HTP', 'SSU-45C'],
    ['HTP', 'SSU119'],
    ['HTP', 'SSC-35'],
    ['Peerless', 'PT-40'],
    ['Peerless', 'Partner PT-120'],
    ['Triangle Tube', 'Smart 40'],
    ['Triangle Tube', 'SMART100'],
    ['Weil-McLain', 'Gold Plus 40'],
    ['Weil-McLain', 'Plus 119'],
    ['Weil-McLain', 'AQUA PLUS'],
  ])('%s %s: water heater, no gallons read', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('water heaters');
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
  });
  it.each([
    ['Lochinvar', 'SIT045'],
    ['HTP', 'SSU-45CB'],
    ['Peerless', 'PT-45'],
    ['Triangle Tube', 'Smart 45'],
    ['', 'SIT040'],
    ['Rheem', 'SMART40'],
    ['Weil-McLain', 'Plus 30'],
    ['Weil-McLain', 'Gold Plus 119'],
  ])('%s %s does not decode as an indirect tank', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('HTP Everlast grid-enabled electric tanks (water-heaters/indirect-fired-tanks.ts)', () => {
  // HTP use and care manual lp-608: EVG080C2X045H, EVG100C2X045H, EVG115C2X045H, C2X055H.
  it.each(['EVG080C2X045H', 'EVG115C2X045H', 'EVG100C2X055H'])('%s: electric water heater', (model) => {
    expect(decodeModelNumber(model, 'HTP')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
  });
  it('EVG050C2X045H (no such size) does not decode', () => {
    expect(decodeModelNumber('EVG050C2X045H', 'HTP')).toBeNull();
  });
});
