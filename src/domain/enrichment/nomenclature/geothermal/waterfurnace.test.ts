import { describe, expect, it } from 'vitest';
import { normalizeNomenclatureModel } from '../types';
import { WATERFURNACE_RULES } from './waterfurnace';

const rule = WATERFURNACE_RULES[0]!;
const decode = (raw: string, brand = 'WaterFurnace') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('WaterFurnace 5 Series 500RO11', () => {
  // SD2504SN prints the example "N D S 049 * 1 0 A C N N 0 A" with: N – 5 Series, D – Dual Capacity,
  // S – Outdoor Split, capacities 026/038/049/064/072, voltage 1 – 208-230/60/1.
  it('decodes the submittal\'s worked example', () => {
    const d = decode('NDS049*10ACNN0A');
    expect(d).not.toBeNull();
    expect(d!.type).toBe('geothermal heat pumps');
    expect(d!.series).toBe('5 Series 500RO11');
    expect(d!.fields.efficiency_tier).toBe('dual capacity, outdoor split');
    expect(d!.fields.phase).toBe(1);
    expect(d!.fields.voltage_v).toBe(230);
    expect(d!.fields.refrigerant).toBeUndefined();
    expect(d!.fields.cooling_capacity_tons).toBeUndefined();
    expect(d!.evidence).toBe('src');
  });

  it.each(['NDS026', 'NDS038', 'NDS064', 'NDS072', 'nds 064 a1'])('%s decodes (size list of the key)', (model) => {
    expect(decode(model)?.family).toBe('waterfurnace');
  });

  it('gives no voltage when the model stops before digit 8', () => {
    expect(decode('NDS038')?.fields.voltage_v).toBeUndefined();
  });

  it.each([
    'NDS036', // not a 500RO11 capacity
    'NDS0492', // digit 8 voltage 2 is not in the key
    'NVS049',
    'NDV049',
    'NDS04',
    'GSX140361',
    '4TTR4036L1000A',
    'MSZ-GL12NA',
    'N4H418AKB', // Nordyne/ICP heat pump
    '',
  ])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});
