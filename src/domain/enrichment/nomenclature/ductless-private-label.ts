// Private-label ductless brands (Midea- / Gree-built lines sold under their own badges): MrCool, Senville,
// Pioneer, Klimaire (Bosch's BMS500 mini-splits are bosch.ts's). None of them prints the Gree GW…/Midea MS-
// shapes of gree.ts / midea.ts, so each has its own rule. Coverage and sources in README-extra.md.
import { decoded } from './common';
import type { EquipmentType } from '../catalog/equipment-types';
import type { DecodedFields, NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from './types';

// Every rule here reads the same way: the size code is the nominal cooling class in kBtu/h. Source for all
// of them: the brand's rows in the NRCan ccASHP / ENERGY STAR lists (shared/data/catalog/raw), which print
// outdoor and indoor model and the rated cooling Btu/h per pairing (DIY-12-HP-C-115B 12,000; O-ES-09-HP-C-230
// 9,000; SENA/24HF/OZ 24,000; YN009GMFI22RPD 9,000; KSIE018-H220-O 18,000).
const SOURCE = 'NRCan ccASHP / ENERGY STAR rows of the brand (outdoor and indoor model, rated cooling Btu/h per pairing), shipped as shared/data/catalog/raw';

function fieldsOf(kbtuh: number, extra?: DecodedFields): DecodedFields {
  return Object.assign({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 }, extra ?? {});
}

function make(family: NomenclatureFamily, brand: string, series: string, model: string, kbtuh: number, description: string, rule: string, extra?: DecodedFields, type: EquipmentType = 'mini-splits'): NomenclatureDecode {
  return decoded({ family, brand, type, series, model, description, fields: fieldsOf(kbtuh, extra), evidence: 'pattern', rule, source: SOURCE });
}

const VOLTS = (v: string | undefined): DecodedFields => (v === '115' || v === '230' ? { voltage_v: Number(v), phase: 1 } : {});

// MrCool: [line-]kBtu/h-HP-unit-volts[generation]: DIY-12-HP-C-115B (C = condenser, outdoor), DIY-24-HP-WMAH-230B
// (wall-mount indoor), O-ES-09-HP-C-230, O-HH-24-HP-WMAH-230, O-09-HP-WMAH-230A; indoor heads CASSETTE12HP-230,
// DUCT-09HP-230; multi-zone outdoor MULTI3-27HP230V1 (zones · kBtu/h).
const MRCOOL_CODES = new Set([6, 9, 12, 18, 24, 27, 30, 36, 42, 48]);
const MRCOOL = /^(?:([A-Z]{1,4}(?:-[A-Z]{2})?)-)?(\d{2})-HP-([A-Z]{1,5})-(115|230)([A-Z0-9]{0,4})$/;
const MRCOOL_HEAD = /^(CASSETTE|DUCT|CONSOLE|CEILING|FLOOR)-?(\d{2})HP-?(115|230)([A-Z]?)$/;
const MRCOOL_MULTI = /^MULTI([2-5])-(\d{2})HP(115|230)V1[A-Z]?$/;
const mrcool: NomenclatureRule = {
  id: 'private-label.mrcool',
  family: 'private_label_ductless',
  brands: ['Mrcool'],
  unambiguousWithoutBrand: false,
  firstChars: 'DOECHFM',
  decode(model) {
    let m = MRCOOL.exec(model);
    if (m) {
      const kbtuh = Number(m[2]);
      if (!MRCOOL_CODES.has(kbtuh)) return null;
      const unit = m[3] ?? '';
      const outdoor = unit === 'C';
      return make('private_label_ductless', 'Mrcool', `${m[1] ?? ''}-HP-${unit}`.replace(/^-/, ''), model, kbtuh, outdoor ? 'ductless condenser (outdoor unit)' : 'ductless indoor unit', 'MrCool: line · kBtu/h · HP · unit (C condenser, WM/WMAH wall mount) · volts', VOLTS(m[4]));
    }
    m = MRCOOL_HEAD.exec(model);
    if (m) {
      const kbtuh = Number(m[2]);
      if (!MRCOOL_CODES.has(kbtuh)) return null;
      return make('private_label_ductless', 'Mrcool', `${m[1] ?? ''}-HP`, model, kbtuh, `ductless ${(m[1] ?? '').toLowerCase()} indoor unit`, 'MrCool indoor head: style · kBtu/h · HP · volts', VOLTS(m[3]));
    }
    m = MRCOOL_MULTI.exec(model);
    if (m) {
      const kbtuh = Number(m[2]);
      if (!MRCOOL_CODES.has(kbtuh)) return null;
      return make('private_label_ductless', 'Mrcool', `MULTI${m[1] ?? ''}`, model, kbtuh, `multi-zone outdoor unit, up to ${m[1] ?? ''} zones`, 'MrCool multi-zone outdoor: MULTI · zones · kBtu/h · HP · volts', VOLTS(m[3]));
    }
    return null;
  },
};

// Senville: SENA/09HF/OZ (outdoor), SENA/09HF/IZ, /ICZ, /ID, /IF (indoor heads), SENA/18HF/MOZ (multi-zone outdoor).
const SENVILLE = /^SEN([A-Z]{1,3})[/-]?(09|12|18|24|30|36|48)([A-Z]{1,3})[/-]([A-Z]{1,4})$/;
const senville: NomenclatureRule = {
  id: 'private-label.senville',
  family: 'private_label_ductless',
  brands: ['Senville'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model) {
    const m = SENVILLE.exec(model);
    if (!m) return null;
    const unit = m[4] ?? '';
    const where = unit[0] === 'I' ? 'indoor unit' : unit.startsWith('MO') ? 'multi-zone outdoor unit' : unit[0] === 'O' ? 'outdoor unit' : 'unit';
    return make('private_label_ductless', 'Senville', `SEN${m[1] ?? ''}`, model, Number(m[2]), `ductless ${where}`, 'Senville: line · kBtu/h · type letters · unit (O/MO outdoor, I… indoor)');
  },
};

// Pioneer: WS009AMFI22HLD (wall indoor) with YN009AMFI22RPD (outdoor): unit letters · three-digit kBtu/h class · options.
const PIONEER = /^(WS|WYS|YN)(009|012|018|024|030|036)([A-Z]{2,5}\d{2}[A-Z]{1,4})$/;
const pioneer: NomenclatureRule = {
  id: 'private-label.pioneer',
  family: 'private_label_ductless',
  brands: ['Pioneer'],
  unambiguousWithoutBrand: false,
  firstChars: 'WY',
  decode(model) {
    const m = PIONEER.exec(model);
    if (!m) return null;
    const outdoor = m[1] === 'YN';
    return make('private_label_ductless', 'Pioneer', m[1] ?? '', model, Number(m[2]), outdoor ? 'ductless outdoor unit' : 'ductless wall-mounted indoor unit', 'Pioneer: unit letters (WS/WYS wall indoor, YN outdoor) · kBtu/h class · options');
  },
};

// Klimaire: KSIE009-H221-O (outdoor), KSIE009-H221-IW (wall indoor), KSIH018-H220-O, KDIP09-H2 (ducted indoor).
const KLIMAIRE = /^(KSI[A-Z]|KDI[A-Z]|KCI[A-Z]|KFI[A-Z])(0?(?:09|12|18|24|30|36))-?([A-Z]\d{1,3})(?:-([A-Z]{1,2}))?$/;
const klimaire: NomenclatureRule = {
  id: 'private-label.klimaire',
  family: 'private_label_ductless',
  brands: ['Klimaire'],
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model) {
    const m = KLIMAIRE.exec(model);
    if (!m) return null;
    const unit = m[4];
    const where = unit === 'O' ? 'outdoor unit' : unit?.startsWith('I') ? 'indoor unit' : 'unit';
    return make('private_label_ductless', 'Klimaire', m[1] ?? '', model, Number(m[2]), `ductless ${where}`, 'Klimaire: series · kBtu/h · efficiency block · O outdoor / I… indoor');
  },
};

export const PRIVATE_LABEL_DUCTLESS_RULES: readonly NomenclatureRule[] = [mrcool, senville, pioneer, klimaire];
