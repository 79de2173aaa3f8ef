// Rheem / Ruud / Richmond tank water heaters (RULES.md §6.4, §10.3) and Rheem-built GE tanks (§10.6).
// Source: RULES.md §13 S92 (XP50T06PV42U0); siblings and legacy PROG are unconfirmed there.
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Rheem', 'Ruud', 'Richmond', 'GE Appliances'] as const;

// XP50T06PV42U0: platform letter · type letter · gallons · T tall / S short · warranty years · venting/element · input kBtu/h · revision.
// A leading C marks the Canadian listing of the same tank (CXE50T10H45UO).
const TANK_2019 = /^C?([A-Z])([EGP])(\d\d)([TS])(06|08|09|10|12)([A-Z]{1,3})(\d\d)?/;
// PROG50-38N RH62: Professional gas · gallons · input kBtu/h · N natural / P propane.
const PROG = /^PROG(\d\d)[ST]?-?(\d\d)([NPU])/;
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
        fields: { tank_capacity_gallons: Number(gal), heating_input_kbtuh: Number(input), fuel: fuel === 'N' ? 'natural gas' : fuel === 'P' ? 'propane' : undefined },
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
    // The printed example is an XP tank [pattern]; XE / XG siblings and GE tanks are unconfirmed.
    const isGe = platform === 'G' && kind !== 'P';
    // §10.6 gives GE tanks fuel, gallons, shape and warranty only: their trailing digits (GG40T06AVG00) are no input.
    if (kind === 'E') fields.fuel = 'electric';
    else if (input !== undefined && !isGe) fields.heating_input_kbtuh = Number(input);
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

// Further Rheem / Ruud / Richmond lines, read from the ENERGY STAR Certified Water Heaters and Boilers rows (model,
// type, storage volume, input): each shape below covers every listed row of its line with the number as stated.
const ES_SOURCE =
  'ENERGY STAR Certified Water Heaters / Boilers lists (Rheem, Ruud, Richmond rows with type, storage volume and input), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/';
// Richmond gas tanks: warranty years · G / CG / GR · gallons · (S/T, PV/PDV/SPV, E2) · input kBtu/h (12G40-36PE2, 6CG40PV32PE2, 6GR40SPVE2-32P, 6G30-60).
const RICHMOND_GAS = /^(?:6|9|10|12)(CG|GR|G)(\d\d)(?:S|T)?(?:PV|PDV|SPV)?(?:E2)?-?(\d\d)(?![0-9])/;
// Richmond electric: warranty years · E · gallons (10E50-HP515 hybrid, listed 45 gal).
const RICHMOND_ELECTRIC = /^(?:6|9|10|12)E(\d\d)(?![0-9])-?(HP)?/;
// Hybrid electric lines: HPLD50, ECE H40 / ECEPH65 (Canadian E lines), CPRO H40 / CPROPH80 (Canadian PRO lines).
const HYBRID = /^(?:HPLD|(?:C|EC)?(?:PRO|E)(?:PH|UH|H))(\d\d)(?![0-9])/;
// Residential gas RHE / PHE / 6RHE / CNRHE (RHE50P listed 46 gal, 36,000 Btu/h).
const RHE = /^(?:6|9|12|CN)?(RHE|PHE)(\d\d)(?![0-9])/;
// Commercial gas GHE80/GHE100 SS/SU · input kBtu/h (GHE100SU-300: 100 gal, 300,000 Btu/h).
const GHE = /^GHE(80|100)S[SU]-?(\d{3})A?$/;
// Tankless RTGH / RUTGH / RMTGH / ECOH, with Canadian C/D/E prefixes (RTGH-95DVLN-2, ECOH200DVRHLP, CRMTGH95DVLN-2).
const TANKLESS = /^[CDE]{0,2}(R[UM]?TGH|ECOH)-?(?:C|CM|RH)?\d{2,3}(?:DV|X)/;
// Combi boilers RCBH / RUCBH (RCBH199DVLN), filed as boilers.
const COMBI = /^C?(R[UM]?CBH)\d{3}(?:DV|X)/;

// Older Rheem/Ruud residential electric tanks: 8x series · line letters · gallons (· D double element): 81V52D, 82V40,
// 88H40D — the 88H40D use & care manual is "Residential Electric Water Heater … 40 Gallon Capacity" (one source: unconfirmed).
const LEGACY_ELECTRIC = /^(8[1-9])([VH])(\d\d)(?![0-9])/; // the V and H lines the manual names
const LEGACY_ELECTRIC_SOURCE = 'Rheem 88H40D Residential Electric Water Heater use & care manual AP8319-8 (single and double element, 40 gallon) — https://manualmachine.com/rheem/88h40d/4926819-user-manual';

function gallons(n: number, lo = 20, hi = 100): number | null {
  return n >= lo && n <= hi ? n : null;
}

/** A decode of the lines below: pattern evidence, the ENERGY STAR source. */
function out(lead: string, model: string, type: 'water heaters' | 'tankless water heaters' | 'boilers', series: string, fields: DecodedFields, description: string, rule: string): NomenclatureDecode {
  return decodeOf('rheem', lead, model, { type, series, fields, description, evidence: 'pattern', rule, source: ES_SOURCE });
}

export const rheemWaterHeaterLines: NomenclatureRule = {
  id: 'rheem.water-heater-lines',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '0123456789CDEGHPR',
  decode(model, brand) {
    const lead = pickBrand(BRANDS, brand);
    const c0 = model.charCodeAt(0);
    if (c0 >= 48 && c0 <= 57) {
      const g = RICHMOND_GAS.exec(model);
      if (g) {
        const [, line = '', gal = '', input = ''] = g;
        const n = gallons(Number(gal));
        const kbtuh = Number(input);
        if (n === null || kbtuh < 28 || kbtuh > 76) return null;
        return out(lead, model, 'water heaters', line, { tank_capacity_gallons: n, heating_input_kbtuh: kbtuh }, 'gas tank water heater', '§10.3 Richmond gas tanks (12G40-36PE2): gallons, input');
      }
      const old = LEGACY_ELECTRIC.exec(model);
      if (old) {
        const n = gallons(Number(old[3]));
        if (n === null) return null;
        return decodeOf('rheem', lead, model, {
          type: 'water heaters',
          series: `${old[1] ?? ''}${old[2] ?? ''}`,
          fields: { tank_capacity_gallons: n, fuel: 'electric' },
          description: 'electric tank water heater',
          evidence: 'unconfirmed',
          rule: '§6.4 older Rheem/Ruud electric tanks (88H40D, 81V52D): gallons',
          source: LEGACY_ELECTRIC_SOURCE,
        });
      }
      const e = RICHMOND_ELECTRIC.exec(model);
      if (e) {
        const n = gallons(Number(e[1]));
        if (n === null) return null;
        const hybrid = e[2] !== undefined;
        return out(lead, model, 'water heaters', hybrid ? 'E-HP' : 'E', { tank_capacity_gallons: n, fuel: 'electric' }, hybrid ? 'hybrid (heat pump) electric tank water heater' : 'electric tank water heater', '§10.3 Richmond electric tanks (10E50-HP515): gallons');
      }
    }
    const r = RHE.exec(model);
    if (r) {
      const n = gallons(Number(r[2]));
      return n === null ? null : out(lead, model, 'water heaters', r[1] ?? '', { tank_capacity_gallons: n }, 'gas tank water heater', '§6.4 Rheem/Ruud RHE/PHE gas tanks (RHE50P): gallons');
    }
    const h = HYBRID.exec(model);
    if (h) {
      const n = gallons(Number(h[1]), 30, 80);
      return n === null ? null : out(lead, model, 'water heaters', model.startsWith('HPLD') ? 'HPLD' : 'PRO/E hybrid', { tank_capacity_gallons: n, fuel: 'electric' }, 'hybrid (heat pump) electric tank water heater', '§6.4 Rheem hybrid lines (HPLD50, ECEPH65, CPRO H40): gallons');
    }
    const c = GHE.exec(model);
    if (c) {
      const kbtuh = Number(c[2]);
      if (kbtuh < 100 || kbtuh > 400) return null;
      return out(lead, model, 'water heaters', 'GHE', { tank_capacity_gallons: Number(c[1]), heating_input_kbtuh: kbtuh }, 'commercial condensing gas tank water heater', '§6.4 Rheem/Ruud/Richmond GHE commercial tanks (GHE100SU-300): gallons, input');
    }
    const t = TANKLESS.exec(model);
    if (t) return out(lead, model, 'tankless water heaters', t[1] ?? '', {}, 'gas tankless water heater', '§6.4 Rheem/Ruud/Richmond tankless (RTGH-95DVLN-2, ECOH200DVLP-2): type');
    const b = COMBI.exec(model);
    if (b) return out(lead, model, 'boilers', b[1] ?? '', {}, 'gas combi boiler', '§6.4 Rheem/Ruud combi boilers (RCBH199DVLN): type');
    return null;
  },
};

export const RHEEM_WATER_HEATER_RULES: readonly NomenclatureRule[] = [rheemTank, rheemWaterHeaterLines];
