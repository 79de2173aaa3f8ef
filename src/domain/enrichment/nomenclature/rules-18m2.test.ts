import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from './index';

describe('Navien size class with its variant letter alone (navien-18m2.ts)', () => {
  // The NPE installation manual's list (NPE-180A … NPE-240S) and the A2 of RULES.md §10.4, written without "NPE-".
  it.each(['180A', '210A', '240A', '150S', '180S', '240S', '240A2', '240 A'])('Navien %s → tankless water heater', (model) => {
    const d = decodeModelNumber(model, 'Navien');
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('needs the brand, a tankless letter and a listed class', () => {
    expect(decodeModelNumber('210A', null)).toBeNull();
    expect(decodeModelNumber('210A', 'Rinnai')).toBeNull();
    // NCB-240E is a combi boiler, NCB-240 / NR-240 share the bare class: neither is read from the class alone.
    expect(decodeModelNumber('240E', 'Navien')).toBeNull();
    expect(decodeModelNumber('240', 'Navien')).toBeNull();
    expect(decodeModelNumber('250A', 'Navien')).toBeNull();
  });
});
