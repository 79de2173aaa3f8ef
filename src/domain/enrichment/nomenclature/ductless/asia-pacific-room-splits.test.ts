import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { FUJITSU_ASTH_AOTH_RULES } from './fujitsu-asth-aoth';
import { MHI_JAPAN_ROOM_RULES } from './mhi-japan-room';
import { SANYO_SAP_SPLIT_RULES } from './sanyo-sap-split';
import { CONSUL_BRAZIL_SPLIT_RULES } from './consul-brazil-split';

describe('Fujitsu Australian ASTH / AOTH', () => {
  // Fujitsu General support: KMTD Series, indoor ASTH09/12/18/22/24KMTD, outdoor AOTH18/22/24KMTD.
  const d = (m: string, b: string) => firstDecode(FUJITSU_ASTH_AOTH_RULES, m, b);
  it('reads the listed indoor and outdoor units, type only', () => {
    expect(d('ASTH09KMTD', 'Fujitsu')).toMatchObject({ type: 'mini-splits', description: 'wall-mounted indoor unit', fields: {} });
    expect(d('ASTH24KMTD', 'Fujitsu')).toMatchObject({ series: 'ASTH-KM' });
    expect(d('AOTH22KMTD', 'Fujitsu')).toMatchObject({ description: 'outdoor unit' });
    expect(decodeModelNumber('ASTH24KMTC', 'Fujitsu')).toMatchObject({ type: 'mini-splits', family: 'fujitsu' });
  });
  it('leaves out classes and units the list does not name, and needs the brand', () => {
    expect(d('AOTH09KMTD', 'Fujitsu')).toBeNull();
    expect(d('ASTH15KMTD', 'Fujitsu')).toBeNull();
    expect(d('ASTH24KMTD', '')).toBeNull();
  });
});

describe('Sanyo SAP splits', () => {
  // Sanyo technical & service manuals: indoor SAP-K92AH / SAP-K122AH, outdoor SAP-C92AH / SAP-C122AH (Australia);
  // SAP-KRV9AEH + SAP-CRV9AEH; SAP-KRV93EH + SAP-CRV93EHN; SAP-C181MA.
  const d = (m: string, b: string) => firstDecode(SANYO_SAP_SPLIT_RULES, m, b);
  it('reads K indoor / C outdoor, type only', () => {
    expect(d('SAP-K92AH', 'Sanyo')).toMatchObject({ type: 'mini-splits', series: 'SAP-K', description: 'split system indoor unit', fields: {} });
    expect(d('SAP-C122AH', 'Sanyo')).toMatchObject({ description: 'split system outdoor unit' });
    expect(d('SAP-KRV9AEH', 'Sanyo')).toMatchObject({ series: 'SAP-KRV' });
    expect(d('SAP-CRV93EHN', 'Sanyo')).toMatchObject({ series: 'SAP-CRV', description: 'split system outdoor unit' });
    expect(decodeModelNumber('SAP-C181MA', 'Sanyo')).toMatchObject({ type: 'mini-splits', brand: 'Sanyo' });
  });
  it('needs the brand and the K / C unit letter', () => {
    expect(d('SAP-K92AH', '')).toBeNull();
    expect(d('SAP-X92AH', 'Sanyo')).toBeNull();
    expect(d('SAP-K92', 'Sanyo')).toBeNull();
  });
});

describe('MHI Japanese room air conditioners', () => {
  // MHI "形式の見方": SRK (SRC outdoor) · 60 Hz rated cooling 40 = 4.0 kW · series S / R / T · revision · power
  // none = single-phase 100 V, 2 = single-phase 200 V · -W white.
  const d = (m: string, b: string) => firstDecode(MHI_JAPAN_ROOM_RULES, m, b);
  it('reads the capacity and the power supply', () => {
    // 4.0 kW = 13.6 kBtu/h; 2.8 kW = 9.6 kBtu/h; 5.6 kW = 19.1 kBtu/h.
    expect(d('SRK40SR2-W', 'Mitsubishi Heavy Industries')).toMatchObject({ type: 'mini-splits', series: 'SRK-S', fields: { cooling_capacity_kbtuh: 13.6, voltage_v: 200, phase: 1 } });
    expect(d('SRK28TR-W', 'Mitsubishi Heavy Industries')).toMatchObject({ series: 'SRK-T', fields: { cooling_capacity_kbtuh: 9.6, voltage_v: 100, phase: 1 } });
    expect(d('SRC56RS2', 'Mitsubishi Heavy Industries')).toMatchObject({ description: 'room air conditioner outdoor unit, R series (high-function)', fields: { cooling_capacity_kbtuh: 19.1, voltage_v: 200 } });
  });
  it('leaves the export forms to ductless/mhi.ts and needs the brand', () => {
    expect(d('SRK25ZFX-S', 'Mitsubishi Heavy Industries')).toBeNull();
    expect(d('SRK40SR2-W', '')).toBeNull();
    expect(d('SRK40XR2-W', 'Mitsubishi Heavy Industries')).toBeNull();
  });
});

describe('Consul (Whirlpool Brazil) splits', () => {
  // Whirlpool service manuals: "C Marca Consul · B Condicionador de Ar Split · A = Ciclo Frio, unidade interna, Dual …
  // 09 = 9.000 BTU/h … O Versão · B Cor Branco · B Tensão 220V / 60Hz · NA Mercado Nacional"; cassette E / H indoor,
  // 5 / Q outdoor, 36 / 48, 01 = Painel; MSCA0057 CBN / CBP / CBQ / CBO 09–22 CB.
  const d = (m: string, b: string) => firstDecode(CONSUL_BRAZIL_SPLIT_RULES, m, b);
  it('reads the capacity, the unit of the keyed lines and the 220 V letter', () => {
    expect(d('CBA09OBBNA', 'Consul')).toMatchObject({ type: 'mini-splits', description: 'Dual Split indoor unit, cooling only', fields: { cooling_capacity_kbtuh: 9, voltage_v: 220 }, evidence: 'src' });
    expect(d('CBD24OB', 'Consul')).toMatchObject({ description: 'Dual Split outdoor unit, reverse cycle', fields: { cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 } });
    expect(d('CBQ48OBBNA', 'Consul')).toMatchObject({ description: 'cassette outdoor unit, reverse cycle', fields: { cooling_capacity_kbtuh: 48 } });
    expect(d('CBN12CBBNA', 'Consul')).toMatchObject({ description: 'split unit', fields: { cooling_capacity_kbtuh: 12, voltage_v: 220 }, evidence: 'pattern' });
    expect(decodeModelNumber('CBF22CB', 'Consul')).toMatchObject({ type: 'mini-splits', brand: 'Consul' });
  });
  it('reads a letter only on its line\'s capacities, not the cassette panel, and needs the brand', () => {
    expect(d('CBA22OB', 'Consul')).toBeNull();
    expect(d('CBE12OB', 'Consul')).toBeNull();
    expect(d('CBE01OBBNA', 'Consul')).toBeNull();
    expect(d('CBN12CBBNA', '')).toBeNull();
  });
});

describe('Whirlpool Latin America 6th SENSE splits', () => {
  // Whirlpool launch bulletin "Lanzamiento de los Acondicionadores de Aire Split 6th SENSE": Frío Solo sets
  // S-07-WAS5009WCA (220V 50Hz) / S-07-WAS6009WCA (220V 60Hz) … 5022 / 6022; Frío-Calor WAC09A = WAC09AIDEX (Unidad Interna)
  // + WAC09AEDEX (Unidad Externa) + WAC09AKDEX (Kit instalación); 9,000 / 12,000 / 18,000 / 22,000 BTU/h.
  const d = (m: string, b: string) => firstDecode(CONSUL_BRAZIL_SPLIT_RULES, m, b);
  it('reads the sets and units the bulletin lists, with the capacity it states', () => {
    expect(d('S-07-WAS5009WCA', 'Whirlpool')).toMatchObject({
      type: 'mini-splits',
      brand: 'Whirlpool',
      series: 'WAS50-WCA',
      fields: { cooling_capacity_kbtuh: 9, voltage_v: 220 },
      description: '6th SENSE split system (indoor + outdoor unit), cooling only, 220 V 50 Hz',
    });
    expect(d('S-07-WAS6022WCA', 'Whirlpool')).toMatchObject({ fields: { cooling_capacity_kbtuh: 22 }, description: '6th SENSE split system (indoor + outdoor unit), cooling only, 220 V 60 Hz' });
    expect(d('WAC09AIDEX', 'Whirlpool')).toMatchObject({ type: 'mini-splits', description: '6th SENSE split indoor unit, cooling and heating', fields: { cooling_capacity_kbtuh: 9 } });
    expect(d('WAC12AEDEX', 'Whirlpool')).toMatchObject({ description: '6th SENSE split outdoor unit, cooling and heating', fields: { cooling_capacity_kbtuh: 12 } });
    expect(d('WAC18A', 'Whirlpool')).toMatchObject({ description: '6th SENSE split system, cooling and heating', evidence: 'src' });
  });
  it('leaves out the installation kit, unlisted capacities and frequencies, and needs the brand', () => {
    expect(d('WAC09AKDEX', 'Whirlpool')).toBeNull();
    expect(d('WAC24A', 'Whirlpool')).toBeNull();
    expect(d('S-07-WAS7009WCA', 'Whirlpool')).toBeNull();
    expect(d('WAC09AIDEX', '')).toBeNull();
  });
});
