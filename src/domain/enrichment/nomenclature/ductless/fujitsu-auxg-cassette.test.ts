import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { FUJITSU_AUXG_CASSETTE_RULES } from './fujitsu-auxg-cassette';

const d = (model: string, brand: string) => firstDecode(FUJITSU_AUXG_CASSETTE_RULES, model, brand);

describe('Fujitsu AUXG cassette indoor units', () => {
  // DR_AU002EF_04: INDOOR AUXG18LRLB AUXG24LRLB AUXG30LRLB AUXG36LRLB AUXG45LRLB AUXG54LRLB.
  it('listed cassettes: mini-splits, class read as fujitsu.export reads it', () => {
    expect(d('AUXG18LRLB', 'Fujitsu')).toMatchObject({ type: 'mini-splits', description: 'ductless cassette indoor unit', fields: { cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 }, evidence: 'pattern' });
    expect(d('AUXG54LRLB', 'Fujitsu')).toMatchObject({ fields: { cooling_capacity_kbtuh: 54, cooling_capacity_tons: 4.5 } });
    expect(decodeModelNumber('auxg24lrlb', 'Fujitsu')).toMatchObject({ type: 'mini-splits', family: 'fujitsu' });
    expect(d('AUXG20LRLB', 'Fujitsu')).toBeNull();
    expect(d('AUXG18LRLB', '')).toBeNull();
  });
});
