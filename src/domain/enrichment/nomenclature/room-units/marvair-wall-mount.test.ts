// Marvair vertical wall-mount units (room-units/marvair-wall-mount.ts): the product data sheets' printed examples
// (AVP36ACA-10C, AVPA36ACA-100C) and the model lines with the sizes their titles list.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { MARVAIR_RULES } from './marvair-wall-mount';
import { decodeWith } from '../kit/test-helpers';

describe('Marvair vertical wall-mount units', () => {
  it.each([
    ['AVP36ACA-10C', 3, 'vertical wall-mount unit'],
    ['AVPA36ACA-100C', 3, 'vertical wall-mount unit'],
    ['AVP12', 1, 'vertical wall-mount unit'],
    ['AVPA72', 6, 'vertical wall-mount unit'],
    ['HVPA24', 2, 'vertical wall-mount heat pump'],
    ['HVEA60', 5, 'vertical wall-mount air conditioner'],
  ])('%s → packaged units, %d tons, %s', (model, tons, what) => {
    const d = decodeModelNumber(model, 'Marvair');
    expect(d).toMatchObject({ type: 'packaged units', family: 'marvair', brand: 'Marvair', description: what });
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });

  it('the 2-stage lines; sizes 20 and 49 are read as type only', () => {
    expect(decodeModelNumber('HVPSA42', 'Marvair')?.fields).toMatchObject({ efficiency_tier: '2-stage compressor', cooling_capacity_kbtuh: 42 });
    expect(decodeModelNumber('HVEA49', 'Marvair')?.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeModelNumber('AVP20', 'Marvair')?.type).toBe('packaged units');
  });

  it('reads no size a line title does not list, and nothing without the brand', () => {
    expect(decodeWith(MARVAIR_RULES, 'AVPSA24', 'Marvair')).toBeNull();
    expect(decodeWith(MARVAIR_RULES, 'HVEA72', 'Marvair')).toBeNull();
    expect(decodeWith(MARVAIR_RULES, 'AVP18', 'Marvair')).toBeNull();
    expect(decodeModelNumber('AVP36ACA-10C', null)).toBeNull();
  });
});
