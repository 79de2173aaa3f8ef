// Allied-built Blueridge and MRCOOL furnaces (lennox/allied-value-badges.ts): expected AFUE from the ENERGY STAR
// rows (BG95… 95 %, BG96… 96.4 %, MGM95SE… 95 %), stages from Allied's 95G1UH / 95G2UHV key, type from the MRCOOL
// "MGD*95SE*XA Warm Air Gas Furnace" manual.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Blueridge BG gas furnaces', () => {
  it.each([
    ['BG951UH045BE12', 45, 95, 'single-stage'],
    ['BG952UH090CV20', 90, 95, 'two-stage'],
    ['BG961UH110CE20', 110, 96.4, 'single-stage'],
  ])('%s: %d kBtu/h input, %d %% AFUE, %s', (model, input, afue, stages) => {
    const d = decodeModelNumber(model, 'Blueridge');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.afue_percent).toBe(afue);
    expect(d?.fields.efficiency_tier).toContain(stages);
  });
  it('needs the brand', () => {
    expect(decodeModelNumber('BG951UH045BE12', null)).toBeNull();
  });
});

describe('MRCOOL Signature Series gas furnaces', () => {
  it('reads MGM95SE135D5XA as a 95 % furnace of 135 kBtu/h input', () => {
    const d = decodeModelNumber('MGM95SE135D5XA', 'MRCOOL');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields.heating_input_kbtuh).toBe(135);
    expect(d?.fields.afue_percent).toBe(95);
  });
  it('needs the brand', () => {
    expect(decodeModelNumber('MGM95SE135D5XA', 'Goodman')).toBeNull();
  });
});
