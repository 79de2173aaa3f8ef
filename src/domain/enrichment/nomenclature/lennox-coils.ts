// Lennox indoor (evaporator) coils: unit type · series · dash · nominal cooling capacity · cabinet inlet letter A–D ·
// dash · cased option. Key printed in the CR33 engineering data (bulletin 210419, "CR 33 - 18 A - F": CR = indoor
// coil, downflow · series 33 · nominal cooling capacity · cabinet inlet opening A 13-1/2 in., B 16-1/2, C 20, D
// 23-1/2 · F = cased); the C33 upflow, CH33 / CH35 horizontal and CX34 / CX35 coils print the same fields (their
// installation instructions title them "evaporator coils" / "indoor coils"). The capacity code is read only on the
// §0.2 grid (18 … 60): CX34 codes such as 38 / 44 / 62 are the coil's own size codes, not kBtu/h.
import type { DecodedFields, NomenclatureRule } from './types';
import { coolingFromCode, decodeOf, pickBrand } from './more-kit';

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

export const LENNOX_COIL_RULES: readonly NomenclatureRule[] = [lennoxCoil];
