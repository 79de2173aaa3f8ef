// Daikin Altherma 3 units named by ESPAltherma's definition files (README-extra.md, smart-home gap scan): ECH2O
// EHSH/EHSX 04/08 P30/P50 (with ERGA), ETSH/ETSX 16 (with EPRA), EBSH/EBSX 16 (with ERLA); ERLA indoor EBV/EBB(H/X/Z)
// 11–16; outdoor EPGA 11–16 — all Altherma heat-pump units; type only, evidence `unconfirmed`.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Daikin Altherma units of ESPAltherma definition files', () => {
  it.each([
    ['EHSH04P30D', 'EHSH'],
    ['EHSX08P50D', 'EHSX'],
    ['EHSH08P50E', 'EHSH'],
    ['ETSH16P30D', 'ETSH'],
    ['ETSX16P50E', 'ETSX'],
    ['EBSH16P30D', 'EBSH'],
    ['EBVH16S23D6V', 'EBVH'],
    ['EBBH16D6V', 'EBBH'],
    ['EBVZ16S23D9W', 'EBVZ'],
    ['EPGA11DV', 'EPGA'],
  ])('Daikin %s → heat pumps (%s), type only', (model, series) => {
    const d = decodeModelNumber(model, 'Daikin');
    expect(d?.type).toBe('heat pumps');
    expect(d?.series).toBe(series);
    expect(d?.fields).toEqual({});
    expect(d?.evidence).toBe('unconfirmed');
  });

  it('needs the brand and the listed classes', () => {
    expect(decodeModelNumber('EHSH04P30D', null)).toBeNull();
    expect(decodeModelNumber('EHSH16P30D', 'Daikin')).toBeNull(); // EHS is listed 04-08 (ERGA)
    expect(decodeModelNumber('ETSH04P30D', 'Daikin')).toBeNull(); // ETS is listed 16 (EPRA)
    expect(decodeModelNumber('EBVH08S23D6V', 'Daikin')).toBeNull(); // ERLA pairs 11-16
  });
});
