// Sure Comfort (Rheem group) gas furnaces: the Rheem / Ruud furnace layout (RULES.md §6.3) with the brand letter S
// (S92TA0401317MSA beside Rheem R92TA…, Ruud U92TA…). Decoded only with the Sure brand.
import type { NomenclatureRule } from '../types';
import { decodeOf, plausibleInputCode } from '../kit/rule-kit';

const BRANDS = ['Sure'] as const;
export const SURE_COMFORT_SOURCE =
  'Rheem group installation instructions print the furnace series with the brand letter left open, "(-)95P series & (-)(-)95MSP series" (92-24161-111-14): https://manuals.online/rheem/gas-furnace/95p-series/user-manual/1d7lr · RULES.md §6.3 (Rheem / Ruud furnace layout: brand letter · AFUE · stage · line · input; generic reading)';
// S · AFUE 80/92/95/96/97/98 · stage digit (optional) · line letters · input (kBtu/h).
const FURNACE = /^S(80|92|95|96|97|98)(\d)?([A-Z]{1,2})(\d{3})/;

export const sureComfortFurnace: NomenclatureRule = {
  id: 'rheem.sure-comfort-furnace',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 83) return null; // S
    const m = FURNACE.exec(model);
    if (m === null) return null;
    const [, afue = '', stage = '', line = '', input = ''] = m;
    if (!plausibleInputCode(input)) return null;
    return decodeOf('rheem', 'Sure', model, {
      type: 'furnaces',
      series: `S${afue}${stage}${line}`,
      fields: { afue_percent: Number(afue), heating_input_kbtuh: Number(input) },
      evidence: 'unconfirmed',
      rule: '§6.3 Rheem-group furnaces with the Sure Comfort brand letter S (generic reading, no key found)',
      source: SURE_COMFORT_SOURCE,
    });
  },
};

export const SURE_COMFORT_RULES: readonly NomenclatureRule[] = [sureComfortFurnace];
