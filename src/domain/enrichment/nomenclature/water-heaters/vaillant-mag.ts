// Vaillant MAG instantaneous gas water heaters (not in RULES.md): "MAG premium IT 19/2 XZ", "MAG 24/2 XZ R1". Brand required;
// type `water heaters`, nothing else read (the 19 / 24 is the size class the document names, not tied there to one
// rating field). Coverage in README-extra.md ("European / Asian hydronic and ductless lines").
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Vaillant'] as const;
const SOURCE =
  'Vaillant scaldacqua MAG premium IT 19/2-24/2 XZ R1, istruzioni di installazione e di servizio (targhetta, tabella dei modelli), https://dokumen.tips/documents/caldaia-vailant-736magxz.html';
// The two sizes and the XZ version the instructions list; the market letters (IT) and revision (R1) as printed.
const MAG = /^(?:VAILLANT)?MAG(?:PREMIUM)?(?:IT)?(?:19|24)\/2-?(?:XZ)?(?:R\d)?$/;

export const VAILLANT_MAG_RULES: readonly NomenclatureRule[] = [
  {
    id: 'vaillant.mag-water-heaters',
    family: 'vaillant',
    brands: BRANDS,
    unambiguousWithoutBrand: false,
    firstChars: 'VM',
    decode(model, brand) {
      const c = model[0];
      if (c !== 'M' && c !== 'V') return null;
      if (!MAG.test(model)) return null;
      return decodeOf('vaillant', pickBrand(BRANDS, brand), model, {
        type: 'water heaters',
        series: 'MAG',
        fields: {},
        description: 'instantaneous gas water heater',
        evidence: 'unconfirmed',
        rule: 'Vaillant MAG instantaneous gas water heater (not in RULES.md): product line and size (type only)',
        source: SOURCE,
      });
    },
  },
];
