import { describe, expect, it } from 'vitest';
import { modelPlausibility } from './model-plausibility';
import { mostPlausibleReading } from './resolve-model';

describe('modelPlausibility', () => {
  it('rates model-shaped strings above refrigerants, short codes and words', () => {
    expect(modelPlausibility('GSX140361', 'Goodman')).toBeGreaterThanOrEqual(0.7);
    expect(modelPlausibility('R410A', null)).toBe(0);
    expect(modelPlausibility('AB1', null)).toBe(0);
    expect(modelPlausibility('OUTDOOR', null)).toBeLessThan(0.1);
  });
});

describe('mostPlausibleReading', () => {
  it('keeps a reading when shape alone cannot tell a swap is better (no letters injected into digit runs)', () => {
    expect(mostPlausibleReading('0140F01234', null)).toEqual({ value: '0140F01234', changes: 0, plausibility: modelPlausibility('0140F01234', null) });
    expect(mostPlausibleReading('8486641', null).value).toBe('8486641');
  });
});

describe('with the model-number nomenclature', () => {
  // RULES.md §4.1: Trane 4TTR4 split outdoor, capacity 036 = 3 tons; the letter O never stands in its capacity digits.
  it('repairs an OCR confusion to the reading the brand’s nomenclature decodes, not in the catalog or not', () => {
    expect(modelPlausibility('4TTR4036L1000A', 'Trane')).toBeGreaterThan(modelPlausibility('4TTR4O36L1000A', 'Trane'));
    expect(mostPlausibleReading('4TTR4O36L1000A', 'Trane').value).toBe('4TTR4036L1000A');
  });
});
