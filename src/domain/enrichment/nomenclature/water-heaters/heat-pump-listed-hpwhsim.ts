// Heat-pump water heaters named by the Ecotope / Big Ladder HPWHsim model library (the simulation engine of the
// California CBECC / CSE compliance software, presets built from laboratory and DOE rating data), under brands whose
// water-heater keys no other rule reads (issue 18): LG's inverter heat-pump tanks APHWC501* / APHWC801* ("58 Gallon" /
// "80 Gallon High-Efficiency Electric Inverter Heat Pump Water Heater", nominal tank volume 58 / 80); the commercial
// external (split) heat-pump water heaters Rheem HPHD60VNU / HPHD135VNU and their HNU twins, Nyle C25A … C250A (and
// the cold-climate -C models), Colmac CxA-10 … 30 / CxV-5, and the Mitsubishi QAHV-N136TAU-HPB CO2 unit: type,
// electric, heat pump.
// Brand required, each line only with its own brand. Coverage in README-extra.md.
import type { NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Ecotope / Big Ladder HPWHsim presets (src/HPWHpresets.cc: LG "APHWC501." "58 Gallon High-Efficiency Electric Inverter Heat Pump Water Heater", "APHWC801." 80 gallon; Rheem "HPHD60VNU_201_MP", "HPHD135VNU_483_MP" and their H twins "HPHD60HNU_201_MP", "HPHD135HNU_483_MP" (HPWHsim pull request 132, "Large Rheem MP HPWHS", four models); Nyle C25A … C250A (_C); Colmac CxA_10 … CxA_30, CxV_5; Mitsubishi QAHV_N136TAU_HPB): https://github.com/bigladder/HPWHsim · CSE whASHPType list ("Rheem HPHD135 MP external MP HPWHs", "Colmac CxA-xx modular external HPWHs"): https://github.com/cse-sim/cse (doc/src/records/dhwheater-doc.md)';

interface Line {
  brands: readonly string[];
  family: NomenclatureFamily;
  re: RegExp;
  series: string;
  /** Nominal gallons the library gives the line, by the first capture. */
  gallons?: Readonly<Record<string, number>>;
  description: string;
}

const LINES: readonly Line[] = [
  { brands: ['LG'], family: 'lg', re: /^APHWC(50|80)1[A-Z0-9]{0,3}$/, series: 'APHWC', gallons: { '50': 58, '80': 80 }, description: 'inverter heat pump water heater (tank)' },
  { brands: ['Rheem', 'Ruud'], family: 'rheem', re: /^HPHD(60|135)[HV]NU(?:-?\d{3})?$/, series: 'HPHD', description: 'commercial external heat pump water heater' },
  { brands: ['Nyle'], family: 'water_heater_other', re: /^C(25|60|90|125|185|250)A(?:-?C)?(?:-[A-Z0-9]{1,4}){0,5}$/, series: 'Nyle C', description: 'commercial heat pump water heater' },
  { brands: ['Colmac'], family: 'water_heater_other', re: /^CX(?:A-?(10|15|20|25|30)|V-?5)(?![0-9])/, series: 'Colmac CxA / CxV', description: 'commercial modular external heat pump water heater' },
  { brands: ['Mitsubishi Electric'], family: 'mitsubishi', re: /^QAHV-?N136[A-Z]{2,4}(?:-?HPB)?(?:-?\(?BS\)?)?$/, series: 'QAHV', description: 'CO2 heat pump water heater' },
];

/** One rule per family: a rule's brands make its whole family agree with a brand (index.ts), so each family keeps its own. */
function linesRule(id: string, family: NomenclatureFamily, firstChars: string): NomenclatureRule {
  const lines = LINES.filter((l) => l.family === family);
  const brands = [...new Set(lines.flatMap((l) => l.brands))];
  return {
    id,
    family,
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '') return null;
      for (const l of lines) {
        const lead = pickBrand(l.brands, brand, '');
        if (lead === '') continue;
        const m = l.re.exec(model);
        if (m === null) continue;
        const g = l.gallons?.[m[1] ?? ''];
        return decodeOf(l.family, lead, model, {
          type: 'water heaters',
          series: l.series,
          fields: { tank_capacity_gallons: g, fuel: 'electric', efficiency_tier: 'heat pump' },
          description: l.description,
          evidence: 'pattern',
          rule: 'Heat-pump water heaters named by the HPWHsim library (LG APHWC, Rheem HPHD, Nyle C, Colmac CxA, Mitsubishi QAHV): type',
          source: SOURCE,
        });
      }
      return null;
    },
  };
}

export const HEAT_PUMP_LISTED_HPWHSIM_RULES: readonly NomenclatureRule[] = [
  linesRule('lg.aphwc-heat-pump-water-heater', 'lg', 'A'),
  linesRule('rheem.hphd-heat-pump-water-heater', 'rheem', 'H'),
  linesRule('water-heater-other.heat-pump-listed-hpwhsim', 'water_heater_other', 'C'),
  linesRule('mitsubishi.qahv-heat-pump-water-heater', 'mitsubishi', 'Q'),
];
