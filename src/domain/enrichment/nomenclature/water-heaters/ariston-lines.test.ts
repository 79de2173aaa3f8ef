import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { aristonWaterHeaters } from './ariston-lines';

const decode = (raw: string, brand = 'Ariston') => aristonWaterHeaters.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Ariston's documents: the ANDRIS RS 8U manual ("Mini-Tank Electric Water Heater"), the PRO1 ECO
// 100V unvented-cylinder instructions, and the Nuos Plus WiFi product page filed under air-source heat pump water heaters.
describe('Ariston water heater lines', () => {
  it.each([
    ['Andris RS 8U 1.4KW', 'Andris', undefined],
    ['Pro1 Eco 100V', 'Pro1 Eco', undefined],
    ['ABS PRO1 ECO 80 V', 'Pro1 Eco', undefined],
    ['Nuos Plus S2 WiFi 110', 'Nuos Plus', 'heat pump'],
    ['Ariston Nuos Plus 250', 'Nuos Plus', 'heat pump'],
  ])('%s → electric water heater, %s', (model, series, tier) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'water heaters', series, fields: { fuel: 'electric' } });
    expect(d?.fields.efficiency_tier).toBe(tier);
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
    expect(d?.seriesOnly).toBeUndefined();
  });

  it('a line name alone is a series name', () => {
    expect(decode('Nuos Plus')).toMatchObject({ series: 'Nuos Plus', seriesOnly: true, seriesName: true });
    expect(decode('Andris RS')?.seriesName).toBe(true);
  });

  it('other Ariston names and other brands are not read here', () => {
    for (const m of ['Nuos Evo 110', 'Lydos Hybrid 100', 'Velis Evo 80', 'Pro1 R 80', 'Andris Lux 1500']) expect(decode(m)).toBeNull();
    expect(decode('Nuos Plus 250', '')).toBeNull();
    expect(decodeModelNumber('Nuos Plus 250', 'Ariston')?.type).toBe('water heaters');
  });
});
