// Takagi Mobius commercial gas tankless water heaters (T-M1, T-M32, T-M50, T-M199), which no other Takagi module
// reads (water-heaters/takagi.ts: T-K / T-H / T-D; long-tail.ts: T-KJr2 / T-K4 / T-D2; older-heating-lines.ts:
// Flash). Brand required. Tankless type always; the maximum input only where the document prints it for the model
// whatever the gas (T-M32: 240,000 Btu/h natural and propane); N / P → natural gas / propane as the spec sheet's
// model column writes them. Coverage in README-extra.md ("Water heaters and boilers of the gap scan").
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Takagi'] as const;

const T_M32_SOURCE =
  'Takagi commercial gas tankless water heaters spec sheet TCGSS00313 (models T-M32-N, T-M32-P, T-M32-N ASME, T-M32-P ASME; max input 240,000 Btu/h natural and propane; azmanual.top/manuals/373469/takagi-t-m32.html); Mobius Water Heater Model T-M32 / T-M32 ASME installation manual and owner\'s guide (manualmachine.com/takagi/tm32/1720127-user-manual)';
const T_M50_SOURCE =
  'Takagi T-M50 / T-M50 ASME On-Demand Water Heater installation manual and owner\'s guide ("Mobius T-M50 water heater … two combustion sections"; manualshelf.com/manual/takagi/tm50asmelp)';
const T_M199_SOURCE = 'Takagi Mobius Water Heater Model T-M199 instantaneous water heater installation manual and owner\'s guide (fdocuments.us, "T-M199 Manual - 3-5-07")';
const T_M1_SOURCE =
  'Takagi T-M1 installation manual and owner\'s manual (natural gas input max 235,000 Btu/h, LPG max 225,000 Btu/h: the input differs by gas and is not read; manualmachine.com/takagi/tm1/19607037)';

interface MobiusModel {
  series: string;
  fields: DecodedFields;
  source: string;
}
const MODELS: Readonly<Record<string, MobiusModel>> = {
  '32': { series: 'T-M32', fields: { heating_input_kbtuh: 240 }, source: T_M32_SOURCE },
  '50': { series: 'T-M50', fields: {}, source: T_M50_SOURCE },
  '199': { series: 'T-M199', fields: {}, source: T_M199_SOURCE },
  '1': { series: 'T-M1', fields: {}, source: T_M1_SOURCE },
};

// "T-M32-N", "T-M32-P ASME", "TM50 ASME", "T-M199", "T-M1"; the Mobius word may lead ("Mobius T-M32").
const MOBIUS_RE = /^(?:MOBIUS-?)?T-?M(32|50|199|1)(?:-?([NP]))?(?:-?ASME)?$/;

export const takagiMobius: NomenclatureRule = {
  id: 'takagi.mobius',
  family: 'takagi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'TM',
  decode(model, brand) {
    if (brand === '') return null;
    const c0 = model[0];
    if (c0 !== 'T' && c0 !== 'M') return null;
    const m = MOBIUS_RE.exec(model);
    if (m === null) return null;
    const s = MODELS[m[1] ?? ''];
    if (s === undefined) return null;
    const gas = m[2];
    const fields: DecodedFields = { ...s.fields };
    if (gas !== undefined) fields.fuel = gas === 'N' ? 'natural gas' : 'propane';
    return decodeOf('takagi', pickBrand(BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: s.series,
      fields,
      description: 'commercial gas tankless water heater (Mobius)',
      evidence: 'src',
      rule: `Takagi Mobius ${s.series} commercial gas tankless water heater${s.fields.heating_input_kbtuh === undefined ? '' : ', maximum input from the spec sheet'}`,
      source: s.source,
    });
  },
};

export const TAKAGI_MOBIUS_RULES: readonly NomenclatureRule[] = [takagiMobius];
