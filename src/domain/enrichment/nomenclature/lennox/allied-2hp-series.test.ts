// Allied 2HP13 / 2HP14 split heat pumps (lennox/allied-2hp-series.ts): the Ducane "2HP13" installation instructions and
// "2HP13/14" homeowner's information; R-22 from the §5.5 leading digit 2, the SEER class from the titles.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { ALLIED_2HP_RULES } from './allied-2hp-series';
import { decodeWith } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Allied 2HP split heat pumps', () => {
  it.each([
    ['2HP13', 'Ducane', 13],
    ['2HP13L36P', 'Ducane', 13],
    ['2HP14-36', 'Concord', 14],
    ['2hp13 l36p', 'Armstrong Air', 13],
  ])('%s (%s) → heat pump, R-22, SEER %d', (model, brand, seer) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'heat pumps', family: 'allied', series: `2HP${seer}`, evidence: 'pattern' });
    expect(d?.fields).toEqual({ refrigerant: 'R-22', seer });
  });

  it('reads no class the titles do not print and nothing without an Allied brand', () => {
    expect(decodeWith(ALLIED_2HP_RULES, '2HP16L36P', 'Ducane')).toBeNull();
    expect(decodeWith(ALLIED_2HP_RULES, '2HP13L36P', '')).toBeNull();
    expect(decodeModelNumber('2HP13L36P', 'Goodman')).toBeNull();
  });

  it('fires on none of 20,000 digit-led model-shaped strings with its brands', () => {
    const brands = ['Ducane', 'Concord', 'Armstrong Air', 'AirEase'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2731, digitLed: true })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(ALLIED_2HP_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
