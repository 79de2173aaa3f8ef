import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { JAPAN_ECO_CUTE_RULES, mitsubishiElectricStorageSrg } from './japan-eco-cute-heat-pumps';
import { firstDecode } from '../kit/first-decode';

const decode = (raw: string, brand: string) => {
  const model = normalizeNomenclatureModel(raw);
  for (const r of JAPAN_ECO_CUTE_RULES) {
    const d = r.decode(model, brand);
    if (d !== null) return d;
  }
  return null;
};

// Expected values from the makers' documents: Mitsubishi Electric EcoCute owner's manual (SRT-N37 / N46 / N55,
// SRT-NK37D / NK46D, "-BS") and SRT-HP46W5 specification (tank SRT-HPT46W5, heat pump unit SRT-HPU60A5); Panasonic
// HE-S46HQS specification (heat pump unit HE-PS60H), owner's manual HE-370SUFQS … HE-460SFQMS, installation manual
// HE-KU37GQCS … HE-K46GZCS; Hitachi installation manual BHP-ZA46NU / BHP-Z37NU ("E" / "J" salt-resistant).
describe('Japanese EcoCute CO2 heat-pump water heaters', () => {
  it.each([
    ['SRT-N46', 'Mitsubishi Electric', 'SRT'],
    ['SRT-NK37D', 'Mitsubishi', 'SRT'],
    ['SRT-N55-BS', 'Mitsubishi Electric', 'SRT'],
    ['SRT-HP46W5', 'Mitsubishi Electric', 'SRT'],
    ['SRT-HPT46W5', 'Mitsubishi Electric', 'SRT'],
    ['SRT-HPU60A5', 'Mitsubishi Electric', 'SRT'],
    ['HE-S46HQS', 'Panasonic', 'HE'],
    ['HE-PS60H', 'Panasonic', 'HE'],
    ['HE-460SFQMS', 'Panasonic', 'HE'],
    ['HE-KU37GQCS', 'Panasonic', 'HE'],
    ['HE-K46GZMCS', 'Panasonic', 'HE'],
    ['BHP-ZA46NU', 'Hitachi', 'BHP'],
    ['BHP-Z37NUE', 'Hitachi', 'BHP'],
  ])('%s (%s) → water heater, electric heat pump', (model, brand, series) => {
    const d = decode(model, brand);
    expect(d).toMatchObject({ type: 'water heaters', series, fields: { fuel: 'electric', efficiency_tier: 'heat pump' } });
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
  });

  it('needs each line with its own brand and a tank class', () => {
    expect(decode('SRT-N46', '')).toBeNull();
    expect(decode('SRT-N46', 'Panasonic')).toBeNull();
    expect(decode('HE-S46HQS', 'Hitachi')).toBeNull();
    for (const m of ['SRT-N40', 'HE-S40HQS', 'BHP-Z40NU', 'SRT-HPU50A5']) expect(decode(m, m.startsWith('SRT') ? 'Mitsubishi Electric' : m.startsWith('HE') ? 'Panasonic' : 'Hitachi')).toBeNull();
  });

  it('is reached through the dispatcher', () => {
    expect(decodeModelNumber('SRT-S466A', 'Mitsubishi')?.type).toBe('water heaters');
    expect(decodeModelNumber('HE-S46HQS', 'Panasonic')?.type).toBe('water heaters');
    expect(decodeModelNumber('BHP-ZA46NU', null)).toBeNull();
  });
});

describe('Mitsubishi Electric SRG- electric storage water heaters', () => {
  // Installation manual T962Z261H01: 形名 SRG-3769 (370L), SRG-4669 (460L), SRG-5569 (550L).
  const d = (m: string, b = 'Mitsubishi Electric') => firstDecode([mitsubishiElectricStorageSrg], m, b);
  it('reads the listed tanks as electric water heaters, type and fuel only', () => {
    for (const m of ['SRG-3769', 'SRG-4669', 'SRG-5569']) {
      expect(d(m)).toMatchObject({ type: 'water heaters', series: 'SRG', fields: { fuel: 'electric' }, evidence: 'src' });
    }
    expect(d('SRG-3769')?.fields).not.toHaveProperty('efficiency_tier');
  });
  it('needs the brand, a listed tank class and its two digits', () => {
    expect(d('SRG-3769', '')).toBeNull();
    expect(d('SRG-3769', 'Panasonic')).toBeNull();
    expect(d('SRG-3069')).toBeNull();
    expect(d('SRG-37')).toBeNull();
  });
});
