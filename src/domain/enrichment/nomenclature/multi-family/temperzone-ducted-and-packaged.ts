// Temperzone (Australia / New Zealand) ducted split systems and packaged units, as the maker's documents name them
// (issue 18, Australia / New Zealand gap scan). Brand required. Coverage in README-extra.md.
// - ISD: the indoor (ducted fan-coil) unit of an ISD / OSA split ("ISD Indoor Units" / "OSA Outdoor Units", technical
//   data ISD 380–950; installation pamphlet ISD 80K / ISD 110K; ISD 950KBX-P) → air handlers, any size.
// - OSA 380 / 465 / 570 / 670 / 840 / 950: the outdoor unit of the series the technical data calls "a reverse cycle
//   (heat pump) split system" (and I&M "ISD/OSA 840, 950 Reverse Cycle Ducted Split Systems", OSA 950RKTBG) → heat
//   pumps. Other OSA sizes: no document in reach states the cycle, not read.
// - OPA: "Temperzone OPA Outdoor Air Cooled Packaged units" (I&M OPA 250–560 RLTFP, OPA 560RLTFPQ) → packaged units.
// The size reads as nominal cooling kW × 10 across the technical data's range (ISD 380–950: 37.6–94.9 kW), but no
// document ties a rating to each size: not read. Letters after the size are not read (no key in reach).
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Temperzone'] as const;

const SOURCE =
  'Temperzone technical data "Ducted Split System Air Conditioners ISD 380, 465, 570, 670, 840, 950" ("The ISD indoor unit, together with its associated OSA outdoor unit, provides a reverse cycle (heat pump) split system"): https://manualmachine.com/temperzone/isd570/24214647-technical-data-manual · Temperzone I&M "ISD/OSA 840,950 Reverse Cycle Ducted Split Systems" (ISD 950KBX-P / OSA 950RKTBG): https://manuals.plus/m/c4de0c04df34f1e5617324334cc8573c161164324cdffc28cb474c27f8462c58 · Temperzone ISD 80K / 110K installation pamphlet: https://manualshive.com/ru/manual/temperzone/isd-80k/1085517?page=2 · Temperzone I&M "OPA 250–560 RLTFP, Air Cooled Packaged Units – Reverse Cycle" (OPA 560RLTFPQ): https://manualspro.net/293867-temperzone-opa-560rltfpq-outdoor-air-cooled-packaged-units-instruction-manual';

// ISD · 2–3 digit size · up to four letters · optional -P (ISD80K, ISD670KB-P, ISD950KBX-P).
const ISD = /^ISD(\d{2,3})[A-Z]{0,4}(?:-?P)?$/;
// OSA · a size of the reverse-cycle 380–950 series · up to five letters (OSA950RKTBG).
const OSA = /^OSA(380|465|570|670|840|950)[A-Z]{0,5}$/;
// OPA · 3-digit size · up to six letters (OPA560RLTFPQ).
const OPA = /^OPA(\d{3})[A-Z]{0,6}$/;

export const temperzoneDuctedAndPackaged: NomenclatureRule = {
  id: 'temperzone.isd-osa-opa',
  family: 'temperzone',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'IO',
  decode(model, brand) {
    if (brand === '') return null;
    let type: 'air handlers' | 'heat pumps' | 'packaged units';
    let series: string;
    let description: string;
    if (ISD.test(model)) {
      type = 'air handlers';
      series = 'ISD';
      description = 'Temperzone ISD ducted split indoor unit';
    } else if (OSA.test(model)) {
      type = 'heat pumps';
      series = 'OSA';
      description = 'Temperzone OSA reverse-cycle ducted split outdoor unit';
    } else if (OPA.test(model)) {
      type = 'packaged units';
      series = 'OPA';
      description = 'Temperzone OPA outdoor air-cooled packaged unit';
    } else return null;
    return decodeOf('temperzone', pickBrand(BRANDS, brand), model, {
      type,
      series,
      fields: {},
      description,
      evidence: 'pattern',
      rule: 'Temperzone ISD indoor / OSA 380–950 reverse-cycle outdoor / OPA packaged units as the maker\'s technical data and I&M name them (ISD950KBX-P, OSA950RKTBG, OPA560RLTFPQ): type',
      source: SOURCE,
    });
  },
};

export const TEMPERZONE_RULES: readonly NomenclatureRule[] = [temperzoneDuctedAndPackaged];
