import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the makers' manuals cited in line-names.ts: Atlantic "Alféa Extensa Duo A.I. — pompe à chaleur
// air/eau split" (U0587868_1821_FR_10) and alféa hybrid duo 11 / 14 / 16 ("heat pump"); Daikin Altherma 3 R F
// (4P629090-1A), Altherma 3 monobloc EBLA / EDLA, "Daikin Altherma – Low temperature split" (4P384972-1C); Mitsubishi
// Electric Ecodan cylinder unit (OCH531) and hydrobox (OCH532A); Panasonic Aquarea service manuals.
describe('air-to-water heat-pump line names as owners write them', () => {
  it('reads each line name as a heat pump, a series name with no size', () => {
    for (const [model, brand, family] of [
      ['Alféa Extensa Duo A.I. 8', 'Atlantic', 'heat_pump_other'],
      ['alfea hybrid duo 11', 'Atlantic', 'heat_pump_other'],
      ['Altherma 3 R F', 'Daikin', 'daikin_altherma'],
      ['Altherma low temperature split', 'Daikin', 'daikin_altherma'],
      ['Ecodan hydrobox', 'Mitsubishi', 'mitsubishi'],
      ['Ecodan', 'Mitsubishi Electric', 'mitsubishi'],
      ['Aquarea T-CAP', 'Panasonic', 'panasonic'],
      ['Aquarea all in one', 'Panasonic', 'panasonic'],
      ['Nimbus Plus S NET R32', 'Ariston', 'heat_pump_other'],
      ['Nimbus', 'Ariston', 'heat_pump_other'],
      ['Genia Air Max 8', 'Saunier Duval', 'saunier_duval'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${brand} ${model}`).toMatchObject({ type: 'heat pumps', family, fields: {}, seriesOnly: true, seriesName: true });
    }
  });

  it('leaves the ground-source and hybrid Altherma names, other brands and no brand unread', () => {
    expect(decodeModelNumber('Altherma 3 GEO', 'Daikin')).toBeNull();
    expect(decodeModelNumber('Altherma R Hybrid', 'Daikin')).toBeNull();
    expect(decodeModelNumber('Ecodan', 'Panasonic')).toBeNull();
    expect(decodeModelNumber('Aquarea', '')).toBeNull();
    expect(decodeModelNumber('Alfea', 'Thermor')).toBeNull();
    expect(decodeModelNumber('Genia Hybrid', 'Saunier Duval')).toBeNull();
    expect(decodeModelNumber('Nimbus Hybrid', 'Ariston')).toBeNull();
  });

  it('leaves the unit codes to their rules', () => {
    expect(decodeModelNumber('ERGA06EAV3H', 'Daikin')?.series).not.toBe('Altherma');
    expect(decodeModelNumber('PUHZ-W85VHA2', 'Mitsubishi Electric')?.fields).toEqual({ heating_capacity_kw: 8.5 });
  });
});

describe('Atlantic Alféa outdoor units by the codes the manuals list', () => {
  it('reads WOYA 060 LFCA … and the hybrid duo WOYG / WOYK codes as air/water heat pumps, type only', () => {
    for (const model of ['WOYA 060 LFCA', 'WOYA080LFCA', 'WOYA 100 LFTA', 'WOYG112LCT', 'WOYK160LCT']) {
      expect(decodeModelNumber(model, 'Atlantic'), model).toMatchObject({ type: 'heat pumps', family: 'heat_pump_other', fields: {} });
    }
    expect(decodeModelNumber('WOYA 070 LFCA', 'Atlantic')).toBeNull();
    expect(decodeModelNumber('WOYG112LCT', 'Fujitsu')).toBeNull();
    expect(decodeModelNumber('WOYG112LCT', '')).toBeNull();
  });
});
