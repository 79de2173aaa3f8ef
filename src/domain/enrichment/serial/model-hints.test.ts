import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MODELS } from '../testing/catalog-fixtures';
import { isWaterHeaterModel } from './model-hints';

describe('isWaterHeaterModel', () => {
  const definition = (type: string, notes: string): boolean => /water heater/i.test(`${type} | ${notes}`);
  const model = (type: string, notes: string) => ({ ...FIXTURE_MODELS[0]!, type, model_notes: notes });

  it('reads the equipment type and the notes', () => {
    expect(isWaterHeaterModel(null)).toBeNull();
    expect(isWaterHeaterModel(model('water heaters', ''))).toBe(true);
    expect(isWaterHeaterModel(model('boilers', 'Indirect Water Heater kit'))).toBe(true);
    expect(isWaterHeaterModel(model('boilers', ''))).toBe(false);
    expect(isWaterHeaterModel(model('water', 'heater'))).toBe(false);
  });

  it('answers as the RegExp over "type | notes" does, for any type and notes', () => {
    const piece = fc.constantFrom('water', 'Water', ' heater', 'HEATER', ' ', '|', ' | ', 'heat', 'er', 'boilers', '');
    const text = fc.array(piece, { maxLength: 6 }).map((ps) => ps.join(''));
    fc.assert(fc.property(text, text, (type, notes) => isWaterHeaterModel(model(type, notes)) === definition(type, notes)), { numRuns: 2000 });
  });
});
