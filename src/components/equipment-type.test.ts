import { describe, expect, it } from 'vitest';
import { canonicalEquipmentType } from './equipment-type';

describe('canonicalEquipmentType', () => {
  it('turns a category typed in another case or in the singular into the catalog spelling', () => {
    expect(canonicalEquipmentType('Furnaces')).toBe('furnaces');
    expect(canonicalEquipmentType('furnace')).toBe('furnaces');
    expect(canonicalEquipmentType('  Water   Heater ')).toBe('water heaters');
    expect(canonicalEquipmentType('Mini-Split')).toBe('mini-splits');
  });

  it('sends other text as typed (trimmed) and nothing for an empty field', () => {
    expect(canonicalEquipmentType(' rooftop ')).toBe('rooftop');
    expect(canonicalEquipmentType('   ')).toBeUndefined();
  });
});
