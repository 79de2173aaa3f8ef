import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { amanaPackageHeatPumpCooler } from './amana-package-heat-pumps-coolers';

// Expected values from the Goodman / Amana RS6300003 title "PHB**C, PHD**C package heat pumps … PCC**C package coolers"
// (model PCC42C02), with the capacity position of the PG key (PGC24B… = 24,000 Btuh cooling).
describe('goodman.amana-package-heat-pump-cooler', () => {
  it('reads the titled series', () => {
    const cooler = amanaPackageHeatPumpCooler.decode('PCC42C02', 'Amana');
    expect(cooler?.type).toBe('packaged units');
    expect(cooler?.description).toBe('package cooler (cooling only)');
    expect(cooler?.fields).toEqual({ cooling_capacity_tons: 3.5, cooling_capacity_kbtuh: 42 });
    expect(amanaPackageHeatPumpCooler.decode('PHB36C02', 'Amana')?.description).toBe('package heat pump');
    expect(amanaPackageHeatPumpCooler.decode('PHD60C03', 'Goodman')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
    expect(decodeModelNumber('PCC24C02', 'Amana')?.type).toBe('packaged units');
  });

  it('needs a brand of the family and the titled shape', () => {
    expect(amanaPackageHeatPumpCooler.decode('PCC42C02', '')).toBeNull();
    expect(amanaPackageHeatPumpCooler.decode('PCC42C02', 'Trane')).toBeNull();
    expect(amanaPackageHeatPumpCooler.decode('PCC40C02', 'Amana')).toBeNull();
    expect(amanaPackageHeatPumpCooler.decode('PHA36C02', 'Amana')).toBeNull();
    expect(amanaPackageHeatPumpCooler.decode('PHB36B02', 'Amana')).toBeNull();
  });
});
