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

export const LG_CASSETTE_SYSTEM_RULES: readonly NomenclatureRule[] = [lgCassetteSystem];
