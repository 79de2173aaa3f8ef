import { describe, expect, it } from 'vitest';
import { COOPER_HUNTER_RULES } from './cooper-hunter';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Cooper & Hunter export CH-S key', () => {
  // Service manuals print "CH-S 09 F V X … CH-S 18 F V X" and "CH-S 18RX4 / CH-S 24RX4": the two digits are the class.
  it.each([
    ['CH-S09FVX', 9],
    ['CH-S12FVX', 12],
    ['CH-S18FVX', 18],
    ['CH-S24RX4', 24],
    ['CH-S09FTXAL2-GD', 9],
    ['CH-S12FTXLA2-WK', 12],
    ['CH-S09FTXN-PW', 9],
  ])('%s → mini-split, %i kBtu/h class', (model, kbtuh) => {
    const d = mustDecode(COOPER_HUNTER_RULES, model, 'Cooper & Hunter');
    expect(d.type).toBe('mini-splits');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d.evidence).toBe('pattern');
  });

  it('the 18 class of CH-S18RX4 is its nominal size: the manual rates it 4700 W = 16.0 kBtu/h', () => {
    const d = mustDecode(COOPER_HUNTER_RULES, 'CH-S18RX4', 'Cooper & Hunter');
    const ratedKbtuh = (4700 * 3.41214) / 1000;
    expect(d.fields.cooling_capacity_kbtuh).toBe(18);
    expect(Math.abs(ratedKbtuh - 18) / 18).toBeLessThan(0.15);
  });
});

describe('Cooper & Hunter North-American line', () => {
  // Installation manual CH09MCU230VI / CH12MCU230VI / CH18MCU230VI; ENERGY STAR / NRCan rows (brand "C&H").
  it.each([
    ['CH09MCU230VI', 9, 230, 'indoor unit'],
    ['CH18MCU230VI', 18, 230, 'indoor unit'],
    ['CH-12SPH-115VO', 12, 115, 'outdoor unit'],
    ['CH-18MSPHWM-230VI', 18, 230, 'indoor unit'],
    ['CH-HYP12SPH230VO', 12, 230, 'outdoor unit'],
    ['CH-HYP36MSPH-230VO', 36, 230, 'outdoor unit'],
    ['CH-D24MSPHWM-230VI', 24, 230, 'indoor unit'],
  ])('%s → %i kBtu/h, %i V, %s', (model, kbtuh, volts, where) => {
    const d = mustDecode(COOPER_HUNTER_RULES, model, 'Cooper & Hunter');
    expect(d.type).toBe('mini-splits');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d.fields.voltage_v).toBe(volts);
    expect(d.description).toContain(where);
  });

  it.each([
    ['CH-24AHU', 24],
    ['CH-48LCFCI', 48],
    ['CH-M12DTUI', 12],
    ['CH-36LCU/O', 36],
  ])('%s (written without the voltage block) → %i kBtu/h, no voltage', (model, kbtuh) => {
    const d = mustDecode(COOPER_HUNTER_RULES, model, 'Cooper & Hunter');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d.fields.voltage_v).toBeUndefined();
  });

  it('reads the catalog spelling "C&H" as the same brand, and decodes the I/O form without a brand', () => {
    expect(decodeModelNumber('CH-09SPH-230VO', 'C&H')?.family).toBe('cooper_hunter');
    expect(decodeModelNumber('CH-09SPH-230VO', null)?.family).toBe('cooper_hunter');
    // The short form and the export key are not unambiguous: no brand, no decode.
    expect(decodeModelNumber('CH-24AHU', null)).toBeNull();
    expect(decodeModelNumber('CH-S09FVX', null)).toBeNull();
    // Another brand's rules do not read C&H codes.
    expect(decodeModelNumber('CH-09SPH-230VO', 'Gree')).toBeNull();
  });

  it.each([
    'CH-10SPH-230VI', // class off the list
    'CH-09SPH-220VI', // voltage not 115/230
    'CH-09', // nothing after the class
    'CH-S10FTX', // export class off the list
    'CH-S09', // no series letters
    'CHS091HGA0A00A', // Bryant CHS commercial split
    'CH-HRV2.5KDC', // C&H ventilator
    'CH-CH8SNM', // C&H chiller
  ])('%s does not decode', (model) => {
    expect(decodeWith(COOPER_HUNTER_RULES, model, 'Cooper & Hunter')).toBeNull();
  });
});
