// European heating lines typed from smart-home integrations' device tables (README-extra.md, "European heating lines
// of the smart-home gap scan"): expected types as the tables state them — gduteil/cozytouch model.py (Naema / Naïa:
// CozytouchDeviceType.GAZ_BOILER; Aeromax, Calypso, Explorer, Linéo, Aquéo, Malicio, Phazy: WATER_HEATER) and
// emsesp/EMS-ESP32 device_library.h (Nefit / Junkers / Bosch / Buderus boiler names: DeviceType::BOILER without the
// heat-pump flag; Enviline, SupraEco, CS5800i / CS6800i: heat-pump flag). Type only, evidence `unconfirmed`.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('boiler lines of smart-home device tables', () => {
  it.each([
    ['Naema 2 Micro 25', 'Atlantic'],
    ['Naema 2 Duo 25', 'Atlantic'],
    ['Naia 2 Micro 25', 'Atlantic'],
    ['Topline', 'Nefit'],
    ['Trendline', 'Nefit'],
    ['Proline', 'Nefit'],
    ['Smartline', 'Nefit'],
    ['Ecomline Excellent', 'Nefit'],
    ['Cerapur Top', 'Junkers'],
    ['Suprapur-o', 'Junkers'],
    ['Cerapur GC2200W', 'Junkers'],
    ['Condens 5000i', 'Bosch'],
    ['Condens GC9000', 'Bosch'],
    ['GC7000F', 'Bosch'],
    ['Condens 2300', 'Bosch'],
    ['GB192i', 'Buderus'],
    ['Logano GB125', 'Buderus'],
    ['KB195i', 'Buderus'],
    ['Vitodens 300-W B3HA', 'Viessmann'],
    ['VU 20CS/1-5 (N-INT2) ecoTEC plus', 'Vaillant'],
    ['VMW 23CS/1-5 C (N-ES) ecoTEC plus', 'Vaillant'],
    ['VCW 36CF/1-7 I (N-BE) ecoTEC exclusive', 'Vaillant'],
    ['eloBLOCK VE 28 / 14 EU I', 'Vaillant'],
    ['Vitodens 300-W WB3D', 'Viessmann'],
    ['Vitodens 343-F B3UF 19', 'Viessmann'],
  ])('%s (%s) → boilers, series name, no fields', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe('unconfirmed');
    expect(d?.seriesName).toBe(true);
  });

  it.each([
    ['Aeromax 6', 'Thermor'],
    ['Aeromax SPLIT 3', 'Atlantic'],
    ['Calypso 200L', 'Atlantic'],
    ['Explorer V5 (270L)', 'Atlantic'],
    ['LINEO CONNECTE MP 100L 2250W', 'Atlantic'],
    ['AQUEO ACI HYB VS 300L 3000M', 'Thermor'],
    ['Malicio 3 120L', 'Thermor'],
    ['Phazy', 'Sauter'],
  ])('%s (%s) → water heaters, type only', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('water heaters');
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe('unconfirmed');
  });

  it('needs the brand the table gives', () => {
    expect(decodeModelNumber('Topline', null)).toBeNull();
    expect(decodeModelNumber('Naema 2 Micro 25', null)).toBeNull();
    expect(decodeModelNumber('Explorer V5 200L', 'Thermor')).toBeNull(); // the table prints Explorer with Atlantic
    expect(decodeModelNumber('Phazy', 'Atlantic')).toBeNull();
  });
});

describe('Logamax U122 (Buderus notice 7201 3200)', () => {
  it.each(['U122', 'Logamax U122', 'U122 K'])('Buderus %s → boilers', (model) => {
    expect(decodeModelNumber(model, 'Buderus')?.type).toBe('boilers');
  });
});
