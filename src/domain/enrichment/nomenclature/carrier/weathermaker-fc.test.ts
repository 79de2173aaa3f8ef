import { describe, expect, it } from 'vitest';
import { CARRIER_ROOFTOP_RULES } from './rooftops-commercial';
import { firstDecode } from '../kit/first-decode';

// Expected values from Carrier Product Data "WeatherMaker Single Packaged Rooftop 3 to 6 Nominal Tons, 48/50FC**04, 05,
// 06, 07" (Form 48/50FC-4-7-02PD: 48FC gas heating / electric cooling, 50FC electric cooling, R-410A), its example model
// 48FCDA04A2A5-0A0A0, and the 50HC key's tonnage table (04 = 3 t, 05 = 4 t, 06 = 5 t, 07 = 6 t).
describe('Carrier WeatherMaker 48/50FC (rtu22b)', () => {
  const carrier = (model: string, brand = 'Carrier') => firstDecode(CARRIER_ROOFTOP_RULES, model, brand);

  it('the document\'s example and sizes 04–07', () => {
    expect(carrier('48FCDA04A2A5-0A0A0')).toMatchObject({ type: 'packaged units', series: '48FC', fields: { cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36, refrigerant: 'R-410A' } });
    expect(carrier('48FCEA05A2A6-0A0A0')?.fields.cooling_capacity_tons).toBe(4);
    expect(carrier('50FCMA06A2A5-0A0A0')).toMatchObject({ series: '50FC', fields: { cooling_capacity_tons: 5 } });
    expect(carrier('50FCDA07')?.fields.cooling_capacity_tons).toBe(6);
  });

  it('sizes and letters outside the document stay out, and the brand is required', () => {
    expect(carrier('48FCDA08A2A5-0A0A0')).toBeNull();
    expect(carrier('48FCDA03')).toBeNull();
    expect(carrier('50FCQA05')).toBeNull();
    expect(carrier('48FCDA04A2A5-0A0A0', 'Bryant')).toBeNull();
  });
});
