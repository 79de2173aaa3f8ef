// Expected values from the Voyager Commercial model number description (RT-PRC007-EN): digits 1–2 TC / TE / YC, digit 3
// D / H, digits 4–6 nominal cooling capacity (360 = 30 tons, 480 = 40 tons, 600 = 50 tons), digit 8 power supply
// (4 = 460/60/3), digit 9 heating capacity (0 TC, L / H / J / K YC, A–E kW TE), digit 10 design sequence A, and "The
// service digit for each model number contains 31 digits; all 31 digits must be referenced".
import { describe, expect, it } from 'vitest';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { TRANE_RULES } from './trane';

describe('Trane Voyager Commercial written in full (rtu22b)', () => {
  it('31-digit model numbers read the capacity and power supply', () => {
    expect(mustDecode(TRANE_RULES, 'YCD480A4HAA1C6A0B00000000000000', 'Trane')).toMatchObject({
      type: 'packaged units',
      series: 'YCD',
      fields: { cooling_capacity_tons: 40, voltage_v: 460, phase: 3 },
    });
    expect(mustDecode(TRANE_RULES, 'TCH360A40A01A3C0000000000000000', 'Trane').fields).toMatchObject({ cooling_capacity_tons: 30 });
    expect(mustDecode(TRANE_RULES, 'TED600A4CA0A1C3A000000000000000', 'Trane').fields).toMatchObject({ cooling_capacity_tons: 50 });
  });

  it('32 digits, a heating digit off the key or a code outside that key stays out', () => {
    expect(decodeWith(TRANE_RULES, 'YCD480A4HAA1C6A0B000000000000000', 'Trane')).toBeNull();
    expect(decodeWith(TRANE_RULES, 'YCD480A40AA1C6A0B00000000000000', 'Trane')).toBeNull(); // 0 = no heat is TC only
    expect(decodeWith(TRANE_RULES, 'TCD360A4HA01A3C0000000000000000', 'Trane')).toBeNull(); // H = high heat is YC only
    expect(decodeWith(TRANE_RULES, 'YCD120A4HAA1C6A0B00000000000000', 'Trane')).toBeNull(); // 120 is not an RT-PRC007-EN code
  });
});
