import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { icpFurnaceTwinBPrint } from './furnace-twins-b-print';

// Expected values from ICP's installation-instruction titles: "NTG3/FBF … upflow/horizontal series" (FBF050B12A1) and
// "NTC6/GNE upflow/horizontal 220V-1ph-50Hz" (GNE075B12G1): gas furnaces, type only.
describe('icp.furnace-twin-b-print', () => {
  it('reads the titled models, type only', () => {
    const d = icpFurnaceTwinBPrint.decode('FBF050B12A1', 'ICP');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields).toEqual({});
    expect(icpFurnaceTwinBPrint.decode('GNE075B12G1', 'Tempstar')?.description).toContain('NTC6/GNE');
    expect(decodeModelNumber('FBF050B12A1', 'Heil')?.type).toBe('furnaces');
  });

  it('needs an ICP badge and the printed shape', () => {
    expect(icpFurnaceTwinBPrint.decode('FBF050B12A1', '')).toBeNull();
    expect(icpFurnaceTwinBPrint.decode('FBF050B12A1', 'Lennox')).toBeNull();
    expect(icpFurnaceTwinBPrint.decode('FBF050B13A1', 'ICP')).toBeNull();
    expect(icpFurnaceTwinBPrint.decode('FBX050B12A1', 'ICP')).toBeNull();
  });
});
