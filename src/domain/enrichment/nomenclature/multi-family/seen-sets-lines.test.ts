import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Navien size class with its variant letter alone (water-heaters/navien-size-class.ts)', () => {
  // The NPE installation manual's list (NPE-180A … NPE-240S) and the A2 of RULES.md §10.4, written without "NPE-".
  it.each(['180A', '210A', '150S', '180S', '210S', '240S', '240A2', '210 A'])('Navien %s → tankless water heater', (model) => {
    const d = decodeModelNumber(model, 'Navien');
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('needs the brand, a tankless letter and a listed class', () => {
    expect(decodeModelNumber('210A', null)).toBeNull();
    expect(decodeModelNumber('210A', 'Rinnai')).toBeNull();
    // NCB-240E is a combi boiler, NCB-240 / NR-240 share the bare class: neither is read from the class alone.
    expect(decodeModelNumber('240E', 'Navien')).toBeNull();
    expect(decodeModelNumber('240', 'Navien')).toBeNull();
    expect(decodeModelNumber('250A', 'Navien')).toBeNull();
  });
});

describe('a series name joined to the model by a hyphen (line-words.ts afterHyphenedName)', () => {
  // Service-manual model numbers (Gree GWH09ACB-K3NNA1A, Goodman GSX140361) with a series word hyphened before them.
  it('reads the model after the word, with the brand', () => {
    expect(decodeModelNumber('Livo-GWH09ACB-K3NNA1A', 'Gree')?.type).toBe('mini-splits');
    expect(decodeModelNumber('Livo-GWH09ACB-K3NNA1A', 'Gree')?.fields.cooling_capacity_kbtuh).toBe(9);
    expect(decodeModelNumber('Comfort-GSX140361', 'Goodman')?.type).toBe('air conditioners');
  });

  it('needs a brand, a whole model after the word and a word of letters only', () => {
    expect(decodeModelNumber('Livo-GWH09ACB-K3NNA1A', null)).toBeNull();
    expect(decodeModelNumber('Comfort-GSX14', 'Goodman')).toBeNull(); // a series alone is not read after a word
    expect(decodeModelNumber('Comfort-QQX990361', 'Goodman')).toBeNull();
    expect(decodeModelNumber('AB-GSX140361', 'Goodman')).toBeNull();
    expect(decodeModelNumber('Comfort1-GSX140361', 'Goodman')).toBeNull();
  });
});

describe('Carrier 58 two-letter and Bryant 3xx furnace series (carrier/furnaces-58-two-letter.ts, carrier/series-older-furnaces.ts)', () => {
  // Carrier 58SX040 application data and 58DX installation instructions (sizes 040–100): gas furnaces.
  it.each(['58SX040', '58DX100', '58DX040', '58DX', '58DX-XXX'])('Carrier %s → furnace', (model) => {
    expect(decodeModelNumber(model, 'Carrier')?.type).toBe('furnaces');
  });

  // §2.4 Bryant key (3xx · letter · A · W/Z): the older W / Z suffix series written alone (V series: titled entries only).
  it.each(['398AAW', '394GAW', '398AAW-XXX'])('Bryant %s → furnace, series only', (model) => {
    expect(decodeModelNumber(model, 'Bryant')).toMatchObject({ type: 'furnaces', seriesOnly: true });
  });

  it('keeps the titled entries and needs a brand of the family and a plausible size', () => {
    expect(decodeModelNumber('310AAV', 'Bryant')?.rule).toMatch(/§2\.4 Bryant numeric gas furnaces: series only/);
    expect(decodeModelNumber('58STA', 'Carrier')?.rule).toMatch(/58\/59 gas furnaces: series only/);
    expect(decodeModelNumber('58SX040', null)).toBeNull();
    expect(decodeModelNumber('398AAW', null)).toBeNull();
    expect(decodeModelNumber('398AAW', 'Trane')).toBeNull();
    expect(decodeModelNumber('58SX999', 'Carrier')).toBeNull();
    expect(decodeModelNumber('398AAQ', 'Bryant')).toBeNull();
    expect(decodeModelNumber('379KMV', 'Bryant')).toBeNull(); // middle letter other than A: no Bryant series has one
    expect(decodeModelNumber('310CAV', 'Bryant')).toBeNull(); // a V series without a title of its own
  });
});

describe('Lennox 80MGF gas furnaces (lennox/80mgf-furnaces.ts)', () => {
  // The service literature's range (45,000 … 140,000 Btuh, up to 5 tons; 80MGF-11 revision, 80MGFX low NOx), written
  // in the G26Q3-75 convention.
  it.each([
    ['80MGF2-45A', 45, 800],
    ['80MGF4-100C-11', 100, 1600],
    ['80MGFX5-140D-11', 140, 2000],
    ['80MGF3/4-100C', 100, 1200],
  ])('%s → furnace, %i kBtu/h input', (model, input, cfm) => {
    expect(decodeModelNumber(model, 'Lennox')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: input, cooling_airflow_cfm: cfm } });
  });

  it('needs the brand and a Lennox input class', () => {
    expect(decodeModelNumber('80MGF4-100C-11', null)).toBeNull();
    expect(decodeModelNumber('80MGF4-100C-11', 'Goodman')).toBeNull();
    expect(decodeModelNumber('80MGF4-105C', 'Lennox')).toBeNull();
    expect(decodeModelNumber('80MGF7-100C', 'Lennox')).toBeNull();
  });
});
