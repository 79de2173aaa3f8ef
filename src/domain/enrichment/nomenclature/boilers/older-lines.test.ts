import { describe, expect, it } from 'vitest';
import { BOILERS_OLDER_RULES } from './older-lines';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';

// Lines named by the titles of the makers' manuals cited in boilers/older-lines.ts: boilers, no size read.
describe('older boiler lines (wh21)', () => {
  it('Peerless GM Series: cast-iron gas boiler', () => {
    expect(decodeModelNumber('GM-05', 'Peerless')).toMatchObject({ type: 'boilers', series: 'GM', fields: {} });
    expect(decodeModelNumber('GM-04-WPC', 'PB Heat')?.type).toBe('boilers');
    expect(decodeModelNumber('GM-12', 'Peerless')).toBeNull();
  });
  it('Dunkirk PVWB: power-vented gas water boiler', () => {
    expect(decodeModelNumber('PVWB-5', 'Dunkirk')).toMatchObject({ type: 'boilers', series: 'PVWB' });
    expect(decodeModelNumber('PVWB-5', 'Utica')).toBeNull();
  });
  it('Weil-McLain GWC, AHE Series 4 and HVX boilers', () => {
    expect(decodeModelNumber('GWC-0060', 'Weil-McLain')).toMatchObject({ type: 'boilers', series: 'GWC' });
    expect(decodeModelNumber('AHE-120', 'Weil McLain')).toMatchObject({ type: 'boilers', series: 'AHE' });
    expect(decodeModelNumber('HVX-2', 'Weil-McLain')).toMatchObject({ type: 'boilers', series: 'HVX' });
  });
  it('Smith Cast Iron Boilers Series 28HE steam boiler', () => {
    expect(decodeModelNumber('28HE-6', 'Smith Cast Iron Boilers')).toMatchObject({ type: 'boilers', series: '28HE' });
  });
  it('needs the maker: no brand or another maker reads nothing', () => {
    expect(decodeModelNumber('GM-05', null)).toBeNull();
    expect(decodeModelNumber('AHE-120', 'Burnham')).toBeNull();
    expect(decodeModelNumber('28HE-6', 'Peerless')).toBeNull();
  });
});

describe('model-shaped nonsense (wh21 boilers)', () => {
  it('no rule of boilers/older-lines.ts fires on 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['Peerless', 'Dunkirk', 'Weil-McLain', 'Smith Cast Iron Boilers'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2121, digitLed: true })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(BOILERS_OLDER_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
