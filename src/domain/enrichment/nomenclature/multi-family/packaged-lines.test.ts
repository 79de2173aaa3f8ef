// Issue 18 packaged and wall-mount lines (pkg21). Expected values are the ones the cited documents print for the
// model or its series (not from data/eval, not from running the decoders).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { BARD_WALL_MOUNT_RULES } from '../bard/wall-mount-older';
import { DAIKIN_PACKAGED_RULES } from '../goodman/daikin-packaged';
import { ICP_COMMERCIAL_RULES } from '../icp/commercial-packaged';
import { MCQUAY_ROOFPAK_RULES } from '../goodman/mcquay-roofpak';
import { firstDecode } from '../kit/first-decode';
import { NORDYNE_GAS_PACKAGED_RULES } from '../nordyne/gas-packaged';

describe('ICP R-410A single-package rooftops (RAS / RGS / RHS / RAH product specifications)', () => {
  const icp = (model: string, brand = 'Heil') => firstDecode(ICP_COMMERCIAL_RULES, model, brand);

  it('RGS090 / RGS120 / RGS150: gas heat rooftops of the 7.5-12.5 ton Energy Star sheet', () => {
    expect(icp('RGS090')).toMatchObject({ type: 'packaged units', series: 'RGS', fields: { cooling_capacity_tons: 7.5, cooling_capacity_kbtuh: 90 } });
    expect(icp('RGS150')?.fields.cooling_capacity_tons).toBe(12.5);
    expect(icp('RGS120', 'Tempstar')).toMatchObject({ brand: 'Tempstar', fields: { cooling_capacity_tons: 10 } });
  });

  it('the CHS key of the same generation: 072 = 6, 091 = 7.5, 121 = 10 tons; H = 208/230-3-60, L = 460-3-60, S = 575-3-60', () => {
    expect(icp('RAS072H')?.fields).toMatchObject({ cooling_capacity_tons: 6, voltage_v: 230, phase: 3 });
    expect(icp('RGS091L')?.fields).toMatchObject({ cooling_capacity_tons: 7.5, voltage_v: 460, phase: 3 });
    expect(icp('RHS121S')?.fields).toMatchObject({ cooling_capacity_tons: 10, voltage_v: 575, phase: 3 });
  });

  it('RHS package heat pump, RAH high efficiency electric cooling; 101 / 102 typed without a tonnage', () => {
    expect(icp('RHS060')).toMatchObject({ series: 'RHS', description: 'single-package rooftop, heat pump', fields: { cooling_capacity_tons: 5 } });
    expect(icp('RAH090HAA')).toMatchObject({ series: 'RAH', fields: { efficiency_tier: 'high efficiency rooftop', cooling_capacity_tons: 7.5 } });
    expect(icp('RGS102')?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('sizes off the sheets and other R shapes do not decode', () => {
    expect(icp('RGS095')).toBeNull();
    expect(icp('RGEA13')).toBeNull();
    expect(icp('RAS03')).toBeNull();
  });
});

describe('ICP R-22 commercial packages (PGS, PHE, PHB, PGB sheets and titles)', () => {
  const icp = (model: string, brand = 'Heil') => firstDecode(ICP_COMMERCIAL_RULES, model, brand);

  it('PGS072*074A: 72,000 Btu/h, the 6 ton end of "6-12.5 tons"; PGS150 12.5 tons', () => {
    expect(icp('PGS072*074A')).toMatchObject({ type: 'packaged units', series: 'PGS', fields: { cooling_capacity_tons: 6, cooling_capacity_kbtuh: 72 } });
    expect(icp('PGS150')?.fields.cooling_capacity_tons).toBe(12.5);
  });

  it('PHE156H000A 13 ton 208/230-3-60, PHE180L000A 15 ton 460-3-60', () => {
    expect(icp('PHE156H000A')?.fields).toEqual({ cooling_capacity_tons: 13, cooling_capacity_kbtuh: 156, voltage_v: 230, phase: 3 });
    expect(icp('PHE180L000A')?.fields).toEqual({ cooling_capacity_tons: 15, cooling_capacity_kbtuh: 180, voltage_v: 460, phase: 3 });
  });

  it('PHB 7-1/2 and 10 ton heat pumps; PGB up to 6-1/3 ton', () => {
    expect(icp('PHB090')).toMatchObject({ series: 'PHB', description: 'commercial single package, heat pump', fields: { cooling_capacity_tons: 7.5 } });
    expect(icp('PHB120')?.fields.cooling_capacity_tons).toBe(10);
    expect(icp('PGB076')?.fields.cooling_capacity_tons).toBe(6.33);
  });

  it('sizes off the list and the small two-digit key are not read here', () => {
    expect(icp('PHB095')).toBeNull();
    expect(icp('PGD436090K000E1')).toBeNull();
  });

  it('needs an ICP-group brand through the dispatcher', () => {
    expect(decodeModelNumber('PGS072H074A', 'Heil')?.series).toBe('PGS');
    expect(decodeModelNumber('PGS072H074A', '')).toBeNull();
    expect(decodeModelNumber('RGS090H', 'Goodman')).toBeNull();
  });
});

describe('ICP small packaged key cut after the size or written as the series (2019 catalog key)', () => {
  const icp = (model: string, brand = 'Tempstar') => firstDecode(ICP_COMMERCIAL_RULES, model, brand);

  it('PGD436 (gas/electric, 14 SEER tier, 36 = 3 tons); PHD430 heat pump 2.5 tons; PAJ336 13 SEER 3 tons', () => {
    expect(icp('PGD436')).toMatchObject({ type: 'packaged units', series: 'PGD4', evidence: 'src', fields: { seer: 14, cooling_capacity_tons: 3 } });
    expect(icp('PHD430')).toMatchObject({ description: 'packaged heat pump', fields: { cooling_capacity_tons: 2.5 } });
    expect(icp('PAJ336')?.fields).toEqual({ seer: 13, cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36 });
  });

  it('the series alone (PGS4, PHD4, PAR5): type and SEER tier only; sizes or tiers off the key: none', () => {
    expect(icp('PGS4')?.fields).toEqual({ seer: 14 });
    expect(icp('PAR5')?.fields).toEqual({ seer: 15 });
    expect(icp('PHD437')).toBeNull();
    expect(icp('PHD6')).toBeNull();
    expect(icp('PHX4')).toBeNull();
  });
});

describe('Bard earlier wall-mount key: WL and the 37 / 38 / 49 classes', () => {
  const bard = (model: string) => firstDecode(BARD_WALL_MOUNT_RULES, model, 'Bard');

  it('WL423-A10XNXX: 42 = 3 1/2 ton, A = 230/208/60/1 (the WL key\'s own example)', () => {
    expect(bard('WL423-A10XNXX')).toMatchObject({ type: 'packaged units', series: 'WL', fields: { cooling_capacity_tons: 3.5, voltage_v: 230, phase: 1 } });
    expect(bard('WL484-B')?.fields).toMatchObject({ cooling_capacity_tons: 4, voltage_v: 230, phase: 3 });
    expect(bard('WL602-C')?.fields).toMatchObject({ cooling_capacity_tons: 5, voltage_v: 460, phase: 3 });
  });

  it('WL372, WA372, WA381, WA491 are typed without a tonnage (none printed for those classes)', () => {
    for (const m of ['WL372', 'WA372-A', 'WA381-B', 'WA491']) {
      const d = bard(m);
      expect(d?.type).toBe('packaged units');
      expect(d?.fields.cooling_capacity_tons).toBeUndefined();
    }
  });

  it('W24G4 … W60G4 gas/electric 2 to 5 ton; WG3S-WG5S two-stage with gas heat; W72AC the 6 ton end of W18A-W72A', () => {
    expect(bard('W24G4-A10XXXX')).toMatchObject({ type: 'packaged units', series: 'WG', fields: { cooling_capacity_tons: 2 } });
    expect(bard('W60G4')?.fields.cooling_capacity_tons).toBe(5);
    expect(bard('WG4S1-A')).toMatchObject({ series: 'WG-S', fields: { cooling_capacity_tons: 4 } });
    expect(bard('W72AC-C')?.fields).toMatchObject({ cooling_capacity_tons: 6, voltage_v: 460, phase: 3 });
    expect(bard('W24G4-A')?.fields.voltage_v).toBeUndefined();
  });

  it('WA4S3-B09, the WA*S key example: 4S = 4 ton, B = 230/208/60-3; WL3S2 left hand 3 ton; WA5S3-C 460 V', () => {
    expect(bard('WA4S3-B09')).toMatchObject({ series: 'WA-S', evidence: 'src', fields: { cooling_capacity_tons: 4, voltage_v: 230, phase: 3 } });
    expect(bard('WL3S2')).toMatchObject({ series: 'WL-S', fields: { cooling_capacity_tons: 3, efficiency_tier: 'wall-mount step capacity air conditioner, left hand' } });
    expect(bard('WA5S3-C')?.fields).toMatchObject({ cooling_capacity_tons: 5, voltage_v: 460, phase: 3 });
    expect(bard('WA6S3')).toBeNull();
  });

  it('leaves the classes bard/bard.ts reads and unlisted shapes alone', () => {
    expect(bard('WA421-A10')).toBeNull();
    expect(bard('WH372')).toBeNull();
    expect(bard('WL382')).toBeNull();
    expect(bard('W72H')).toBeNull();
    expect(bard('WG6S')).toBeNull();
    expect(decodeModelNumber('WA421-A10', 'Bard')?.fields.cooling_capacity_tons).toBe(3.5);
  });
});

describe('Daikin light-commercial packaged key (SS-DSC3): DT* high efficiency 3-5 tons, DSH, DC* 102 = 8½ tons', () => {
  const daikin = (model: string, brand = 'Daikin') => firstDecode(DAIKIN_PACKAGED_RULES, model, brand);

  it('DTC036 / DTG048 / DTH060: T = high efficiency 3-5 tons, C cooling / G gas heat / H heat pump', () => {
    expect(daikin('DTC036')).toMatchObject({ type: 'packaged units', series: 'DTC', description: 'packaged air conditioner', fields: { cooling_capacity_tons: 3, efficiency_tier: 'high efficiency' } });
    expect(daikin('DTG048')).toMatchObject({ description: 'packaged gas/electric unit', fields: { cooling_capacity_tons: 4 } });
    expect(daikin('DTH060')).toMatchObject({ description: 'packaged heat pump', fields: { cooling_capacity_tons: 5 } });
  });

  it('DSH048 (S = standard efficiency 3-5 tons, H heat pump); DCG102 = 8½ tons', () => {
    expect(daikin('DSH048')).toMatchObject({ series: 'DSH', fields: { cooling_capacity_tons: 4, efficiency_tier: 'standard efficiency' } });
    expect(daikin('DCG102')?.fields).toMatchObject({ cooling_capacity_tons: 8.5, cooling_capacity_kbtuh: 102 });
  });

  it('T above 5 tons, DSC / DCC sizes read by goodman.packaged-earlier, sizes off the key: not here', () => {
    expect(daikin('DTC090')).toBeNull();
    expect(daikin('DSC060')).toBeNull();
    expect(daikin('DCC090')).toBeNull();
    expect(daikin('DTC042')).toBeNull();
    expect(decodeModelNumber('DCC090', 'Daikin')?.fields.cooling_capacity_tons).toBe(7.5);
  });
});

describe('Nordyne R single package gas heating / electric cooling (R6GD, R6GP, R7DA)', () => {
  const nordyne = (model: string, brand = 'Nordyne') => firstDecode(NORDYNE_GAS_PACKAGED_RULES, model, brand);

  it('R6GD-X36C072, the installation manual\'s 3-phase 13 SEER gas/electric unit: 36 = 3 tons', () => {
    expect(nordyne('R6GD-X36C072')).toMatchObject({ family: 'nordyne', type: 'packaged units', series: 'R6GD', fields: { cooling_capacity_tons: 3 } });
  });

  it('R6GP-072 / 090 / 120 rooftops: "6, 7½ and 10 ton"; R7DA DOAS 6 and 7½ ton', () => {
    expect(nordyne('R6GP-072')?.fields.cooling_capacity_tons).toBe(6);
    expect(nordyne('R6GP-090', 'Intertherm')).toMatchObject({ brand: 'Intertherm', fields: { cooling_capacity_tons: 7.5 } });
    expect(nordyne('R6GP-120')?.fields.cooling_capacity_tons).toBe(10);
    expect(nordyne('R7DA-072')).toMatchObject({ series: 'R7DA', description: 'DOAS packaged gas/electric unit', fields: { cooling_capacity_tons: 6 } });
    expect(nordyne('GR4GN-090', 'Gibson')).toMatchObject({ series: 'R4GN', fields: { cooling_capacity_tons: 7.5 } });
  });

  it('sizes off the list and other makers\' brands do not decode', () => {
    expect(nordyne('R6GP-100')).toBeNull();
    expect(nordyne('R7DA-120')).toBeNull();
    expect(decodeModelNumber('R6GD-X36C072', 'Rheem')).toBeNull();
  });
});

describe('McQuay / Daikin Applied RoofPak (catalog type titles)', () => {
  const roofpak = (model: string, brand = 'McQuay') => firstDecode(MCQUAY_ROOFPAK_RULES, model, brand);

  it('RPS / RFS / RDT packaged heating and cooling units, typed only (no tonnage per size in the catalogs read)', () => {
    expect(roofpak('RPS030C')).toMatchObject({ family: 'mcquay', type: 'packaged units', series: 'RPS', fields: {} });
    expect(roofpak('RFS015C')?.type).toBe('packaged units');
    expect(roofpak('RDT060C', 'Daikin')).toMatchObject({ brand: 'Daikin', type: 'packaged units' });
  });

  it('RAH 047C / 077C and RDS 708B / 800C / 802C rooftop air handlers; RCS 06F-20F condensing units', () => {
    expect(roofpak('RAH047C')?.type).toBe('air handlers');
    expect(roofpak('RDS802C')?.type).toBe('air handlers');
    expect(roofpak('RCS10F')).toMatchObject({ type: 'air conditioners', series: 'RCS' });
  });

  it('other R shapes and no brand: none', () => {
    expect(roofpak('RPS30C')).toBeNull();
    expect(roofpak('RCS09F')).toBeNull();
    expect(roofpak('RGS090H')).toBeNull();
    expect(decodeModelNumber('RPS030C', '')).toBeNull();
  });
});
