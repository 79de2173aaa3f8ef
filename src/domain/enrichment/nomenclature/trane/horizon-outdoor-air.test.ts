// Expected values from Trane's Horizon outdoor air unit keys: IOM OAU-SVX005C-EN (OAB / OAG: digit 4 D = Revision 1,
// E = Heat Pump; 036 = 3 … 360 = 30 Tons; voltage 1 = 115/60/1 … 5 = 575/60/3) and IOM OAU-SVX007A-EN (OAK / OAN Rev5:
// digit 4 C = Revision 4, D = Revision 5, E = Heat Pump, F = Indoor WSHP; 144 = 12 … 648 = 54, 720 = 60 Tons; voltage 3 / 4 / 5).
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { TRANE_HORIZON_OUTDOOR_AIR_RULES } from './horizon-outdoor-air';

const trane = (model: string, brand = 'Trane') => firstDecode(TRANE_HORIZON_OUTDOOR_AIR_RULES, model, brand);

describe('Trane Horizon outdoor air units', () => {
  it('OAB / OAG: cabinet, design and the printed MBh codes 036 … 360 with the voltage digit', () => {
    expect(trane('OABD036A1')).toMatchObject({ type: 'packaged units', series: 'OABD', fields: { cooling_capacity_tons: 3, voltage_v: 115, phase: 1 } });
    expect(trane('OAGE360D5')).toMatchObject({ series: 'OAGE', description: 'Horizon outdoor air unit (1,250–7,500 cfm cabinet, heat pump)', fields: { cooling_capacity_tons: 30, voltage_v: 575 } });
    expect(trane('OAGD264')?.fields).toEqual({ cooling_capacity_tons: 22 });
  });

  it('OAK / OAN: revisions 4 and 5 and heat pump, 144 … 720 with arrangements A–H', () => {
    expect(trane('OAND648H4')).toMatchObject({ series: 'OAND', fields: { cooling_capacity_tons: 54, voltage_v: 460, phase: 3 } });
    expect(trane('OAKC144A3B0A1')).toMatchObject({ series: 'OAKC', fields: { cooling_capacity_tons: 12, voltage_v: 230, phase: 3 } });
    expect(trane('OANE720E5')?.fields).toMatchObject({ cooling_capacity_tons: 60 });
  });

  it('codes, letters and voltages the tables do not print stay out', () => {
    expect(trane('OABD720A3')).toBeNull(); // 720 is an OAK / OAN size only
    expect(trane('OAND036A3')).toBeNull(); // 036 is an OAB / OAG size only
    expect(trane('OAND000A3')).toBeNull(); // no cooling
    expect(trane('OANF480A3')).toBeNull(); // F: indoor water-source heat pump
    expect(trane('OABC060A3')).toBeNull(); // C is not an OAB design letter
    expect(trane('OAKD480A1')).toBeNull(); // 115 V is not an OAK / OAN voltage
    expect(trane('OAGD060E3')).toBeNull(); // arrangements E–H are OAK / OAN only
    expect(trane('OAND650A3')).toBeNull();
    expect(trane('OAND648A4', 'Carrier')).toBeNull();
  });
});
