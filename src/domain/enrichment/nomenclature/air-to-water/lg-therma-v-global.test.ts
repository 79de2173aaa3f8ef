import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { LG_THERMA_V_GLOBAL_RULES } from './lg-therma-v-global';
import { firstDecode } from '../kit/first-decode';

const lg = (model: string, brand = 'LG') => firstDecode(LG_THERMA_V_GLOBAL_RULES, model, brand);

// Expected values from LG's product data books: monobloc global name "AH BW 16 6 A 0" (AH = R410A, B = monobloc,
// 16 kW, 6 = 220-240 V 1Ø, 8 = 380-415 V 3Ø); split R32 book: ZH = R32, indoor ZHNW09606A1 (HN091MR NK5), outdoor
// ZHUW056A0 / ZHUW096A0 (HU051MR / HU091MR); split R410A book: AHNW16606A3, AHUW126A4 … AHUW168A4.
describe('LG Therma V global model names (dless20)', () => {
  it('monoblocs: AHBW166A0 (16 kW, 1Ø, R-410A) and the R32 ZHBW096A1', () => {
    expect(lg('AHBW166A0')).toMatchObject({ family: 'lg', type: 'heat pumps', fields: { heating_capacity_kw: 16, phase: 1, voltage_v: 230, refrigerant: 'R-410A' } });
    expect(lg('ZHBW096A1')).toMatchObject({ type: 'heat pumps', description: 'LG Therma V monobloc air-to-water heat pump', fields: { heating_capacity_kw: 9, refrigerant: 'R-32' } });
  });

  it('split outdoor units AHUW168A4 (3Ø) and ZHUW056A0; indoor ZHNW09606A1 / AHNW16606A3 without capacity', () => {
    expect(lg('AHUW168A4')).toMatchObject({ fields: { heating_capacity_kw: 16, phase: 3, voltage_v: 400 } });
    expect(lg('ZHUW056A0')).toMatchObject({ fields: { heating_capacity_kw: 5, refrigerant: 'R-32' } });
    expect(lg('ZHNW09606A1')).toMatchObject({ description: 'LG Therma V split indoor (hydro) unit', fields: { refrigerant: 'R-32' } });
    expect(lg('ZHNW09606A1')?.fields.heating_capacity_kw).toBeUndefined();
    expect(lg('AHNW16606A3')).toMatchObject({ fields: { refrigerant: 'R-410A' } });
  });

  it('shapes the books do not print stay undecoded', () => {
    expect(lg('ZHBW09606A1')).toBeNull(); // heater field on a monobloc
    expect(lg('ZHNW096A1')).toBeNull(); // indoor unit without its heater field
    expect(lg('ZHBW097A1')).toBeNull(); // power digit other than 6 / 8
    expect(lg('ZHBW996A1')).toBeNull();
    expect(decodeModelNumber('ZHBW096A1', '')).toBeNull();
    expect(decodeModelNumber('ZHBW096A1', 'LG')).toMatchObject({ type: 'heat pumps' });
  });
});
