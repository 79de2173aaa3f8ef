// Lochinvar fin-tube boilers named by their typical specifications and ratings tables (not in RULES.md): Solution and
// Copper-Fin CB · N / L · input, Efficiency+ EB · N / L, Copper-Fin II CH · N / L. The specifications print the model as
// "CB(N,L)___" for natural or L.P. gas ("Change N to L for L.P. gas models"); the number is read as the input only where a
// ratings table lists the model with that input (CBN045 … CBN260, CBN315 … CBN500). Brand Lochinvar required.
// Coverage in README-extra.md.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOLUTION_SOURCE =
  'Lochinvar Solution installation & service manual SBR-I-S (ratings table: model numbers CBN045, CBN075, CBN090, CBN135, CBN180, CBN215, CBN260, "Change N to L for L.P. gas models"; models 45,000 - 260,000 Btu/hr), https://www.manualslib.com/manual/96274/Lochinvar-Solution-260000.html; Typical Specification for Lochinvar Solution Boiler RSB-SPEC-02 ("Model CB(N,L)___ having an input rating of ___ Btu/Hr"), https://docest.com/doc/567830/typicalspecificationfor-lochinvar-solution-boiler';
const COPPER_FIN_SOURCE =
  'Lochinvar Copper-fin installation & service manual, ratings table (CBN315 input 315 MBH, CBN360 360, CBN399 399, CBN500 500; "Change N to L for L.P. gas models"), https://manualsdump.com/amp/en/manuals/29335/5; Typical Specification for Lochinvar Copper-Fin Boiler CB-SPEC-03, https://docsbay.net/typical-specification-for-lochinvar-copper-fin-boiler';
const EFFICIENCY_PLUS_SOURCE =
  'Typical Specification for Lochinvar Efficiency+ Heating Boiler EBN-SPEC-02 ("Model EB(N,L)___", models 150,000 - 300,000 Btu/Hr), https://docsbay.net/typicalspecificationfor-lochinvar-efficiency-heating-boiler';
const COPPER_FIN_II_SOURCE =
  'Typical Specification for Lochinvar Copper-Fin II Boiler CH-SPEC-02 ("Model CH(N,L)___", models 399,999 - 750,000 Btu/Hr), https://docest.com/doc/685826/typical-specification-for-lochinvar-copper-fin-ii-boiler';

/** Ratings-table inputs (kBtu/h) of the CB models: Solution, then Copper-fin. */
const SOLUTION_INPUTS = new Set([45, 75, 90, 135, 180, 215, 260]);
const COPPER_FIN_INPUTS = new Set([315, 360, 399, 500]);

const CB = /^CB([NL])-?(\d{3})(?:-[A-Z0-9]{1,4})?$/;
const EB = /^EB([NL])-?(1[5-9]\d|2\d\d|300)(?:-[A-Z0-9]{1,4})?$/;
const CH = /^CH([NL])-?(0?(?:399|[4-6]\d\d|7[0-4]\d|750))(?:-[A-Z0-9]{1,4})?$/;

const fuelOf = (letter: string): DecodedFields['fuel'] => (letter === 'N' ? 'natural gas' : 'propane');

export const lochinvarFinTubeBoilers: NomenclatureRule = {
  id: 'lochinvar.fin-tube-boilers',
  family: 'aosmith',
  brands: ['Lochinvar'],
  unambiguousWithoutBrand: false,
  firstChars: 'CE',
  decode(model) {
    const c = model[0];
    if (c !== 'C' && c !== 'E') return null;
    const cb = CB.exec(model);
    if (cb) {
      const input = Number(cb[2]);
      const solution = SOLUTION_INPUTS.has(input);
      if (!solution && !COPPER_FIN_INPUTS.has(input)) return null;
      return decodeOf('aosmith', 'Lochinvar', model, {
        type: 'boilers',
        series: solution ? 'Solution CB' : 'Copper-Fin CB',
        fields: { fuel: fuelOf(cb[1]!), heating_input_kbtuh: input },
        description: solution ? 'gas fin-tube boiler (Solution)' : 'commercial gas fin-tube boiler (Copper-Fin)',
        evidence: 'src',
        rule: 'Lochinvar CB · N natural / L propane · input kBtu/h (Solution, Copper-Fin ratings tables)',
        source: solution ? SOLUTION_SOURCE : COPPER_FIN_SOURCE,
      });
    }
    const eb = EB.exec(model);
    if (eb) {
      return decodeOf('aosmith', 'Lochinvar', model, {
        type: 'boilers',
        series: 'Efficiency+ EB',
        fields: { fuel: fuelOf(eb[1]!) },
        description: 'gas fin-tube heating boiler (Efficiency+)',
        evidence: 'src',
        rule: 'Lochinvar Efficiency+ EB · N natural / L propane · size (size not read)',
        source: EFFICIENCY_PLUS_SOURCE,
      });
    }
    const ch = CH.exec(model);
    if (ch) {
      return decodeOf('aosmith', 'Lochinvar', model, {
        type: 'boilers',
        series: 'Copper-Fin II CH',
        fields: { fuel: fuelOf(ch[1]!) },
        description: 'commercial gas fin-tube boiler (Copper-Fin II)',
        evidence: 'src',
        rule: 'Lochinvar Copper-Fin II CH · N natural / L propane · size (size not read)',
        source: COPPER_FIN_II_SOURCE,
      });
    }
    return null;
  },
};

export const LOCHINVAR_FIN_TUBE_BOILER_RULES: readonly NomenclatureRule[] = [lochinvarFinTubeBoilers];
