// Hitachi Yutaki, Toshiba Estia, Midea M thermal, tecalor and Vaillant product names (README-extra.md): models as
// the cited makers' documents print them, with the type and kW those documents give.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import type { DecodedFields } from '../types';

type Row = [brand: string, model: string, type: string, fields: DecodedFields];

// Hitachi YUTAKI SERIES Technical Catalogue TCGB0098 (model ranges on its cover), YUTAKI S R32 manual, AquaFREE TCGB0042.
const HITACHI: Row[] = [
  ['Hitachi', 'RAS-2WHVNP', 'heat pumps', {}],
  ['Hitachi', 'RAS-10WHNPE', 'heat pumps', {}],
  ['Hitachi', 'RWM-2.0NE', 'heat pumps', {}],
  ['Hitachi', 'RWM-10.0NE', 'heat pumps', {}],
  ['Hitachi', 'RWM-1.5R1E', 'heat pumps', {}],
  ['Hitachi', 'RWM-3FSN1E', 'heat pumps', {}],
  ['Hitachi', 'RWD-6.0NWSE-260S-K', 'heat pumps', {}],
  ['Hitachi', 'RWH-4.0VNFWE', 'heat pumps', {}],
  ['Hitachi', 'RASM-6NE', 'heat pumps', {}],
];

// Toshiba Engineering Data Book E10-371 and the R32 outdoor unit installation manual (HWT-40 = 4 kW … HWT-140 = 14 kW).
const TOSHIBA: Row[] = [
  ['Toshiba', 'HWS-803H-E', 'heat pumps', { heating_capacity_kw: 8 }],
  ['Toshiba', 'HWS-1103H8-E', 'heat pumps', { heating_capacity_kw: 11 }],
  ['Toshiba', 'HWS-1603H8R-E', 'heat pumps', { heating_capacity_kw: 16 }],
  ['Toshiba', 'HWT-401HW-E', 'heat pumps', { heating_capacity_kw: 4 }],
  ['Toshiba', 'HWT-1401H8RW-E', 'heat pumps', { heating_capacity_kw: 14 }],
  ['Toshiba', 'HWS-803XWHM3-E', 'heat pumps', {}],
  ['Toshiba', 'HWS-1403XWHT9-E', 'heat pumps', {}],
];

// Midea M thermal Mono Series Service Manual, Table 1-1.1 (4 kW … 16 kW = V4W … V16W).
const MIDEA: Row[] = [
  ['Midea', 'MHC-V4W/D2N8-B', 'heat pumps', { heating_capacity_kw: 4 }],
  ['Midea', 'MHC-V12W/D2RN8-B', 'heat pumps', { heating_capacity_kw: 12 }],
];

// tecalor TTF (Sole | Wasser-Wärmepumpe) and THZ 404 flex manuals; Vaillant aroTHERM plus and geoTHERM plus manuals.
const OTHERS: Row[] = [
  ['Tecalor', 'TTF 27 HT', 'geothermal heat pumps', {}],
  ['tecalor', 'TTF 33.5', 'geothermal heat pumps', {}],
  ['Tecalor', 'THZ 404 flex', 'heat pumps', {}],
  ['Vaillant', 'aroTHERM plus', 'heat pumps', {}],
  ['Vaillant', 'geoTHERM plus', 'geothermal heat pumps', {}],
];

// Dimplex LA 25TU-2 / LA 40TU-2, LA 35TBS, LI 11TES, SI 17TE, WI 10TU … WI 22TU manuals; alpha innotec LW 101 – LW 121,
// SWC, SWP and WZW operating manuals.
const DIMPLEX_ALPHA: Row[] = [
  ['Dimplex', 'LA 25TU-2', 'heat pumps', {}],
  ['Dimplex', 'LA 35TBS', 'heat pumps', {}],
  ['Dimplex', 'LI 11TES', 'heat pumps', {}],
  ['Dimplex', 'SI 17TE', 'geothermal heat pumps', {}],
  ['Dimplex', 'WI 22TU', 'geothermal heat pumps', {}],
  ['Alpha Innotec', 'LW 121', 'heat pumps', {}],
  ['alpha innotec', 'LW 310', 'heat pumps', {}],
  ['Alpha Innotec', 'SWC 100', 'geothermal heat pumps', {}],
  ['Alpha-InnoTec', 'SWP 291', 'geothermal heat pumps', {}],
  // Grant Aerona³ installation instructions DOC 0136 (product codes covered).
  ['Grant', 'HPID6R32', 'heat pumps', { refrigerant: 'R-32' }],
  ['Grant', 'HPID17R32', 'heat pumps', { refrigerant: 'R-32' }],
];

describe('more European heat-pump lines', () => {
  it.each([...HITACHI, ...TOSHIBA, ...MIDEA, ...OTHERS, ...DIMPLEX_ALPHA])('%s %s → %s %j', (brand, model, type, fields) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe(type);
    expect(d?.fields).toEqual(fields);
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('RWM-2.0NE', null)).toBeNull();
    expect(decodeModelNumber('HWS-803H-E', null)).toBeNull();
  });

  it('leaves classes off the makers\' tables, cylinders and other names alone', () => {
    expect(decodeModelNumber('RAS-25WHVNPE', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('RWD-9.0NWE-200S', 'Hitachi')).toBeNull();
    expect(decodeModelNumber('HWS-1501CSHM3-E', 'Toshiba')).toBeNull();
    expect(decodeModelNumber('HWS-503H-E', 'Toshiba')).toBeNull();
    expect(decodeModelNumber('MHC-V11W/D2N8', 'Midea')).toBeNull();
    expect(decodeModelNumber('flexoTHERM', 'Vaillant')).toBeNull();
    expect(decodeModelNumber('LA 9', 'Dimplex')).toBeNull();
    expect(decodeModelNumber('HPID8R32', 'Grant')).toBeNull();
    expect(decodeModelNumber('SWC 100', null)).toBeNull();
  });
});
