import { describe, expect, it } from 'vitest';
import { CARRIER_TRUE_INPUT_RULES } from './furnaces-true-input';
import { decodeModelNumber } from '../index';

const rule = CARRIER_TRUE_INPUT_RULES[0]!;

describe('Carrier 58 furnaces with the true input (carrier/furnaces-true-input.ts)', () => {
  // Sizes as the 58MTB / 58MTA data name them: input 060–120 (true kBtu/h) · airflow class in hundreds of CFM.
  it.each([
    ['58TUA100-16', 100, 1600, undefined],
    ['58TUA10016', 100, 1600, undefined], // the same size copied without the dash
    ['58MTB060---12', 60, 1200, '90 %+ condensing'],
    ['58MTA120-20', 120, 2000, '90 %+ condensing'],
    ['58MVB040---08', 40, 800, '90 %+ condensing'],
  ])('%s → furnace, %i kBtu/h input, %i CFM', (model, input, cfm, tier) => {
    const d = rule.decode(model, 'Carrier');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.cooling_airflow_cfm).toBe(cfm);
    expect(d?.fields.efficiency_tier).toBe(tier);
  });

  it('the dispatcher reads the undashed two-stage size with a Carrier-group brand', () => {
    expect(decodeModelNumber('58TUA06012', 'Bryant')?.fields.heating_input_kbtuh).toBe(60);
    expect(decodeModelNumber('58TUA100-16', 'Carrier')?.type).toBe('furnaces');
  });

  it('leaves the rounded-code sizes, other series, off-table airflow and no brand alone', () => {
    expect(rule.decode('58TUA090-14', 'Carrier')).toBeNull(); // 090 is a §0.5 code: carrier.furnace-58-59
    expect(rule.decode('58STA080-14', 'Carrier')).toBeNull(); // single-stage series: rounded codes only
    expect(rule.decode('58TUA100-15', 'Carrier')).toBeNull();
    expect(rule.decode('58TUA100-16', '')).toBeNull();
    expect(decodeModelNumber('58TUA10016', 'Goodman')).toBeNull();
  });
});

describe('Bryant Plus 90 / Plus 95 written AFUE class first (carrier/series-reversed-names.ts)', () => {
  it.each(['95 Plus', '95 Plus S', '90 Plus X', '95plus'])('%s with Bryant → furnace, series only', (name) => {
    const d = decodeModelNumber(name, 'Bryant');
    expect(d?.type).toBe('furnaces');
    expect(d?.seriesOnly).toBe(true);
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('only with a Carrier-group brand, and not other classes', () => {
    expect(decodeModelNumber('95 Plus', null)).toBeNull();
    expect(decodeModelNumber('95 Plus', 'Goodman')).toBeNull();
    expect(decodeModelNumber('80 Plus', 'Bryant')).toBeNull();
    expect(decodeModelNumber('95 Plus 4', 'Bryant')).toBeNull();
  });
});
