import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { EUROPE_SPLIT_RULES } from './europe-split';

const d = (model: string, brand: string) => firstDecode(EUROPE_SPLIT_RULES, model, brand);

describe('European split forms', () => {
  // Toshiba Technical Handbook 11.5: RAS = small office / domestic, generation letters, A = Outdoor Unit, E = CE marked;
  // A00-9704: RAS-M18SA-E is the multi split's outdoor unit. Current multi outdoor line-up RAS-2M10 … RAS-5M34.
  it('Toshiba RAS multi-split outdoor units: mini-splits, no capacity', () => {
    expect(d('RAS-2M14U2AVG-E', 'Toshiba')).toMatchObject({ type: 'mini-splits', description: 'multi-split outdoor unit', fields: {}, evidence: 'src' });
    expect(d('RAS-4M27G3AVG-E', 'Toshiba')).toMatchObject({ type: 'mini-splits', series: 'RAS-M-G3', fields: {} });
    expect(d('RAS-5M34U2AVG-E', 'Toshiba')).toMatchObject({ type: 'mini-splits' });
    // The K (high wall) letter is an indoor unit, not this rule's; one connection or six is not a multi outdoor unit.
    expect(d('RAS-2M14U2KVG-E', 'Toshiba')).toBeNull();
    expect(d('RAS-1M14U2AVG-E', 'Toshiba')).toBeNull();
    expect(d('RAS-6M14U2AVG-E', 'Toshiba')).toBeNull();
    expect(d('RAS-2M14U2AVG-E', '')).toBeNull();
    expect(decodeModelNumber('RAS-3M18U2AVG-E', '')).toBeNull();
  });

  // Hitachi technical catalogues: INDOOR RAK-18PEB … RAK-50PEB / OUTDOOR RAC-18WEB … RAC-50WEB; RAK-18RPD … RAK-50RPD /
  // RAC-18WPD … RAC-50WPD; RAK-25RXE / RAC-25WXE; RAK-25PSC, RAC-35WSC. Service manual: RAS25YH4 indoor, RAC25YH4 outdoor.
  it('Hitachi RAK indoor / RAC outdoor: mini-splits, no capacity', () => {
    expect(d('RAK-18PEB', 'Hitachi')).toMatchObject({ type: 'mini-splits', description: 'wall-mounted split indoor unit', fields: {} });
    expect(d('RAC-50WEB', 'Hitachi')).toMatchObject({ type: 'mini-splits', description: 'split outdoor unit', fields: {} });
    expect(d('RAK-42RPD', 'Hitachi')).toMatchObject({ series: 'RAK-RPD' });
    expect(d('RAC-25WXE', 'Hitachi')).toMatchObject({ series: 'RAC-WXE' });
    expect(d('RAK-35PSC', 'Hitachi')).toMatchObject({ description: 'wall-mounted split indoor unit' });
    expect(d('RAC25YH4', 'Hitachi')).toMatchObject({ description: 'split outdoor unit' });
    // A W series on an indoor name, or a class outside the line-ups, is not read.
    expect(d('RAK-25WEB', 'Hitachi')).toBeNull();
    expect(d('RAC-30WEB', 'Hitachi')).toBeNull();
    expect(d('RAK-25PEB', '')).toBeNull();
    expect(decodeModelNumber('RAK-25PEB', '')).toBeNull();
  });

  // Fujitsu service instruction (wall mounted inverter): indoor ASYA07LCC … ASYA18LCC / outdoor AOYR07LCC … AOYR18LCC
  // (AOYR14LCL included); indoor ASYB09LDC, ASYB12LDC / outdoor AOYS09LDC, AOYS12LDC.
  it('Fujitsu ASYA / ASYB wall indoor and AOYR / AOYS outdoor units: mini-splits, no capacity', () => {
    expect(d('ASYA09LCC', 'Fujitsu')).toMatchObject({ family: 'fujitsu', type: 'mini-splits', description: 'wall-mounted indoor unit', fields: {} });
    expect(d('AOYR14LCL', 'Fujitsu')).toMatchObject({ type: 'mini-splits', description: 'outdoor unit', fields: {} });
    expect(d('ASYB12LDC', 'Fujitsu')).toMatchObject({ series: 'ASYB-LDC' });
    expect(d('AOYS09LDC', 'Fujitsu')).toMatchObject({ description: 'outdoor unit' });
    // An outdoor letter on an indoor name (and the reverse), or a class outside 07–18, is not read.
    expect(d('ASYR12LCC', 'Fujitsu')).toBeNull();
    expect(d('AOYA12LCC', 'Fujitsu')).toBeNull();
    expect(d('ASYA24LCC', 'Fujitsu')).toBeNull();
    expect(d('ASYA12LCC', '')).toBeNull();
  });

  // Fujitsu General Australia anywAiR compatible-units list: indoor units ASTA07JEC, ASTA24JFCB, ASTA09LFC, ASTA30LCC,
  // ASTB09LDC … ASTB30LDC (beside ASTG / ABTG, which `ductless/fujitsu.ts` reads).
  it('Fujitsu Australian ASTA / ASTB wall indoor units: mini-splits, type only', () => {
    expect(d('ASTA07JEC', 'Fujitsu')).toMatchObject({ family: 'fujitsu', type: 'mini-splits', description: 'indoor unit', fields: {}, evidence: 'pattern' });
    expect(d('ASTA24JFCB', 'Fujitsu')).toMatchObject({ series: 'ASTA-JFCB' });
    expect(d('ASTA30LCC', 'Fujitsu')).toMatchObject({ type: 'mini-splits' });
    expect(d('ASTB18LDC', 'Fujitsu')).toMatchObject({ series: 'ASTB-LDC' });
    expect(decodeModelNumber('ASTA12LFC', 'Fujitsu')).toMatchObject({ type: 'mini-splits' });
    // Not in the list: another fourth letter, a class outside it, a generation letter other than J / L, no brand.
    expect(d('ASTC09LDC', 'Fujitsu')).toBeNull();
    expect(d('ASTA36LFC', 'Fujitsu')).toBeNull();
    expect(d('ASTA09KFC', 'Fujitsu')).toBeNull();
    expect(d('ASTA09LFC', '')).toBeNull();
  });

  // Toshiba Technical Handbook 11.5: "R A V SM 5 6 2 K R T - E … Nominal Duty (kW) i.e. 56 = 5.6kW … K = Hi Wall …
  // A = outdoor"; service manual A10-002: outdoor units RAV-SP1104AT8-E (11.0 kW class). 5.6 kW × 3.41214 = 19.1 kBtu/h
  // (1.59 t); 11.0 kW = 37.5 kBtu/h (3.13 t).
  it('Toshiba RAV European form: nominal duty kW×10, style letter', () => {
    expect(d('RAV-SM562KRT-E', 'Toshiba')).toMatchObject({
      type: 'mini-splits',
      description: 'Digital Inverter hi-wall indoor unit',
      fields: { cooling_capacity_kbtuh: 19.1, cooling_capacity_tons: 1.59 },
    });
    expect(d('RAV-SP1104AT8-E', 'Toshiba')).toMatchObject({
      description: 'Super Digital Inverter outdoor unit',
      fields: { cooling_capacity_kbtuh: 37.5, cooling_capacity_tons: 3.13 },
    });
    // The North-American RAV-SP names (class in kBtu/h) and duties outside Toshiba's classes are not this rule's.
    expect(d('RAV-SP300AT2-UL', 'Toshiba')).toBeNull();
    expect(d('RAV-SP300AT2', 'Toshiba')).toBeNull();
    expect(d('RAV-SM572KRT-E', 'Toshiba')).toBeNull();
    expect(d('RAV-SM562KRT-E', '')).toBeNull();
  });

  // Kaisai ICE series service manual: KLW-09HRHI … KLW-24HRHI, KLB-12HRHI, KLB-18HRHI.
  it('Kaisai ICE series wall splits: mini-splits, type only', () => {
    expect(d('KLW-09HRHI', 'Kaisai')).toMatchObject({ type: 'mini-splits', description: 'ICE series wall-mounted split air conditioner', fields: {} });
    expect(d('KLB-18HRHI', 'Kaisai')).toMatchObject({ type: 'mini-splits', series: 'KLB-HRHI' });
    expect(d('KLW-15HRHI', 'Kaisai')).toBeNull();
    expect(d('KLW-09HRHI', '')).toBeNull();
  });

  // Electrolux: user manual "Model Numbers: ESV093C3XB … ESV243C4YB"; service manual "INVERTER SPLIT SYSTEM MODEL:
  // EXH09HL1W, EXH12HL1W"; Brazilian manual "SI07F / SE07F … SI30R / SE30R, Unidade Interna / Unidade Externa".
  it('Electrolux wall splits: mini-splits, type only', () => {
    expect(d('ESV123C3XB', 'Electrolux')).toMatchObject({ type: 'mini-splits', description: 'wall-mounted split air conditioner', fields: {} });
    expect(d('ESV243C4YB', 'Electrolux')).toMatchObject({ type: 'mini-splits' });
    expect(d('EXH12HL1W', 'Electrolux')).toMatchObject({ type: 'mini-splits', description: 'inverter wall-mounted split air conditioner' });
    expect(d('SI12F', 'Electrolux')).toMatchObject({ description: 'split indoor unit' });
    expect(d('SE30R', 'Electrolux')).toMatchObject({ description: 'split outdoor unit' });
    expect(d('ESV153C3XB', 'Electrolux')).toBeNull();
    expect(d('SI15F', 'Electrolux')).toBeNull();
    expect(d('SI12F', '')).toBeNull();
  });

  // Electrolux do Brasil "Boletim Técnico BI / BE": split BI/BE 09, 12, 18, 22 kBtu/h, Frio e Reverso, Invertertechno;
  // BI09F, BI09R, BI12F, BI12R and "Split BI-BE 18/22R" named; unidade interna / unidade externa.
  it('Electrolux BI / BE Invertertechno splits: mini-splits, type only, on the bulletin\'s classes', () => {
    expect(d('BI09F', 'Electrolux')).toMatchObject({ type: 'mini-splits', description: 'inverter split indoor unit', series: 'BI-F', fields: {} });
    expect(d('BI12R', 'Electrolux')).toMatchObject({ type: 'mini-splits', description: 'inverter split indoor unit' });
    expect(d('BE22R', 'Electrolux')).toMatchObject({ type: 'mini-splits', description: 'inverter split outdoor unit', series: 'BE-R' });
    expect(d('BE18F', 'Electrolux')).toMatchObject({ description: 'inverter split outdoor unit' });
    expect(d('BI24F', 'Electrolux')).toBeNull();
    expect(d('BI12X', 'Electrolux')).toBeNull();
    expect(d('BI12F', '')).toBeNull();
  });
});
