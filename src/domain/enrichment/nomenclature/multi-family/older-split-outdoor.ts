// Older split outdoor units of makers already covered whose letter forms had no rule (issue 18, split19). README-extra.md,
// "Amana remote coolers / heat pumps and Bryant 591B".
// - Amana (Amana Heating & Air Conditioning, before the Goodman keys) remote coolers VCA / RCA / RCB / RCC / RCE and
//   remote heat pumps RHA / RHD / RHE / RHF (service instructions RS6200003 "VCA, RCA, RCB, RCC & RCE model remote
//   coolers, RHA, RHD, RHE & RHF model remote heat pumps"): series · two-digit size · design letter · digit · revision
//   (the RHA**B2A installation instructions: RHA · ** · B2A). The size reads as kBtu/h on the cooling grid 18–60, as in
//   Amana's other keys of the period (PGB24C0452 = 2 tons, RS6300003), so the capacity is a pattern reading. R-22 is
//   printed for the RHA (factory charge of R-22 for the matching indoor coil); the other series' refrigerant stays absent.
// - Bryant 591B (installation and start-up instructions "591B 11, 12, 13, 14 SEER split-system air conditioners with
//   Puron refrigerant"): series · letters · size 018–060 · tail, as the numeric outdoor series of carrier/older-outdoor.ts.
// - Nortek (Nordyne) splits under the other badges' leading letters (Maytag PS…, Westinghouse HS…, …): the installation
//   instructions print the series with a wildcard brand letter, "*S4BE - 018KB, 024KB, 030KB, 036KB (1.5, 2, 2.5, & 3 Ton)
//   Series" split-system air conditioner, and "JT5BD Series … split system heat pump": brand letter · S (air conditioner) /
//   T (heat pump) · digit · series letters · size 018–060 · K voltage letter and revision. The J / F / G letters stay with
//   nordyne.site-built (nordyne/nordyne.ts); here any other letter, with a Nortek-group brand only.
// - York H*BA condensing units (technical guide "Split-system air conditioners 10 SEER R22 60Hz, models H*BA-(T,W)036
//   thru 076 (3 thru 6.3 nominal tons, 3 ph)"): H · generation · BA · optional T / W · size 036–076 · tail, in the
//   product-category layout york/older-outdoor.ts reads for H*DB / H*RC (whose identifier letters exclude B).
// - Ducane AC10B (installation instructions "AC10B series", R-22 charging tables; product sheet "AC10B … Ducane air
//   conditioner"): the series alone or followed by a size and revision; type and refrigerant only (no numbers seen).
// Brand required.
import { capacityFields, gridCapacity } from '../common';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';
import { YORK_BRANDS } from '../york/york';
import { ALLIED_BRANDS } from '../lennox/allied';
import { NORTEK_BRANDS } from '../nordyne/nordyne';

const AMANA_BRANDS = ['Amana', 'Goodman', 'Janitrol'] as const;
const AMANA_REMOTE_SOURCE =
  'Amana service instructions RS6200003 Rev 1 (July 2001) "VCA, RCA, RCB, RCC, & RCE Model Remote Coolers, RHA, RHD, RHE & RHF Model Remote Heat Pumps, Blowers, Coils, & Accessories": https://www.scribd.com/document/653920441/Service-Instructions · Amana "RHA**B2A Series" remote heat pump installation instructions (outdoor unit factory charged with R-22): https://manualshive.com/ru/manual/amana/rha-b2a-series/2916782?page=6 · the size-in-kBtu/h reading of Amana\'s keys of the period (PGB24C0452 …, service instructions RS6300003): https://manualmachine.com/amana/pcc42c02/24250129-service-instructions-manual/';
const BRYANT_591B_SOURCE =
  'Bryant 591B installation and start-up instructions "11, 12, 13, 14 SEER split-system air conditioners with Puron® refrigerant": https://manualmachine.com/bryant/591b/1300114-user-manual';

// Series · size (two digits) · optional design letter, digit and revision letters (RHA36B2A).
const AMANA_REMOTE = /^(VCA|RC[ABCE]|RH[ADEF])(\d{2})(?:([A-Z])(\d)([A-Z]{0,2}))?$/;

const amanaRemote: NomenclatureRule = {
  id: 'goodman.amana-remote-split19',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RV',
  decode(model, brand) {
    if (brand === '') return null;
    const m = AMANA_REMOTE.exec(model);
    if (!m) return null;
    const [, series = '', size = ''] = m;
    const c = gridCapacity(size);
    if (!c || c.offGrid || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const hp = series.startsWith('RH');
    const fields: DecodedFields = Object.assign({}, capacityFields(c), { refrigerant: series === 'RHA' ? 'R-22' : undefined });
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand, 'Amana'), model, {
      type: hp ? 'heat pumps' : 'air conditioners',
      series,
      fields,
      description: hp ? 'split heat pump (remote heat pump, pre-Goodman Amana)' : 'split air conditioner (remote cooler, pre-Goodman Amana)',
      evidence: 'pattern',
      rule: 'Amana remote coolers VCA / RC* and remote heat pumps RH* (RS6200003): series · size kBtu/h · design',
      source: AMANA_REMOTE_SOURCE,
    });
  },
};

// 591B · up to three letters (NX …) · size 018–060 · tail.
const BRYANT_591B = /^591B([A-Z]{0,3})(\d{3})([A-Z0-9]{0,7})$/;

const bryant591b: NomenclatureRule = {
  id: 'carrier.bryant-591b-split19',
  family: 'carrier',
  brands: ['Bryant', 'Carrier', 'Payne'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 57 /* 9 */) return null;
    const m = BRYANT_591B.exec(model);
    if (!m) return null;
    const c = gridCapacity(m[2] ?? '');
    if (!c || c.offGrid || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decodeOf('carrier', pickBrand(['Bryant', 'Carrier', 'Payne'], brand, 'Bryant'), model, {
      type: 'air conditioners',
      series: '591B',
      fields: Object.assign({}, capacityFields(c), { refrigerant: 'R-410A' }),
      description: 'split air conditioner (Puron)',
      evidence: 'pattern',
      rule: 'Bryant 591B split air conditioner with Puron: series · letters · size 018–060',
      source: BRYANT_591B_SOURCE,
    });
  },
};

const NORTEK_SPLIT_SOURCE =
  'Nordyne installation instructions titled "Split system air conditioner. *S4BE - 018KB, 024KB, 030KB, 036KB (1.5, 2, 2.5, & 3 Ton) Series" and "JT5BD Series 13 SEER user\'s manual / installation instructions, split system heat pump - R-22" (listed at https://homedocbox.com/amp/89136770-Appliances/User-s-information-installation-instructions.html) · the site-built split reading of RULES.md §8.2 (JS4BD-036KA: size after the hyphen)';
// Brand letter (not J / F / G) · S / T · digit · one or two series letters · optional hyphen · size · K · revision.
const NORTEK_SPLIT = /^([A-EHIK-Z])([ST])(\d)([A-Z]{1,2})-?(\d{3})K([A-Z0-9]{0,3})$/;

const nortekSplitBadges: NomenclatureRule = {
  id: 'nordyne.split-badge-letters-split19',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ABCDEHIKLMNOPQRSTUVWXYZ',
  decode(model, brand) {
    if (brand === '') return null;
    const c1 = model.charCodeAt(1);
    if (c1 !== 83 && c1 !== 84) return null; // S, T
    const m = NORTEK_SPLIT.exec(model);
    if (!m) return null;
    const [, , kind = '', digit = '', letters = '', size = ''] = m;
    const c = gridCapacity(size);
    if (!c || c.offGrid || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const hp = kind === 'T';
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
      type: hp ? 'heat pumps' : 'air conditioners',
      series: `${model[0] ?? ''}${kind}${digit}${letters}`,
      fields: capacityFields(c),
      description: hp ? 'split heat pump' : 'split air conditioner',
      evidence: 'pattern',
      rule: 'Nortek splits under other badge letters (*S4BE, *T5BD): brand letter · S / T · digit · letters · size · K',
      source: NORTEK_SPLIT_SOURCE,
    });
  },
};

const YORK_HBA_SOURCE =
  'York technical guide "Split-system air conditioners 10 SEER R22 60Hz, models: H*BA-(T,W)036 thru 076 (3 thru 6.3 nominal tons, 3 ph)" (title listed at https://homedocbox.com/amp/70516656-Appliances/Ckl-clj-crt-clt-twc-clq-hdc.html) · the H (split-system condensing unit) · generation · identifier · capacity layout of the York titles read in york-older-split.ts';
// H · generation 1–5 · BA · optional hyphen and T / W · size 036–076 · tail.
const YORK_HBA = /^H([1-5])BA-?([TW])?(036|042|048|060|076)([A-Z0-9]{0,4})$/;
/** H*BA076: the "6.3 nominal tons" top of the title. */
const YORK_HBA_EXTRA: ReadonlySet<number> = new Set([76]);

const yorkHba: NomenclatureRule = {
  id: 'york.h-ba-10-seer-split19',
  family: 'york',
  brands: YORK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(2) !== 66 /* B */) return null;
    const m = YORK_HBA.exec(model);
    if (!m) return null;
    const capacity = coolingFromCode(m[3] ?? '', YORK_HBA_EXTRA);
    if (!capacity) return null;
    return decodeOf('york', pickBrand(YORK_BRANDS, brand), model, {
      type: 'air conditioners',
      series: `H${m[1] ?? ''}BA`,
      fields: Object.assign({}, capacity, { seer: 10, refrigerant: 'R-22', phase: 3 }),
      description: 'split-system condensing unit (10 SEER, 3 phase)',
      evidence: 'pattern',
      rule: 'York H*BA 10 SEER R-22 condensing units: H · generation · BA · size 036–076',
      source: YORK_HBA_SOURCE,
    });
  },
};

const DUCANE_AC10B_SOURCE =
  'Ducane AC10B series installation instructions (R-22 saturation table for charging): https://manualshive.com/en/manual/ducane/ac10b-series/2537282?page=8 · product sheet "AC10B features, unit dimensions, Ducane air conditioner": https://homedocbox.com/amp/82096602-Appliances/Ac10b-features-unit-dimensions-ducane-air-conditioner-the-difference-is-quality.html';
// AC10B alone, or with an optional hyphen, a size group of digits and a revision (no capacity read from it).
const DUCANE_AC10B = /^AC10B(?:-?\d{2,3}(?:-?[A-Z0-9]{1,3})?)?$/;

const ducaneAc10b: NomenclatureRule = {
  id: 'allied.ducane-ac10b-split19',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 67 /* C */ || !DUCANE_AC10B.test(model)) return null;
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand, 'Ducane'), model, {
      type: 'air conditioners',
      series: 'AC10B',
      fields: { refrigerant: 'R-22' },
      description: 'split air conditioner (condensing unit)',
      evidence: 'pattern',
      rule: 'Ducane AC10B split air conditioners, series (type and refrigerant only)',
      source: DUCANE_AC10B_SOURCE,
    });
  },
};

export const OLDER_SPLIT_OUTDOOR_RULES: readonly NomenclatureRule[] = [amanaRemote, bryant591b, nortekSplitBadges, yorkHba, ducaneAc10b];
