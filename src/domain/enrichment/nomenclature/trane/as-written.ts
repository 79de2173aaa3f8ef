// Trane / American Standard model numbers as owners copy them from the literature or a cut-short plate (issue 18;
// the Odyssey and Ameristar / RunTru lines are in trane/odyssey-ameristar-lines.ts):
// a size range the product data and installer's guides print for a whole series ("2A6H1018-060", "4A6H5018-60E",
// "TWX030-048D"), the furnace key without its leading brand letter (the guides print "*UE1B080A9481A, *May be A or
// T"), and the packaged key cut after the size ("4TCY4024 through 4TCY4060"). Every rule here needs a Trane-family
// brand: the forms are short or shared with other makers' letters.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { COIL_SHAPE, FURNACE_TYPE, REFRIGERANT, S, SEER_DIGIT, TRANE_COIL_KEY } from './trane';
import type { DecodedFields, NomenclatureRule } from '../types';

export const BRANDS = ['Trane', 'American Standard', 'RunTru', 'Ameristar'] as const;

const RANGE_SOURCE =
  'Trane product data "Split System Heat Pump XR 13 4TWR3018-060 1½ – 5 Tons … R-410A refrigerant", pub. 22-1795-12: https://studylib.net/doc/18790898/trane-xr13-split-system-heat-pump-product-data-xr-13 · American Standard product data "Split System Heat Pump 1½–5 ton Heritage 15, MODELS 4A6H5018-60E", pub. 12-1256-03: https://manualzz.com/doc/22721940/12-1256-03-07-01-2009-american-standard-split-system-heat · American Standard installer\'s guide 11-BC08D2-5 ("2A6H1018-060"; covers 2A6H1, 2A6H2, 2A6H4 & 2A6H5 heat pump units): https://www.easymanua.ls/american-standard/2a6h1018-060/manual · Trane installer\'s guide 18-BC39D6-4 "TWX018-0240 [as transcribed], TWX030-048D & TWX060C Heat Pumps": https://manualmachine.com/trane/twx060c/2573231-user-manual';

/** Sizes the outdoor series are built in (1½–5 tons, kBtu/h), first and last of a printed range. */
const RANGE_SIZES = new Set([18, 24, 30, 36, 42, 48, 60]);

// Refrigerant digit + Trane T/W or American Standard 7x/6x series + SEER digit + first size + "-" + last size (two or
// three digits) + the design letter and the rest, when copied: 2A6B3018-060A1000A, 4A6H5018-60E, 4TWR4018-060.
const RANGE = /^([245])(T[TW][A-Z]|A[67][A-Z])(\d)(0\d\d)-(0?\d\d)([A-Z][A-Z0-9]{0,7})?$/;
// The R-22 era key without the refrigerant digit, printed the same way (TWX030-048D).
const RANGE_OLD = /^(T[TW][A-Z])(0\d\d)-(0?\d\d)([A-Z][A-Z0-9]{0,7})?$/;

/** Both ends on the sizes the series are built in, the first below the last; else null. */
function rangeEnds(first: string, last: string): [number, number] | null {
  const a = Number(first);
  const b = Number(last);
  return RANGE_SIZES.has(a) && RANGE_SIZES.has(b) && a < b ? [a, b] : null;
}

const splitSizeRange: NomenclatureRule = {
  id: 'trane.split-size-range-trane20',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '245T',
  decode(model, brand) {
    if (brand === '' || !model.includes('-')) return null;
    const m = RANGE.exec(model);
    const old = m === null ? RANGE_OLD.exec(model) : null;
    if (m === null && old === null) return null;
    const letters = m !== null ? m[2]! : old![1]!;
    const ends = m !== null ? rangeEnds(m[4]!, m[5]!) : rangeEnds(old![2]!, old![3]!);
    if (ends === null) return null;
    // T T / A 7 = cooling (air conditioner), T W / A 6 = heat pump (§4.1 and the American Standard titles).
    const amStd = letters[0] === 'A';
    const heatPump = amStd ? letters[1] === '6' : letters[1] === 'W';
    const series = m !== null ? `${m[1]!}${letters}` : letters;
    const seerDigit = m?.[3];
    const fields: DecodedFields = m === null ? {} : { refrigerant: REFRIGERANT[m[1]!], seer: SEER_DIGIT[seerDigit!] };
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, amStd ? 'American Standard' : 'Trane'),
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series: `${series}${seerDigit ?? ''}`,
      model,
      // A range names the series built from the first size to the last: which size the unit is, is not written.
      description: `${heatPump ? 'split heat pump' : 'split air conditioner'} (series sizes ${ends[0]}–${ends[1]} kBtu/h as the literature writes them; the unit's size is not stated)`,
      fields,
      evidence: 'pattern',
      rule: 'Trane / American Standard split outdoor series written as a size range (2A6H1018-060, TWX030-048D)',
      source: RANGE_SOURCE,
    });
  },
};

const NO_BRAND_LETTER_SOURCE =
  'Trane installer\'s guide 18-CD19D4-26, upflow/horizontal — downflow/horizontal gas-fired furnaces "*UE1A040A9241A … *DE1D120A9601A, *May be "A" or "T"": https://manualzz.com/doc/10107153/trane-xb80-furnace-installation-manual · American Standard Service Facts X341119P10 "Models: * - First letter may be "A" or "T"  *UY060R9V3W … *DY120R9V5W": https://vdocuments.us/service-facts-x341119p10-gas-furnace-a-var-speed-blower-a-infofurnace-service.html · installer\'s guide 18-CD19D5-10 "*DC040C924": https://manualshive.com/en/manual/trane/dc040c924/1149927?page=6';
/** Nominal inputs of the Trane / American Standard gas furnace lists (kBtu/h). */
const INPUTS_KBTUH = new Set([40, 60, 80, 100, 120, 140]);
// The literature's "*" form with the brand letter left off: U/D flow · type letter · then the 2000s key (stages, width,
// input, design, 9, cooling code: UX1B040A9241A, UD1A040A9H21B) or the 1990s key (input, design, 9, cooling kBtu/h or
// V + digit: UY080R9V3W, DC040C924, UD080R936).
const NO_LETTER_2000S = /^([UD])([DXHCYEVL])([12])([A-D])(\d{3})([A-Z])9([A-Z0-9]{2,5})$/;
const NO_LETTER_1990S = /^([UD])([DXHCYEVL])(\d{3})([A-Z])9(\d{2}|V\d)([A-Z]\d?)?$/;

const furnaceNoBrandLetter: NomenclatureRule = {
  id: 'trane.furnace-no-brand-letter-trane20',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'UD',
  decode(model, brand) {
    if (brand === '') return null;
    const m2000 = NO_LETTER_2000S.exec(model);
    const m = m2000 ?? NO_LETTER_1990S.exec(model);
    if (m === null) return null;
    const flow = m[1]!;
    const kind = m[2]!;
    const stages = m2000 === null ? undefined : m2000[3]!;
    const input = Number(m2000 === null ? m[3] : m2000[5]);
    if (!INPUTS_KBTUH.has(input)) return null;
    const known = FURNACE_TYPE[kind];
    const tier = [known?.tier, stages === '1' ? 'single-stage' : stages === '2' ? 'two-stage' : undefined].filter((t) => t !== undefined).join(', ');
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'furnaces',
      series: `*${flow}${kind}${stages ?? ''}`,
      model,
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : 'downflow/horizontal'} (model written without the A / T brand letter)`,
      fields: { heating_input_kbtuh: input, afue_percent: known?.afue, efficiency_tier: tier === '' ? undefined : tier },
      evidence: 'pattern',
      rule: '§4.5 Trane / American Standard gas furnaces, the literature\'s "*" form without the brand letter',
      source: known === undefined ? NO_BRAND_LETTER_SOURCE : `${NO_BRAND_LETTER_SOURCE} · ${known.source}`,
    });
  },
};

// §4.4 modular air handlers TAM / TEM / GAM cut after the nominal size or after the motor letter and one digit
// (TAM9A0C36, TAM7A0B30H2, TEM8A0B24V): brand · A/E · M · series digit · design · 0 · width · 2-digit kBtu/h.
const MODULAR_AH_CUT = /^([TAG])([AE])M(\d)([A-Z])0([A-D])(\d{2})(?:[A-Z]\d?)?$/;

const modularAirHandlerCut: NomenclatureRule = {
  id: 'trane.modular-air-handler-cut-trane20',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'TAG',
  decode(model, brand) {
    if (brand === '') return null;
    const m = MODULAR_AH_CUT.exec(model);
    if (m === null) return null;
    const [, line, heat, seriesDigit, design, , cap] = m as unknown as [string, string, string, string, string, string, string];
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, line === 'A' ? 'American Standard' : 'Trane'),
      type: 'air handlers',
      series: `${line}${heat}M${seriesDigit}${design}`,
      model,
      description: 'modular multi-position air handler (model cut after the size)',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§4.4 Trane / American Standard modular air handlers (TAM, TEM, GAM), cut after the size',
      source: seriesDigit === '7' ? S.TAM7 : S.TAM4,
    });
  },
};

// §4.4 coils cut within the options (4TXCB006D, 4TXFH024C): refrigerant · T · X · C / A / F shape · width · size code ·
// at most one more character. The size code is not read (as trane.coil).
const COIL_CUT = /^([245])TX([CAF])([A-Z])(\d{3})([A-Z0-9]?)$/;

const coilCut: NomenclatureRule = {
  id: 'trane.coil-cut-trane20',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '245',
  decode(model, brand) {
    if (brand === '') return null;
    const m = COIL_CUT.exec(model);
    if (m === null) return null;
    const [, r, shape, letter] = m as unknown as [string, string, string, string];
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'evaporator coils',
      series: `${r}TX${shape}${letter}`,
      model,
      description: `${COIL_SHAPE[shape]!} (model cut short)`,
      fields: { refrigerant: REFRIGERANT[r] },
      evidence: 'pattern',
      rule: '§4.4 Trane / American Standard coils, cut within the options',
      source: `${S.S62}; ${TRANE_COIL_KEY}`,
    });
  },
};

/** Written forms of Trane / American Standard numbers (issue 18, branch trane20). */
export const TRANE_WRITTEN_RULES: readonly NomenclatureRule[] = [splitSizeRange, furnaceNoBrandLetter, modularAirHandlerCut, coilCut];
