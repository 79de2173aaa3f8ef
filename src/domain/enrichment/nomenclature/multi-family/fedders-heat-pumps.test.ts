// Fedders CH**ACD1 heat pumps (multi-family/fedders-heat-pumps.ts): the five models the "1.5 Through 5 Ton Heat Pump"
// manual lists are heat pumps; nothing else is read.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { FEDDERS_HEAT_PUMP_RULES } from './fedders-heat-pumps';
import { decodeWith } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Fedders CH heat pumps', () => {
  it.each(['CH24ACD1', 'CH30ACD1', 'CH36ACD1', 'CH42ACD1', 'CH48ACD1', 'ch36 acd1'])('%s → heat pump, type only', (model) => {
    const d = decodeModelNumber(model, 'Fedders');
    expect(d).toMatchObject({ type: 'heat pumps', family: 'airtemp', brand: 'Fedders', series: 'CH', evidence: 'pattern' });
    expect(d?.fields).toEqual({});
  });

  it('reads no size the manual does not list, no other tail and nothing without the brand', () => {
    expect(decodeWith(FEDDERS_HEAT_PUMP_RULES, 'CH60ACD1', 'Fedders')).toBeNull();
    expect(decodeWith(FEDDERS_HEAT_PUMP_RULES, 'CH36ACD2', 'Fedders')).toBeNull();
    expect(decodeModelNumber('CH36ACD1', null)).toBeNull();
    expect(decodeModelNumber('CH36ACD1', 'Goodman')?.family).not.toBe('airtemp');
  });

  it('fires on none of 20,000 model-shaped strings with its brand', () => {
    const fired: string[] = [];
    for (const m of nonsenseModels(20000, { seed: 2729 })) if (decodeWith(FEDDERS_HEAT_PUMP_RULES, m, 'Fedders') !== null) fired.push(m);
    expect(fired).toEqual([]);
  });
});
