import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Brötje Technische Information "WGB EVO 15–38 i, WGB-M EVO 20 i, WGB-K EVO 20/28 i", "EcoTherm Plus WGB
// 50 – 110 Serie E", Installationshandbuch EcoTherm Plus WGB-M EVO 20 H and EcoTherm Kompakt WBS 14 - 22 D, Technische
// Information EcoSolar BSK, EuroCondens SGB 400 – 610 E / 125 – 300 E, Öl-Brennwertkessel BOK 19/24, Installationshandbuch
// NovoCondens SOB 22 und 26.
describe('Brötje condensing boilers', () => {
  it('reads the EcoTherm Plus WGB forms the titles print', () => {
    expect(decodeModelNumber('WGB EVO 15-38 i', 'Brötje')).toMatchObject({ type: 'boilers', series: 'EcoTherm Plus WGB', brand: 'Brötje', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('EcoTherm Plus WGB-M EVO 20 H', 'Broetje')?.series).toBe('EcoTherm Plus WGB');
    expect(decodeModelNumber('WGB-K EVO 20/28 i', 'Brötje')?.type).toBe('boilers');
    expect(decodeModelNumber('WGB 50 E', 'Brötje')?.type).toBe('boilers');
  });

  it('reads WBS, BSK, SGB and the BOK oil boiler', () => {
    expect(decodeModelNumber('EcoTherm Kompakt WBS 22 D', 'Brötje')?.series).toBe('EcoTherm Kompakt WBS');
    expect(decodeModelNumber('EcoSolar BSK', 'Brötje')?.series).toBe('EcoSolar BSK');
    expect(decodeModelNumber('BSK 20', 'Brötje')?.series).toBe('EcoSolar BSK');
    expect(decodeModelNumber('EuroCondens SGB 400 E', 'Brötje')?.series).toBe('EuroCondens SGB');
    expect(decodeModelNumber('BOK 19/24', 'Brötje')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil', efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('NovoCondens SOB 26', 'Brötje')).toMatchObject({ type: 'boilers', series: 'NovoCondens SOB', fields: {} });
  });

  it('needs the Brötje brand and the printed shapes', () => {
    expect(decodeModelNumber('WGB EVO 20 H', null)).toBeNull();
    expect(decodeModelNumber('WGB EVO 20 H', 'Lennox')?.brand ?? '').not.toBe('Brötje');
    expect(decodeModelNumber('WBS 18 D', 'Brötje')).toBeNull();
    expect(decodeModelNumber('BOK 30', 'Brötje')).toBeNull();
    expect(decodeModelNumber('SOB 30', 'Brötje')).toBeNull();
  });
});
