// Ductless brands outside RULES.md: the Midea- / Gree-built badges MrCool, Senville, Pioneer, Klimaire, Gree's
// Tosot print and Hisense (Bosch's BMS500 mini-splits are water-heaters/bosch-greentherm.ts's). None of them prints the Gree GW…/Midea MS-
// shapes of ductless/gree.ts / ductless/midea.ts, so each has its own rule. Coverage and sources in README-extra.md.
import { decoded } from '../common';
import type { EquipmentType } from '../../catalog/equipment-types';
import type { DecodedFields, NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from '../types';

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
  family: 'ductless_other',
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
      return make('ductless_other', 'Mrcool', `${m[1] ?? ''}-HP-${unit}`.replace(/^-/, ''), model, kbtuh, outdoor ? 'ductless condenser (outdoor unit)' : 'ductless indoor unit', 'MrCool: line · kBtu/h · HP · unit (C condenser, WM/WMAH wall mount) · volts', VOLTS(m[4]));
    }
    m = MRCOOL_HEAD.exec(model);
    if (m) {
      const kbtuh = Number(m[2]);
      if (!MRCOOL_CODES.has(kbtuh)) return null;
      return make('ductless_other', 'Mrcool', `${m[1] ?? ''}-HP`, model, kbtuh, `ductless ${(m[1] ?? '').toLowerCase()} indoor unit`, 'MrCool indoor head: style · kBtu/h · HP · volts', VOLTS(m[3]));
    }
    m = MRCOOL_MULTI.exec(model);
    if (m) {
      const kbtuh = Number(m[2]);
      if (!MRCOOL_CODES.has(kbtuh)) return null;
      return make('ductless_other', 'Mrcool', `MULTI${m[1] ?? ''}`, model, kbtuh, `multi-zone outdoor unit, up to ${m[1] ?? ''} zones`, 'MrCool multi-zone outdoor: MULTI · zones · kBtu/h · HP · volts', VOLTS(m[3]));
    }
    return null;
  },
};

// Senville: SENA/09HF/OZ (outdoor), SENA/09HF/IZ, /ICZ, /ID, /IF (indoor heads), SENA/18HF/MOZ (multi-zone outdoor).
const SENVILLE = /^SEN([A-Z]{1,3})[/-]?(09|12|18|24|30|36|48)([A-Z]{1,3})[/-]([A-Z]{1,4})$/;
const senville: NomenclatureRule = {
  id: 'private-label.senville',
  family: 'ductless_other',
  brands: ['Senville'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model) {
    const m = SENVILLE.exec(model);
    if (!m) return null;
    const unit = m[4] ?? '';
    const where = unit[0] === 'I' ? 'indoor unit' : unit.startsWith('MO') ? 'multi-zone outdoor unit' : unit[0] === 'O' ? 'outdoor unit' : 'unit';
    return make('ductless_other', 'Senville', `SEN${m[1] ?? ''}`, model, Number(m[2]), `ductless ${where}`, 'Senville: line · kBtu/h · type letters · unit (O/MO outdoor, I… indoor)');
  },
};

// Pioneer: WS009AMFI22HLD (wall indoor) with YN009AMFI22RPD (outdoor): unit letters · three-digit kBtu/h class · options.
const PIONEER = /^(WS|WYS|YN)(009|012|018|024|030|036)([A-Z]{2,5}\d{2}[A-Z]{1,4})$/;
const pioneer: NomenclatureRule = {
  id: 'private-label.pioneer',
  family: 'ductless_other',
  brands: ['Pioneer'],
  unambiguousWithoutBrand: false,
  firstChars: 'WY',
  decode(model) {
    const m = PIONEER.exec(model);
    if (!m) return null;
    const outdoor = m[1] === 'YN';
    return make('ductless_other', 'Pioneer', m[1] ?? '', model, Number(m[2]), outdoor ? 'ductless outdoor unit' : 'ductless wall-mounted indoor unit', 'Pioneer: unit letters (WS/WYS wall indoor, YN outdoor) · kBtu/h class · options');
  },
};

// Klimaire: KSIE009-H221-O (outdoor), KSIE009-H221-IW (wall indoor), KSIH018-H220-O, KDIP09-H2 (ducted indoor).
const KLIMAIRE = /^(KSI[A-Z]|KDI[A-Z]|KCI[A-Z]|KFI[A-Z])(0?(?:09|12|18|24|30|36))-?([A-Z]\d{1,3})(?:-([A-Z]{1,2}))?$/;
const klimaire: NomenclatureRule = {
  id: 'private-label.klimaire',
  family: 'ductless_other',
  brands: ['Klimaire'],
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model) {
    const m = KLIMAIRE.exec(model);
    if (!m) return null;
    const unit = m[4];
    const where = unit === 'O' ? 'outdoor unit' : unit?.startsWith('I') ? 'indoor unit' : 'unit';
    return make('ductless_other', 'Klimaire', m[1] ?? '', model, Number(m[2]), `ductless ${where}`, 'Klimaire: series · kBtu/h · efficiency block · O outdoor / I… indoor');
  },
};

// Tosot (Gree's own US badge): wall splits TW · class · H · series block · D? · I indoor / O outdoor, optional
// "(WIFI)" (TW09HQ2A1DO with TW09HQ2A1DI, TW12HQ2C2AO(WIFI), TW24HM1CID/O); multi-zone outdoor TM · class · H ·
// zones · O (TM18H5O, TM30H4O). Family gree: ductless/gree.ts reads Gree's GW… key, this its Tosot print. The H is not
// read (as for Gree's H / C: no key in reach says heat pump).
const TOSOT_WALL = /^TW(09|12|18|24|30|36)H([A-Z])([A-Z0-9]{2,5}?)\/?([IO])(?:\(WIFI\))?$/;
const TOSOT_MULTI = /^TM(18|24|30|36|42|48)H([2-5])O$/;
const tosot: NomenclatureRule = {
  id: 'gree.tosot',
  family: 'gree',
  brands: ['Tosot', 'Gree'],
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    const b = brand === 'Gree' ? 'Gree' : 'Tosot';
    let m = TOSOT_WALL.exec(model);
    if (m) {
      const outdoor = m[4] === 'O';
      return make('gree', b, `TWH${m[2] ?? ''}`, model, Number(m[1]), outdoor ? 'ductless outdoor unit' : 'ductless wall-mounted indoor unit', 'Tosot wall split: TW · kBtu/h class · H · series · I/O');
    }
    m = TOSOT_MULTI.exec(model);
    if (!m) return null;
    return make('gree', b, 'TMH', model, Number(m[1]), `multi-zone outdoor unit, up to ${m[2] ?? ''} zones`, 'Tosot multi-zone outdoor: TM · kBtu/h class · H · zones · O');
  },
};

// Hisense: AS-09UW3SXE00 / AST-12UW3SXG01A (wall units: the rows list indoor and outdoor under the same name),
// ACT-12UR3SCA (cassette), AUW-12U3SS (outdoor), AMW2-18U3SFA / AMW4-36U3STA (multi-zone outdoor, 2 / 4 zones).
const HISENSE = /^(AS|AST|ACT|AUW|AMW([2-5]))-(07|09|12|15|18|24|30|36)U([A-Z0-9]{2,13})$/;
const hisense: NomenclatureRule = {
  id: 'ductless-other.hisense',
  family: 'ductless_other',
  brands: ['Hisense'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model) {
    const m = HISENSE.exec(model);
    if (!m) return null;
    const line = m[1] ?? '';
    const description = line.startsWith('AMW') ? `multi-zone outdoor unit, up to ${m[2] ?? ''} zones` : line === 'AUW' ? 'ductless outdoor unit' : line === 'ACT' ? 'ceiling cassette indoor unit' : 'wall-mounted split unit';
    return make('ductless_other', 'Hisense', line, model, Number(m[3]), description, 'Hisense ductless: line · kBtu/h class · U · options');
  },
};

export const PRIVATE_LABEL_DUCTLESS_RULES: readonly NomenclatureRule[] = [mrcool, senville, pioneer, klimaire, tosot, hisense];
