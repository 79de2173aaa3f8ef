// Nordyne single package gas heating / electric cooling units (Intertherm, Miller, Frigidaire, Maytag, Gibson …),
// issue 18: R · generation digit · G (gas heating) · series letter · -X · size · options and heating code (R6GD-X36C072,
// R6GP-090, R7DA-090; the G-lettered badge GR4GN-090). The Q / P heat pump and air conditioner siblings are read by multi-family/older-packaged-and-split.ts with
// the same reading of the size (kBtu/h); the R-series rooftops are titled "6, 7½ and 10 ton". The letters and digits
// after the size (C072 …) are not decoded: no key for them was found.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { NORTEK_BRANDS } from './nordyne';
import type { NomenclatureRule } from '../types';

const BRANDS = NORTEK_BRANDS;

export const NORDYNE_GAS_PACKAGED_SOURCE = [
  'Nordyne R6GD "Single package gas heating / electric cooling - 3 phase, 13 SEER" installation instructions (R6GD-X36C072): https://manualshive.com/en/manual/nordyne/r6gd-x36c072/1704703?page=10',
  'Nordyne R6GP-072/090/120 Series, A revision, installation instructions "Single package gas heating / electric cooling rooftop units": https://vdocuments.mx/r6gp-072090120-series-a-revision-installation-2014-9-25-r6gp-072090120.html',
  'Nordyne series titles "R6GP Series technical specifications, 6, 7½ and 10 ton packaged gas/electric units, with R-410A" and "R7DA Series technical specifications, 6 and 7 ½ ton DOAS packaged gas/electric units": https://homedocbox.com/amp/106344951-Appliances/Packaged-hvac-equipment-catalog.html',
  'Nordyne title "GR4GN Series technical specifications, single packaged gas/electric units, GR4GN 10.1 EER commercial system 7½ and 10 ton units" (the G-lettered badge of the R4GN line, as GP5RD-048KA is a "P5RD series" unit: https://manuzoid.com/manuals/NP0kQ-Nordyne%20GP5RD-048KA%20User\'s%20Manual%20&%20Installation%20Instructions): https://autodocbox.com/amp/80757618-Performance_Vehicles/Commercial-standard-efficiency-package-gas-electric-unit-r-22-single-package-rooftop-tons-3-phase.html',
].join('; ');

/** Sizes as nominal kBtu/h: the residential 24–60 and the rooftop 072 / 090 / 120 (6, 7½, 10 tons). */
const SIZES = new Set(['24', '30', '36', '42', '48', '60', '024', '030', '036', '042', '048', '060', '072', '090', '120']);
const KEY = /^G?R([4-7])G([A-Z])-?X?(\d{2,3})(?:[A-Z][A-Z0-9]{0,6})?$/;
/** R7DA is the DOAS gas/electric line (title above); its second letter is D, not G. */
const DOAS = /^R7DA-?(072|090)(?:[A-Z][A-Z0-9]{0,6})?$/;

export const nordyneGasPackagedPkg21: NomenclatureRule = {
  id: 'nordyne.gas-packaged-r-pkg21',
  family: 'nordyne',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RG',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 82 /* R */ && c0 !== 71 /* G */) return null;
    const m = KEY.exec(model);
    const doas = m === null ? DOAS.exec(model) : null;
    const size = m?.[3] ?? doas?.[1];
    if (size === undefined || !SIZES.has(size)) return null;
    const kbtuh = Number(size);
    const series = m !== null ? `R${m[1] ?? ''}G${m[2] ?? ''}` : 'R7DA';
    return decodeOf('nordyne', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      description: doas !== null ? 'DOAS packaged gas/electric unit' : 'single package gas heating / electric cooling',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      evidence: 'pattern',
      rule: 'Nordyne R single package gas/electric: R · generation · G · series · size kBtu/h (R6GD-X36C072, R6GP-090)',
      source: NORDYNE_GAS_PACKAGED_SOURCE,
    });
  },
};

export const NORDYNE_GAS_PACKAGED_RULES: readonly NomenclatureRule[] = [nordyneGasPackagedPkg21];
