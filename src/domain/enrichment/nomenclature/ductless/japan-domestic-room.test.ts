// Japanese domestic room air conditioners of the ECHONET Lite gap scan (issue 18): the Mitsubishi Electric MSZ / MUZ
// Japanese form (ductless/mitsubishi.ts), the Panasonic CS / CU Japanese form (ductless/panasonic.ts) and the Sanyo SAP
// Japanese form (ductless/sanyo-sap-split.ts). Expected
// models are the ones the cited announcements print; the near misses must not decode.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { mitsubishiJapanRoom, mitsubishiMSeries } from './mitsubishi';
import { panasonicDuctless } from './panasonic';
import { SANYO_SAP_SPLIT_RULES } from './sanyo-sap-split';

describe('Mitsubishi Electric Japanese MSZ / MUZ room air conditioners', () => {
  const d = (m: string, b = 'Mitsubishi Electric') => firstDecode([mitsubishiJapanRoom], m, b);
  it('reads the announced ZD, Z and FZ numbers as wall-mounted indoor units, type only', () => {
    // ZD series (2013): MSZ-ZD253, MSZ-ZD283S, MSZ-ZD403S, MSZ-ZD563S; Z series MSZ-ZW4026S; FZ series MSZ-FZ4025S.
    for (const m of ['MSZ-ZD253', 'MSZ-ZD283S', 'MSZ-ZD403S', 'MSZ-ZD563S', 'MSZ-ZW4026S', 'MSZ-FZ4025S']) {
      expect(d(m)).toMatchObject({ type: 'mini-splits', family: 'mitsubishi', fields: {}, evidence: 'src' });
    }
    expect(d('MSZ-ZD563S')).toMatchObject({ series: 'MSZ-ZD', description: 'wall-mounted room air conditioner indoor unit (Japanese domestic)' });
    expect(d('MUZ-ZW4026S')).toMatchObject({ series: 'MUZ-ZW', description: 'room air conditioner outdoor unit (Japanese domestic)' });
    expect(d('MSZ-ZW4026S-W')).toMatchObject({ series: 'MSZ-ZW' });
    expect(decodeModelNumber('MSZ-ZW4026S', 'Mitsubishi Electric')).toMatchObject({ type: 'mini-splits', rule: expect.stringContaining('Japanese domestic form') });
  });
  it('needs the brand and leaves the North-American and export numbers to the §9.1 key', () => {
    expect(d('MSZ-ZW4026S', '')).toBeNull();
    expect(d('MSZ-GE09NA')).toBeNull();
    expect(d('MUZ-GE25VA')).toBeNull();
    expect(d('MSZ-ZW40')).toBeNull();
    expect(d('MXZ-ZW4026S')).toBeNull();
    // The §9.1 rule no longer reads a Japanese class as kBtu/h (36 is no 3-ton unit here).
    expect(firstDecode([mitsubishiMSeries], 'MSZ-ZW3626S', '')).toBeNull();
    expect(firstDecode([mitsubishiMSeries], 'MSZ-GE09NA', '')).toMatchObject({ fields: { cooling_capacity_kbtuh: 9 } });
  });
});

describe('Panasonic Japanese CS / CU room air conditioners', () => {
  const d = (m: string, b = 'Panasonic') => firstDecode([panasonicDuctless], m, b);
  it('reads the announced X series numbers, type only', () => {
    // 2008 X series CS-X288A (2.8 kW) and CS-X408A2 (4.0 kW); the 2014 model CS-X405C2.
    for (const m of ['CS-X288A', 'CS-X408A2', 'CS-X405C2']) {
      expect(d(m)).toMatchObject({ type: 'mini-splits', family: 'panasonic', fields: {}, series: 'CS-X' });
    }
    expect(d('CS-X408A2')).toMatchObject({ description: 'room air conditioner indoor unit (Japanese domestic)', evidence: 'pattern' });
    expect(d('CU-X408A2')).toMatchObject({ series: 'CU-X', description: 'room air conditioner outdoor unit (Japanese domestic)' });
  });
  it('needs the brand and a room-air-conditioner class', () => {
    expect(d('CS-X408A2', '')).toBeNull();
    expect(d('CS-X108A2')).toBeNull();
    expect(d('CS-X40A2')).toBeNull();
    expect(d('CS-X4088A2')).toBeNull();
  });
});

describe('Sanyo SAP Japanese room air conditioners', () => {
  // Owner's manuals: SAP-ZK22X … SAP-ZK56X2 / SAP-CZK22X … SAP-CZK56X2; SAP-D22U … SAP-D63U2 / SAP-CD22U … SAP-CD63U2.
  const d = (m: string, b = 'Sanyo') => firstDecode(SANYO_SAP_SPLIT_RULES, m, b);
  it('reads the listed indoor and outdoor units, type only', () => {
    expect(d('SAP-ZK22X')).toMatchObject({ type: 'mini-splits', series: 'SAP-ZK', description: 'room air conditioner indoor unit (Japanese domestic)', fields: {} });
    expect(d('SAP-ZK56X2')).toMatchObject({ series: 'SAP-ZK' });
    expect(d('SAP-CZK45X2')).toMatchObject({ series: 'SAP-CZK', description: 'room air conditioner outdoor unit (Japanese domestic)' });
    expect(d('SAP-D63U2')).toMatchObject({ series: 'SAP-D', description: 'room air conditioner indoor unit (Japanese domestic)' });
    expect(d('SAP-CD63U2')).toMatchObject({ type: 'mini-splits' });
  });
  it('needs the brand and the listed shape', () => {
    expect(d('SAP-ZK22X', '')).toBeNull();
    expect(d('SAP-ZK22')).toBeNull();
    expect(d('SAP-ZK22X3')).toBeNull();
    expect(d('SAP-ZK220X')).toBeNull();
  });
});
