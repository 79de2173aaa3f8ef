// Rheem / Ruud / Richmond tank water heaters (RULES.md §6.4, §10.3) and Rheem-built GE tanks (§10.6).
// Source: RULES.md §13 S92 (XP50T06PV42U0); siblings and legacy PROG are unconfirmed there.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['Rheem', 'Ruud', 'Richmond', 'GE Appliances'] as const;

// XP50T06PV42U0: platform letter · type letter · gallons · T tall / S short · warranty years · venting/element · input kBtu/h · revision.
const TANK_2019 = /^([A-Z])([EGP])(\d\d)([TS])(06|08|09|10|12)([A-Z]{1,3})(\d\d)?/;
// PROG50-38N RH62: Professional gas · gallons · input kBtu/h · N natural / P propane.
const PROG = /^PROG(\d\d)-?(\d\d)([NP])/;
// Professional lines as ENERGY STAR lists them (PRO H50 T2 RH350 D, PROPH65, PROUH80 T2 RU350 D, PRO+G50-40N,
// PROPG50, PROUG40): PRO · line (H/PH/UH hybrid heat pump; G, +G, G+, PG, UG gas) · nominal gallons.
// The list's rated storage volumes are 90–97 % of that number (PRO H50 → 45 gal, PRO+G50 → 48 gal).
const PRO_LINE = /^PRO(\+G\+?|G\+|PG|UG|PH|UH|H)(\d\d)(?![0-9])/;
const PRO_SOURCE =
  'ENERGY STAR Certified Water Heaters list (Rheem/Ruud PRO H…, PROPH…, PROUH…, PRO+G…, PROPG…, PROUG… rows with their storage volumes), shipped as shared/data/catalog/raw/ENERGY_STAR_Certified_Water_Heaters.csv: https://www.energystar.gov/productfinder/product/certified-water-heaters/results';

function gallonsOk(gal: number): boolean {
  return gal >= 20 && gal <= 100;
}

export const rheemTank: NomenclatureRule = {
  id: 'rheem.water-heater',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const prog = model.startsWith('PROG') ? PROG.exec(model) : null;
    if (prog) {
      const [, gal = '', input = '', fuel = ''] = prog;
      if (!gallonsOk(Number(gal))) return null;
      return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
        type: 'water heaters',
        series: 'PROG',
        fields: { tank_capacity_gallons: Number(gal), heating_input_kbtuh: Number(input), fuel: fuel === 'N' ? 'natural gas' : 'propane' },
        evidence: 'unconfirmed',
        rule: '§6.4 Rheem legacy Professional gas tanks (PROG50-38N)',
        source: 'RULES.md §6.4 (legacy PROG reading unconfirmed)',
      });
    }
    const pro = model.startsWith('PRO') ? PRO_LINE.exec(model) : null;
    if (pro) {
      const [, line = '', gal = ''] = pro;
      if (Number(gal) < 29 || Number(gal) > 80) return null;
      const hybrid = line.endsWith('H');
      const fields: DecodedFields = { tank_capacity_gallons: Number(gal) };
      if (hybrid) fields.fuel = 'electric';
      return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
        type: 'water heaters',
        series: `PRO${line}`,
        fields,
        description: hybrid ? 'hybrid (heat pump) electric tank water heater' : 'gas tank water heater',
        evidence: 'pattern',
        rule: '§6.4 Rheem/Ruud Professional tank lines (PRO H50, PROUH80, PRO+G50): nominal gallons',
        source: PRO_SOURCE,
      });
    }
    const m = TANK_2019.exec(model);
    if (!m) return null;
    const [, platform = '', kind = '', gal = '', , warranty = '', , input] = m;
    if (!gallonsOk(Number(gal))) return null;
    const fields: DecodedFields = { tank_capacity_gallons: Number(gal) };
    if (kind === 'E') fields.fuel = 'electric';
    else if (input !== undefined) fields.heating_input_kbtuh = Number(input);
    // The printed example is an XP tank [pattern]; XE / XG siblings and GE tanks are unconfirmed.
    const isGe = platform === 'G' && kind !== 'P';
    const evidence: EvidenceTag = platform === 'X' && kind === 'P' ? 'pattern' : 'unconfirmed';
    return decodeOf('rheem', pickBrand(BRANDS, brand, isGe ? 'GE Appliances' : 'Rheem'), model, {
      type: 'water heaters',
      series: `${platform}${kind}${warranty}`,
      fields,
      evidence,
      rule: isGe ? '§10.6 GE tank water heaters, Rheem pattern (GG40T06…)' : '§6.4 Rheem/Ruud/Richmond tank water heaters (XP50T06PV42U0)',
      source: cite('S92'),
    });
  },
};

export const RHEEM_WATER_HEATER_RULES: readonly NomenclatureRule[] = [rheemTank];
