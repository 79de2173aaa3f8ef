import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the makers' documents cited in solid-fuel-lines.ts: Central Boiler dual fuel owner's manual
// (CL 4030 / 5036 / 6048 / 7260) and E-Classic 1450 manual; HeatMaster SS G series manual (G100 / G200 / G400); Hardy LC300 /
// LC500 / LC2500, KB165, KBP270 manuals; GARN WHS 1000 / 2000 manual (discontinued 1350 / 1450 / 1500 / 1900) and GN2000 cut
// sheet; Fröling S3 Turbo, P4 Pellet, PE1 Pellet, T4, SP Dual, Turbomat TM 150–500 documents; Windhager BioWIN (BW 100–260,
// BWE 350 NA); ÖkoFEN Pellematic; Guntamatic BIOSTAR 12 / 15 / 23; Harman PB 105 pellet boiler and PF 100 pellet furnace;
// AHS Coal Gun S260 / S500 / S1000 and Wood Gun E100 SF; EFM DF520; United States Stove furnaces (1300 / 1400 / 1500 / 1537G,
// 1357M / 1557M, 1537M / 1537Q, HB1440E, 1331E, 1950, 1600EF, 1602R, 24AF / 24AG / 24AZ); Alpha American BJ90 / SJ125 (-C),
// Yukon Eagle LW-000 series, LWE-020, LWG-168; PSG Caddy PF01010, Max Caddy PF01101, Caddy Advanced PF01020 / CR PF01021.
describe('solid-fuel boilers and furnaces', () => {
  it('reads the boilers the makers list, type only', () => {
    for (const [model, brand] of [
      ['CL 4030', 'Central Boiler'],
      ['CL-7260', 'Central Boiler'],
      ['Classic 5036', 'Central Boiler'],
      ['E-Classic 1450', 'Central Boiler'],
      ['e-Classic 1450 IR', 'Central Boiler'],
      ['G200', 'HeatMaster SS'],
      ['G400', 'Heatmaster'],
      ['LC2500', 'Hardy'],
      ['KBP270', 'Hardy'],
      ['WHS 1500', 'Garn'],
      ['WHS-2000V', 'Garn'],
      ['GN2000', 'Garn'],
      ['S3 Turbo 30', 'Froling'],
      ['P4 Pellet 25', 'Fröling'],
      ['PE1 Pellet 20', 'Froling'],
      ['T4 110', 'Froling'],
      ['SP Dual 22', 'Froling'],
      ['Turbomat TM 320', 'Froling'],
      ['BW 150', 'Windhager'],
      ['BWE 350 NA', 'Windhager'],
      ['Pellematic Smart XS 14', 'Okofen'],
      ['Biostar 23', 'Guntamatic'],
      ['PB 105', 'Harman'],
      ['S260', 'AHS'],
      ['Wood Gun E100 SF', 'Alternate Heating Systems'],
      ['DF520', 'EFM'],
    ] as const) {
      const d = decodeModelNumber(model, brand);
      expect(d, `${brand} ${model}`).toMatchObject({ type: 'boilers', family: 'solid_fuel', fields: {} });
      expect(d?.seriesName, `${brand} ${model}`).toBeUndefined();
    }
  });

  it('reads the furnaces the makers list, type only', () => {
    for (const [model, brand] of [
      ['Hotblast 1557M', 'US Stove'],
      ['1357M', 'United States Stove'],
      ['1537Q', 'US Stove'],
      ['HB1440E', 'Hotblast'],
      ['1602R', 'Clayton'],
      ['24AG', 'US Stove'],
      ['1600EF', 'US Stove'],
      ['SJ125-C', 'Yukon'],
      ['BJ90', 'Yukon-Eagle'],
      ['LWE-020', 'Yukon Eagle'],
      ['PF01101', 'PSG'],
      ['PF01020', 'Caddy'],
      ['PF 100', 'Harman'],
    ] as const) {
      const d = decodeModelNumber(model, brand);
      expect(d, `${brand} ${model}`).toMatchObject({ type: 'furnaces', family: 'solid_fuel', fields: {} });
    }
  });

  it('reads a line name written alone as a series name', () => {
    for (const [model, brand, type] of [
      ['Pellematic', 'ÖkoFEN', 'boilers'],
      ['BioWIN 2 Touch', 'Windhager', 'boilers'],
      ['Biostar', 'Guntamatic', 'boilers'],
      ['Turbomat', 'Froling', 'boilers'],
      ['Big Jack', 'Yukon', 'furnaces'],
      ['Klondike Eagle IV', 'Yukon', 'furnaces'],
      ['Max Caddy', 'PSG', 'furnaces'],
      ['Caddy Advanced CR', 'PSG', 'furnaces'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${brand} ${model}`).toMatchObject({ type, seriesOnly: true, seriesName: true });
    }
  });

  it('needs the brand, a listed size and a matching name', () => {
    expect(decodeModelNumber('CL 4030', null)).toBeNull();
    expect(decodeModelNumber('6048', 'Lennox')?.family).not.toBe('solid_fuel');
    expect(decodeModelNumber('CL 4040', 'Central Boiler')).toBeNull();
    expect(decodeModelNumber('E-Classic 1460', 'Central Boiler')).toBeNull();
    expect(decodeModelNumber('G300', 'HeatMaster SS')).toBeNull();
    expect(decodeModelNumber('LC165', 'Hardy')).toBeNull();
    expect(decodeModelNumber('WHS 1600', 'Garn')).toBeNull();
    expect(decodeModelNumber('BW 300', 'Windhager')).toBeNull();
    expect(decodeModelNumber('Biostar 20', 'Guntamatic')).toBeNull();
    expect(decodeModelNumber('PB 100', 'Harman')).toBeNull();
    expect(decodeModelNumber('Hotblast 1600', 'US Stove')).toBeNull();
    expect(decodeModelNumber('Big Jack SJ125', 'Yukon')).toBeNull();
    expect(decodeModelNumber('PF01030', 'PSG')).toBeNull();
    expect(decodeModelNumber('PF 100', 'PSG')).toBeNull();
  });
});
