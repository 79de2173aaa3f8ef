// LG single-zone four-way ceiling cassette systems LC187HV … LC427HV (issue 18): the system names of the engineering
// manual, which ductless/lg.ts's prefixes (LCN indoor, LUU outdoor) do not read. LC · kBtu/h class · version digit 7 ·
// HV, as the manual titles them with their ratings. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'LG "Single Zone Four Way Ceiling Cassette System Engineering Manual, Single Zone Four Way Ceiling Cassette Heat Pump Systems 1.5 to 3.5 Tons: LC187HV 18,000 Btu/h, LC247HV 24,000 Btu/h, LC367HV 36,000 Btu/h, LC427HV 42,000 Btu/h" (outdoor LUU187HV … LUU427HV): https://manualshive.com/en/manual/lg/lc187hv/213180?page=10';
const LC = /^LC(18|24|36|42)7HV$/;

const lgCassetteSystem: NomenclatureRule = {
  id: 'lg.single-zone-cassette-system-lc',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 67 /* C */) return null;
    const m = LC.exec(model);
    if (m === null) return null;
    const kbtuh = Number(m[1]);
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: 'LC',
      model,
      description: 'single-zone four-way ceiling cassette heat pump system',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      evidence: 'src',
      rule: 'LG single-zone four-way ceiling cassette system: LC · class (kBtu/h) · version 7 · HV (engineering manual: LC187HV 18,000 … LC427HV 42,000 Btu/h)',
      source: SOURCE,
    });
  },
};

// LG's earlier ceiling cassette split air conditioners (issue 18, light-commercial indoor gap scan), as the LG service
// manuals title them: LT · - · B / D / E · two-digit class 18 / 24 / 28 / 30 / 36 / 48 · two digits · two letters
// (LT-E1860RJ, LT-D3680FH, LT-E1820CL, LT-B2461HL, LT-B3021CL) and LT · - · C / H · 18 / 24 · digit · EL · E / F · 0
// (LT-C182ELE0, LT-H246ELF0). The class is not read: no page in reach states it (the manuals' "Model Identification" page
// was not in reach), so type only, evidence pattern. LT followed by a digit (LG's through-the-wall LT1016CER …) is another
// product and stays out. Brand required.
const LT_SOURCE =
  'LG Ceiling Cassette Air Conditioner service manuals "MODELS: LT-E1860RJ/RH, LT-E2460RJ/RH, LT-D3680RJ/RH/FJ/FH, LT-D4880RJ/RH/FJ/FH": https://manuals.online/lg/air-conditioner/lt-e1860rj/user-manual/ymn1 · "LT-E1820CL/LT-E1820HL, LT-E1860CL/HL/AA, LT-E1862HL, LT-E2460CL/HL/BL/AA, LT-E2462HL/CL, LT-C182ELE0/LT-H182ELE0, LT-H246ELE0/ELF0, LT-C246ELE0/ELF0": https://manuals.online/lg/air-conditioner/lt-e1820cl/user-manual/284vh · "LT-B2461CL/HL, LT-B2861CL/HL, LT-B2421CL/HL, LT-B2821CL/HL, LT-B3021CL/HL, LT-B3681CL/HL, LT-B3621CL/HL, LT-B3661CL/HL": http://manualzilla.com/doc/6002747/ceiling-cassette-air-conditioner';
const LT_BDE = /^LT-?([BDE])(18|24|28|30|36|48)\d\d[A-Z]{2}$/;
const LT_CH = /^LT-?([CH])(18|24)\dEL[EF]0$/;

const lgLtCeilingCassette: NomenclatureRule = {
  id: 'lg.ceiling-cassette-lt',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 84 /* T */ || model.length < 9 || model.length > 11) return null;
    const m = LT_BDE.exec(model) ?? LT_CH.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: `LT-${m[1] ?? ''}`,
      model,
      description: 'ceiling cassette split air conditioner (indoor unit)',
      fields: {},
      evidence: 'pattern',
      rule: 'LG ceiling cassette LT-B / LT-D / LT-E · class · digits · letters and LT-C / LT-H · class · EL…0, as the LG service manuals title them; type only',
      source: LT_SOURCE,
    });
  },
};

export const LG_CASSETTE_SYSTEM_RULES: readonly NomenclatureRule[] = [lgCassetteSystem, lgLtCeilingCassette];
