import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { relianceCommercial } from './reliance-commercial';

// Expected values from the Reliance manual titles cited in reliance-commercial.ts (318300-001, 319287-001).
describe('Reliance commercial gas water heaters D85500 / N (Low NOx Series 108)', () => {
  it.each([
    ['D85500NE', 'src'],
    ['D85500PE', 'src'],
    ['N71120NE', 'pattern'],
    ['N85390NE', 'pattern'],
    ['N85390NE/A', 'pattern'],
  ])('%s → commercial gas water heater, type only (%s)', (model, evidence) => {
    const d = decodeModelNumber(model, 'Reliance');
    expect(d?.type).toBe('water heaters');
    expect(d?.family).toBe('aosmith');
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe(evidence);
  });

  it('rejects near misses: other D numbers, N outside the titled range, another brand or none', () => {
    expect(relianceCommercial.decode('D85500XE', 'Reliance')).toBeNull();
    expect(relianceCommercial.decode('D75500NE', 'Reliance')).toBeNull();
    expect(relianceCommercial.decode('N70120NE', 'Reliance')).toBeNull();
    expect(relianceCommercial.decode('N71110NE', 'Reliance')).toBeNull();
    expect(relianceCommercial.decode('N85400NE', 'Reliance')).toBeNull();
    expect(relianceCommercial.decode('N71120PE', 'Reliance')).toBeNull();
    expect(decodeModelNumber('N71120NE', '')).toBeNull();
    expect(decodeModelNumber('D85500NE', 'Bradford White')?.series).not.toBe('D85500 (Series 120/121)');
  });
});
