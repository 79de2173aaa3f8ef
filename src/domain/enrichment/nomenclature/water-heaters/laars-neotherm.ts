// Laars NeoTherm modulating condensing appliances: NTH boilers and NTV volume water heaters. The installation
// manuals title them "Modulating Boilers and Volume Water Heaters … NTH & NTV, Sizes 150 – 850 MBTU/h" and list the
// sizes (NTH 80 … 850, NTV 150 … 850), so the size is the input in kBtu/h. The NTV volume water heater is typed
// `water heaters` as its Bradford White twin, the Brute Elite BNTV, and the Laars Pennant PNCV are
// (water-heaters/commercial-and-older.ts, boilers/as-owners-write.ts). Brand required (Laars, owned by Bradford
// White); a size off the manual's table is not read. Coverage in README-extra.md ("Water heaters and
// boilers of the gap scan").
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Laars'] as const;

const NEOTHERM_SOURCE =
  'Laars NeoTherm installation and operation instructions: Document 1330E "Modulating Boilers and Volume Water Heaters, models NTH & NTV, Sizes 150 – 850 MBTU/h" (manualmachine.com/laars/nth/8795671); NeoTherm NTH / NTV manual Table 9 water connection pipe sizes (NTH sizes 80, 105, 150, 210, 285, 399, 500, 600, 750, 850; NTV sizes 150, 199, 285, 399, 500, 600, 750, 850; manual.onestart.ai Laars-NeoTherm-NTH-Installation-And-Operation-Instructions-Manual-3683007)';

const NTH_SIZES: ReadonlySet<number> = new Set([80, 105, 150, 210, 285, 399, 500, 600, 750, 850]);
const NTV_SIZES: ReadonlySet<number> = new Set([150, 199, 285, 399, 500, 600, 750, 850]);

// "NTH285", "NTV-399", "NeoTherm NTH 150", optional option letters after the size ("NTV150N").
const NEOTHERM_RE = /^(?:NEOTHERM-?)?(NT[HV])-?(\d{2,3})(?:[A-Z][A-Z0-9]{0,6})?$/;

export const laarsNeoTherm: NomenclatureRule = {
  id: 'laars.neotherm',
  family: 'bradford_white',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'N',
  decode(model, brand) {
    if (brand === '' || model[0] !== 'N') return null;
    const m = NEOTHERM_RE.exec(model);
    if (m === null) return null;
    const line = m[1] ?? '';
    const size = Number(m[2]);
    const boiler = line === 'NTH';
    if (!(boiler ? NTH_SIZES : NTV_SIZES).has(size)) return null;
    return decodeOf('bradford_white', pickBrand(BRANDS, brand), model, {
      type: boiler ? 'boilers' : 'water heaters',
      series: `NeoTherm ${line}`,
      fields: { heating_input_kbtuh: size, efficiency_tier: 'condensing' },
      description: boiler ? 'modulating condensing gas boiler (NeoTherm)' : 'modulating condensing gas volume water heater (NeoTherm)',
      evidence: 'src',
      rule: 'Laars NeoTherm NTH / NTV: line · size (input MBTU/h, from the manual\'s size list)',
      source: NEOTHERM_SOURCE,
    });
  },
};

export const LAARS_NEOTHERM_RULES: readonly NomenclatureRule[] = [laarsNeoTherm];
