// Lennox indoor (evaporator) coils: unit type · series · dash · nominal cooling capacity · cabinet inlet letter A–D ·
// dash · cased option. Key printed in the CR33 engineering data (bulletin 210419, "CR 33 - 18 A - F": CR = indoor
// coil, downflow · series 33 · nominal cooling capacity · cabinet inlet opening A 13-1/2 in., B 16-1/2, C 20, D
// 23-1/2 · F = cased); the C33 upflow, CH33 / CH35 horizontal and CX34 / CX35 coils print the same fields (their
// installation instructions title them "evaporator coils" / "indoor coils"). The capacity code is read only on the
// §0.2 grid (18 … 60): CX34 codes such as 38 / 44 / 62 are the coil's own size codes, not kBtu/h.
import type { DecodedFields, NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import { grossCapacity } from './lennox';

const BRANDS = ['Lennox'] as const;

export const LENNOX_COIL_SOURCE = [
  'Lennox CR33 downflow indoor coils engineering data, bulletin 210419 (model number identification): https://paperzz.com/doc/9346509/indoor-coils-downflow-engineering-data-1.5-to-5-tons-cr',
  'Lennox CH33 series evaporator coils installation instructions 505,264M ("CH33 horizontal evaporator coils"): https://manualmachine.com/lennox/ch33/2577394-user-manual',
  'Lennox CH35 series indoor coils with all-aluminum coil, installation instructions 507656-01: https://www.easymanua.ls/lennox/ch35-series/manual',
].join('; ');

const CONFIG: Record<string, string> = { C: 'upflow', CR: 'downflow', CH: 'horizontal', CX: 'multi-position' };

const COIL = /^(CR|CH|CX|C)(3[0-9])-?(\d{2})([A-D])(?:-?(\d?[A-Z]{0,2}))?$/;

const lennoxCoil: NomenclatureRule = {
  id: 'lennox.coil',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    const m = COIL.exec(model);
    if (m === null) return null;
    const [, unit = '', series = '', code = ''] = m;
    const n = Number(code);
    if (n < 12 || n > 70) return null;
    const capacity = coolingFromCode(code);
    const onKey = unit === 'CR' && series === '33';
    const fields: DecodedFields = capacity !== null && n >= 18 && n <= 60 ? capacity : {};
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: 'evaporator coils',
      series: `${unit}${series}`,
      fields,
      description: `${CONFIG[unit] ?? ''} evaporator coil`.trim(),
      evidence: onKey ? 'src' : 'pattern',
      rule: 'Lennox indoor coils: type · series · nominal capacity · cabinet inlet (CR33-18A-F)',
      source: LENNOX_COIL_SOURCE,
    });
  },
};

// The 20-series coils of the gross-capacity era (C22, C24 upflow, CH23 horizontal) print the §5.4 gross code after the
// dash instead of a nominal size and an inlet letter: CH23-21 … CH23-65 (installation instructions 503,486M "CH23 Series
// Coils, horizontal evaporator coils", model list CH23-21, -31, -41, -51, -65, -68); codes off the §5.4 table (68) give
// the type only. Optional phase / revision digit and letters after a second dash (C22-41-1F).
const GROSS_COIL = /^(CR|CH|C)(2[0-9])-?(\d\d)(?:-\d?[A-Z]{0,2})?$/;
const GROSS_COIL_CODES = new Set(['21', '26', '31', '41', '46', '51', '65', '68']);
const GROSS_COIL_SOURCE =
  'Lennox CH23 Series Coils installation instructions 503,486M (model list CH23-21 … CH23-68): https://manualmachine.com/lennox/ch23/2521577-user-manual · B24 / C22 / C24 coils engineering data (June 1994): https://homedocbox.com/amp/122270543-Appliances/B24-c22-24-coils-blower-coil-units-engineering-data-bulletin-june-1994-supersedes-august-b24-blower-unit-with-optional-electric-heat.html · §5.4 gross-code table';

const lennoxGrossCoil: NomenclatureRule = {
  id: 'lennox.coil-gross',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 67) return null; // C
    const m = GROSS_COIL.exec(model);
    if (m === null) return null;
    const [, unit = '', series = '', code = ''] = m;
    if (!GROSS_COIL_CODES.has(code)) return null;
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: 'evaporator coils',
      series: `${unit}${series}`,
      fields: Object.assign({}, grossCapacity(code) ?? {}, { refrigerant: 'R-22' }),
      description: `${CONFIG[unit] ?? ''} evaporator coil`.trim(),
      evidence: 'pattern',
      rule: 'Lennox 20-series evaporator coils, §5.4 gross-capacity code (CH23-41)',
      source: GROSS_COIL_SOURCE,
    });
  },
};

export const LENNOX_COIL_RULES: readonly NomenclatureRule[] = [lennoxCoil, lennoxGrossCoil];
