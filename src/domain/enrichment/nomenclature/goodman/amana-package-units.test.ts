import { describe, expect, it } from 'vitest';
import { amanaPackageOlder } from './amana-package-units';

// Expected values from Amana's PGC(24-60)B installation instructions, Table 1 (May 1998): model, cooling Btuh, input Btuh.
describe('goodman.amana-package-older-id18d5', () => {
  it('reads the specification table models', () => {
    const a = amanaPackageOlder.decode('PGC24B0452A', 'Amana');
    expect(a?.type).toBe('packaged units');
    expect(a?.fields).toMatchObject({ cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2, heating_input_kbtuh: 45 });
    const b = amanaPackageOlder.decode('PGC60B1352A', 'Amana');
    expect(b?.fields).toMatchObject({ cooling_capacity_kbtuh: 60, cooling_capacity_tons: 5, heating_input_kbtuh: 135 });
    expect(amanaPackageOlder.decode('PGC42B0902A', 'Goodman')?.fields).toMatchObject({ cooling_capacity_kbtuh: 42, heating_input_kbtuh: 90 });
  });

  it('needs a brand of the family and the key shape', () => {
    expect(amanaPackageOlder.decode('PGC24B0452A', '')).toBeNull();
    expect(amanaPackageOlder.decode('PGC25B0452A', 'Amana')).toBeNull();
    expect(amanaPackageOlder.decode('PGC24B0502A', 'Amana')).toBeNull();
    expect(amanaPackageOlder.decode('PHC24B0452A', 'Amana')).toBeNull();
  });
});
