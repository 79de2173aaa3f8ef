import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Baxi UK user guide "424 Combi 2 – 430 Combi 2, 424 Combi LPG 2 – 430 Combi LPG 2"
// (high-efficiency wall-hung condensing gas boiler), read by `baxi.boilers` in boilers/europe.ts.
describe('Baxi 400 Combi 2 boilers', () => {
  it('reads the 424 / 430 Combi 2 and Combi LPG 2 models as boilers', () => {
    for (const model of ['424 Combi 2', '430 Combi 2', '424 Combi LPG 2', '430 Combi LPG 2', 'Baxi 424 Combi']) {
      expect(decodeModelNumber(model, 'Baxi'), model).toMatchObject({ type: 'boilers', brand: 'Baxi' });
    }
  });

  it('needs the brand and a size the guide prints', () => {
    expect(decodeModelNumber('424 Combi 2', null)).toBeNull();
    expect(decodeModelNumber('426 Combi 2', 'Baxi')).toBeNull();
    expect(decodeModelNumber('424 System 2', 'Baxi')).toBeNull();
  });
});

// Expected values: Viessmann documents print the type code after the word "Typ" (planning guide 5811 433
// "VITOCROSSAL 300 Typ CU3A"; Vitodens 200-W B2HA technical data manual 5683 717-08 for the code itself).
describe('Vitodens type code written after "Typ"', () => {
  it('reads the line with "Typ" and the type code as a condensing boiler', () => {
    expect(decodeModelNumber('Vitodens 200-W Typ B2HA', 'Viessmann')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('Vitodens 100-W Typ B1HC', 'Viessmann')?.type).toBe('boilers');
  });

  it('needs the Viessmann brand', () => {
    expect(decodeModelNumber('Vitodens 200-W Typ B2HA', 'Lennox')?.brand ?? '').not.toBe('Viessmann');
    expect(decodeModelNumber('Typ B2HA', null)).toBeNull();
  });
});

// Expected values: Vaillant ecoCOMPACT VSC installation manual (DE, AT): VSC 196/4-5 150, VSC 246/4-5 90.
describe('Vaillant ecoCOMPACT VSC written without its slash', () => {
  it('reads the designation with the slash left out or written as a hyphen', () => {
    expect(decodeModelNumber('VSC 206/4-5 150', 'Vaillant')?.series).toBe('ecoCOMPACT VSC');
    expect(decodeModelNumber('VSC206 4-5', 'Vaillant')?.series).toBe('ecoCOMPACT VSC');
    expect(decodeModelNumber('VSC 246-4-5', 'Vaillant')?.series).toBe('ecoCOMPACT VSC');
  });

  it('still needs the generation digits and the brand', () => {
    expect(decodeModelNumber('VSC 206', 'Vaillant')?.series ?? '').not.toBe('ecoCOMPACT VSC');
    expect(decodeModelNumber('VSC206 4-5', null)).toBeNull();
  });
});

// Expected values: Smith Cast Iron Boilers installation manual 28A-IOM-7, title "SERIES 28A GAS OR OIL BOILER".
describe('Smith Series 28A written as its series name', () => {
  it('reads "Series 28A" as a boiler', () => {
    expect(decodeModelNumber('Series 28A', 'Smith Cast Iron Boilers')).toMatchObject({ type: 'boilers', series: '28A' });
  });

  it('needs the Smith brand', () => {
    expect(decodeModelNumber('Series 28A', 'Lennox')?.series ?? '').not.toBe('28A');
  });
});

// Expected values: Worcester "24i / 28i junior" installation and servicing instructions (GC 47 311 69 / 70) and Greenstar
// 24i junior / 28i junior 8 716 115 166b: the two sizes of the junior line.
describe('Worcester junior written with the line name first', () => {
  it('reads "Junior 28i" and "Junior 24i" as boilers', () => {
    expect(decodeModelNumber('Junior 28i', 'Worcester Bosch')).toMatchObject({ type: 'boilers', brand: 'Worcester Bosch' });
    expect(decodeModelNumber('Junior 24i', 'Worcester Bosch')?.type).toBe('boilers');
  });

  it('needs a junior size and the brand', () => {
    expect(decodeModelNumber('Junior 30i', 'Worcester Bosch')).toBeNull();
    expect(decodeModelNumber('Junior 28i', null)).toBeNull();
  });
});

// Expected values: Immergas "EOLO Star" instruction booklet ("EOLO Star 23 kW") and "Eolo Maior VIP 24" libretto istruzioni.
describe('Immergas Eolo Star and Eolo Maior', () => {
  it('reads the two Eolo lines, with or without their size, as boilers', () => {
    expect(decodeModelNumber('Eolo Star 23 kW', 'Immergas')).toMatchObject({ type: 'boilers', brand: 'Immergas' });
    expect(decodeModelNumber('EOLO Star', 'Immergas')?.type).toBe('boilers');
    expect(decodeModelNumber('Eolo Maior VIP 24', 'Immergas')?.type).toBe('boilers');
  });

  it('needs the brand, and reads no other Eolo word', () => {
    expect(decodeModelNumber('Eolo Star 23', null)).toBeNull();
    expect(decodeModelNumber('Eolo Mythos 24 4 R', 'Immergas')).toBeNull();
  });
});
