// Toshiba units the RAS / RAV rules of ductless/europe-split.ts and multi-family/water-source-room-ductless.ts leave out
// (issue 18): the VRF (MULTI TYPE) indoor units MMU-AP0071MH2UL … MMU-AP0181MH2UL and the multi outdoor unit
// RAS-3M23YACV-E of the RAS-M…UKCV-E multi system, as the makers' manuals title them. Closed lists; mini-splits (VRF
// indoor units as ductless/vrf.ts types them; a multi-split outdoor unit), type only. Brand required. README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Toshiba installation manual "MMU-AP0071MH2UL MMU-AP0091MH2UL MMU-AP0121MH2UL MMU-AP0151MH2UL MMU-AP0181MH2UL AIR CONDITIONER (MULTI TYPE) Indoor Unit"; Toshiba service manual "AIR-CONDITIONER SPLIT TYPE RAS-M10UKCV-E, RAS-M13UKCV-E, RAS-M16UKCV-E / RAS-3M23YACV-E" (titles listed at https://docplayer.net/amp/2859659-Service-manual-integration.html)';
const MMU = /^MMU-?AP(0071|0091|0121|0151|0181)MH2UL$/;
const RAS_3M23 = /^RAS-?3M23YACV(?:-?E)?$/;

const toshibaListed: NomenclatureRule = {
  id: 'ductless-other.toshiba-mmu-ras3m23-listed',
  family: 'ductless_other',
  brands: ['Toshiba'],
  unambiguousWithoutBrand: false,
  firstChars: 'MR',
  decode(model, brand) {
    if (brand === '') return null;
    const vrf = MMU.test(model);
    if (!vrf && !RAS_3M23.test(model)) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Toshiba'),
      type: 'mini-splits',
      series: vrf ? 'MMU-AP' : 'RAS-3M',
      model,
      description: vrf ? 'VRF (multi type) indoor unit' : 'multi-split outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Toshiba MMU-AP…MH2UL VRF indoor units and RAS-3M23YACV-E multi outdoor unit, as the manuals title them; type only',
      source: SOURCE,
    });
  },
};

export const TOSHIBA_LISTED_RULES: readonly NomenclatureRule[] = [toshibaListed];
