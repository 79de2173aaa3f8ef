// European / Asian hydronic and ductless lines (README-extra.md): models as the cited sources print them.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { EXTRA_FAMILY_RULES } from '../families-extra';
import { normalizeNomenclatureModel, type DecodedFields } from '../types';

type Row = [brand: string, model: string, type: string, fields?: DecodedFields];

// Daikin operation-manual titles / model lists and the ERLQ004-008CA + EHBH/X04+08CB installer reference guide.
const DAIKIN: Row[] = [
  ['Daikin', 'EHBH04CB', 'heat pumps', {}],
  ['Daikin', 'EHBX16CB', 'heat pumps', {}],
  ['Daikin', 'EHBH08CBV', 'heat pumps', {}],
  ['Daikin', 'ERLQ004CAV3', 'heat pumps', { heating_capacity_kw: 4 }],
  ['Daikin', 'ERLQ008CAV3', 'heat pumps', { heating_capacity_kw: 8 }],
  ['Daikin', 'EBLQ05CAV3', 'heat pumps', { heating_capacity_kw: 5 }],
  ['Daikin', 'EDLQ07CAV3', 'heat pumps', { heating_capacity_kw: 7 }],
  ['Daikin', 'EDHQ014BB6W1', 'heat pumps', { heating_capacity_kw: 14 }],
  ['Daikin', 'EKHBH016AB', 'heat pumps', {}],
  ['Daikin', 'EKHVMYD80ABV1', 'heat pumps', {}],
  ['Daikin', 'EGSQH10S18AA9W', 'geothermal heat pumps', { heating_capacity_kw: 10 }],
];

// Panasonic service manuals PAPAMY1709003CE, PAPAMY1405035CE, PAPAMY1607070CE and the air-conditioner title list.
const PANASONIC: Row[] = [
  ['Panasonic', 'WH-MDC07H3E5', 'heat pumps', { heating_capacity_kw: 7 }],
  ['Panasonic', 'WH-SDC12F9E8', 'heat pumps', { heating_capacity_kw: 12 }],
  ['Panasonic', 'WH-UD16FE8', 'heat pumps', { heating_capacity_kw: 16 }],
  ['Panasonic', 'WH-ADC0309H3E5B', 'heat pumps', {}],
  ['Panasonic', 'WH-UD03HE5-1', 'heat pumps', { heating_capacity_kw: 3 }],
  ['Panasonic', 'WH-UX12FE5', 'heat pumps', { heating_capacity_kw: 12 }],
  ['Panasonic', 'CS-NE9LKE', 'mini-splits', {}],
  ['Panasonic', 'CU-NE12LKE', 'mini-splits', {}],
  ['Panasonic', 'CU-2Z50TBE', 'mini-splits', {}],
  ['Panasonic', 'CU-4E27CBPG', 'mini-splits', {}],
  ['Panasonic', 'CS-E21EKU', 'mini-splits', {}],
  ['Panasonic', 'CS-S12NKV-7', 'mini-splits', {}],
];

// Mitsubishi Electric cylinder unit service manual OCH531 (model list and outdoor reference manuals).
const MITSUBISHI: Row[] = [
  ['Mitsubishi Electric', 'EHST20C-YM9HB', 'heat pumps', {}],
  ['Mitsubishi Electric', 'EHPT20X-VM6HB', 'heat pumps', {}],
  ['Mitsubishi', 'EHST20C-VM6SB', 'heat pumps', {}],
  ['Mitsubishi Electric', 'PUHZ-W50VHA', 'heat pumps', { heating_capacity_kw: 5 }],
  ['Mitsubishi Electric', 'PUHZ-HW112YHA2', 'heat pumps', { heating_capacity_kw: 11.2 }],
  ['Mitsubishi Electric', 'PUHZ-HW140VHA2', 'heat pumps', { heating_capacity_kw: 14 }],
  ['Mitsubishi Electric', 'PUHZ-SHW230YKA', 'heat pumps', {}],
];

// NIBE installer manuals (F470, F750, F370, F1145/F1245, F1345, F1355, VVM 310/320/500).
const NIBE: Row[] = [
  ['NIBE', 'F470', 'heat pumps', {}],
  ['NIBE', 'F750', 'heat pumps', {}],
  ['Nibe', 'F370', 'heat pumps', {}],
  ['NIBE', 'F1245-10', 'geothermal heat pumps', { heating_capacity_kw: 10 }],
  ['NIBE', 'F1345-30', 'geothermal heat pumps', { heating_capacity_kw: 30 }],
  ['NIBE', 'NIBE F1355', 'geothermal heat pumps', {}],
  ['NIBE', 'VVM 500', 'heat pumps', {}],
];

// Vaillant aroTHERM plus 0020326638_01, geoTHERM plus VWS, aquaPLUS VUI 362-7; Stiebel Eltron WPC manual; LG Therma V
// data books (split 5BPU0-01C, monobloc 5BPM0-01J); Samsung EHS Split technical data book.
const OTHERS: Row[] = [
  ['Vaillant', 'VWL 125/6 A', 'heat pumps', { heating_capacity_kw: 12 }],
  ['Vaillant', 'aroTHERM plus VWL 105/6 A 230V', 'heat pumps', { heating_capacity_kw: 10 }],
  ['Vaillant', 'VUI 362-7', 'boilers', {}],
  ['Stiebel Eltron', 'WPC 13 cool', 'geothermal heat pumps', {}],
  ['Stiebel Eltron', 'WPC 7', 'geothermal heat pumps', {}],
  ['LG', 'HU143MA U33', 'heat pumps', { heating_capacity_kw: 14, voltage_v: 400, phase: 3 }],
  ['LG', 'HU161MA U33', 'heat pumps', { heating_capacity_kw: 16, voltage_v: 230, phase: 1 }],
  ['LG', 'HN1616 NK3', 'heat pumps', {}],
  ['LG', 'HM071M', 'heat pumps', { heating_capacity_kw: 7, voltage_v: 230, phase: 1 }],
  ['Samsung', 'AE160RXEDGG/EU', 'heat pumps', { refrigerant: 'R-32' }],
  ['Samsung', 'AE090JNYDEH/EU', 'heat pumps', { refrigerant: 'R-410A' }],
];

describe('European / Asian hydronic and ductless lines', () => {
  it.each([...DAIKIN, ...PANASONIC, ...MITSUBISHI, ...NIBE, ...OTHERS])('%s %s → %s', (brand, model, type, fields) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe(type);
    if (fields !== undefined) expect(d?.fields).toEqual(fields);
  });

  it('needs the brand: none of these shapes decodes without one', () => {
    for (const [, model] of [...DAIKIN, ...PANASONIC, ...NIBE, ...OTHERS]) expect(decodeModelNumber(model, null)).toBeNull();
  });

  it('reads the Ecodan R32 monobloc as Ecodan, not as a P-series range', () => {
    expect(decodeModelNumber('PUZ-WM112VAA', 'Mitsubishi Electric')?.type).toBe('heat pumps');
    expect(decodeModelNumber('PUZ-HA36NKA', 'Mitsubishi Electric')?.type).toBe('mini-splits');
  });

  it('types the PUHZ Power Inverter outdoor units (installation manual PUHZ-ZRP•KA / PUHZ-P•KA) as split heat pumps, kW×10 cooling', () => {
    const d = decodeModelNumber('PUHZ-ZRP100VKA', 'Mitsubishi Electric');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(34.1);
    expect(decodeModelNumber('PUHZ-P250YKA', 'Mitsubishi Electric')?.fields.cooling_capacity_kbtuh).toBe(85.3);
    expect(decodeModelNumber('PUHZ-ZRP90VKA', 'Mitsubishi Electric')).toBeNull(); // no 9.0 class
  });

  it("gives a split system's indoor unit no capacity of its own (its number names the outdoor units it pairs with)", () => {
    // aroTHERM split installation instructions: outdoor units VWL 35/5 AS … VWL 125/5 AS; indoor units VWL 58/5 IS, VWL 128/5 IS.
    const indoor = decodeModelNumber('VWL 58/5 IS', 'Vaillant');
    expect(indoor).toMatchObject({ type: 'heat pumps', description: expect.stringContaining('split indoor unit') });
    expect(indoor?.fields.heating_capacity_kw).toBeUndefined();
    expect(decodeModelNumber('VWL 125/5 AS', 'Vaillant')?.fields).toMatchObject({ heating_capacity_kw: 12 });
  });

  it('rejects classes and shapes off the keys', () => {
    const off: Array<[string, string]> = [
      ['Daikin', 'ERLQ013CAV3'], // no 13 kW class
      ['Daikin', 'EHBH05CB'], // indoor classes are 04/08/11/12/16
      ['Panasonic', 'WH-MDC10H3E5'], // no 10 kW class
      ['Panasonic', 'WH-ADC0903H3E5'], // a range runs low to high
      ['Mitsubishi Electric', 'PUHZ-W95VHA'], // no 9.5 class
      ['Mitsubishi Electric', 'EHST-VM6HB'], // a cylinder carries its tank size
      ['NIBE', 'SMO 40'], // a control module
      ['NIBE', 'F1145-99'],
      ['LG', 'HM201M'], // no 20 kW class
      ['Vaillant', 'VWL 5/6 A'],
      ['Stiebel Eltron', 'WPX 10'],
    ];
    for (const [brand, model] of off) expect(decodeModelNumber(model, brand)).toBeNull();
  });

  it('every new family reads only its own models', () => {
    const rows = [...DAIKIN, ...PANASONIC, ...MITSUBISHI, ...NIBE, ...OTHERS];
    for (const [brand, model] of rows) {
      const d = decodeModelNumber(model, brand)!;
      const claimers = EXTRA_FAMILY_RULES.filter((r) => r.brands.includes(d.brand) && r.decode(normalizeNomenclatureModel(model), brand) !== null);
      expect(claimers.length).toBeGreaterThan(0);
      expect(new Set(claimers.map((r) => r.family)).size).toBe(1);
    }
  });
});

describe('European boiler lines (brand required, type by product line)', () => {
  it.each([
    ['Worcester Bosch', 'Greenstar 30i', 'boilers'],
    ['Worcester Bosch', '29CDi Classic', 'boilers'],
    ['Bosch', 'GC7000iW 24 C', 'boilers'],
    ['Baxi', 'Duo-tec 28 Combi', 'boilers'],
    ['Ideal', 'Logic Combi C30', 'boilers'],
    ['Remeha', 'Calenta 28c', 'boilers'],
    ['Intergas', 'Kombi Kompakt HRE 36/30', 'boilers'],
    ['Wolf', 'CGB-2-14', 'boilers'],
    ['Wolf', 'BWL-1S-07', 'heat pumps'],
  ])('%s %s → %s', (brand, model, type) => {
    expect(decodeModelNumber(model, brand)?.type).toBe(type);
    expect(decodeModelNumber(model, null)).toBeNull();
  });

  it('reads the Wolf heat output from the name (CGB-2-14 = 14 kW) and nothing from a combination boiler', () => {
    expect(decodeModelNumber('CGB-2-14', 'Wolf')?.fields).toEqual({ heating_capacity_kw: 14 });
    expect(decodeModelNumber('Greenstar 30i', 'Worcester Bosch')?.fields).toEqual({});
  });
});

describe('Haier ductless (model-name explanation of AS25XCAHRA and 1U68WEGFRA-C; AW/1U ES2VHA service manual)', () => {
  it.each([
    ['AS25XCAHRA', 9],
    ['1U68WEGFRA-C', 24],
    ['AW09ES2VHA', 9],
    ['1U24ES2VHA', 24],
    ['HSU-18HC03/R2(DB)', 18],
  ])('%s → mini-split, %d kBtu/h', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'Haier');
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(decodeModelNumber(model, null)).toBeNull();
  });

  it('rejects classes off the tables', () => {
    expect(decodeModelNumber('AS33XCAHRA', 'Haier')).toBeNull();
    expect(decodeModelNumber('HSU-10HC03', 'Haier')).toBeNull();
  });
});

describe('trade names written as owners print them', () => {
  it.each([
    ['Vaillant', 'ecoMAX 613/2 E', 'boilers'], // ecoMAX flue instructions model list
    ['Vaillant', 'ecoMAX pro 28 E', 'boilers'],
    ['Viessmann', 'Vitola 200', 'boilers'],
    ['Viessmann', 'Vitocrossal 300', 'boilers'],
    ['Buderus', 'Logatherm WLW196i-8 AR', 'heat pumps'],
    ['NIBE', 'F1145-8 PC', 'geothermal heat pumps'],
  ])('%s %s → %s', (brand, model, type) => {
    expect(decodeModelNumber(model, brand)?.type).toBe(type);
  });
});

describe('Daikin Europe cold-region wall units (FTXTM-M in Daikin\'s Online Controller connectable-unit list)', () => {
  it('reads FTXTM / RXTM as kW×10 ductless units and still leaves bare RXT + digits alone', () => {
    expect(decodeModelNumber('FTXTM40M', 'Daikin')?.type).toBe('mini-splits');
    expect(decodeModelNumber('RXTM40N', 'Daikin')?.fields.cooling_capacity_kbtuh).toBe(13.6);
    expect(decodeModelNumber('RXT036', 'Daikin')).toBeNull();
  });
});
