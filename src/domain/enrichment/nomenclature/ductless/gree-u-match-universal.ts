// Gree DC-inverter U-Match light-commercial splits (issue 18, ductless gap scan from service and
// accessory lists): a universal outdoor unit GUHD… / GUHN… that takes any of Gree's U-Match indoor units. Gree's
// "DC Inverter U-Match air conditioners" service manual prints the key ("G = Gree; U = U-Match outdoor unit; F = duct
// type …") and rates each pairing: GFH09K3AI + GUHD09NK3AO 8,900 Btu/h, GFH12K3AI + GUHD12NK3AO 11,900, GFH18K3AI +
// GUHD18NK3AO 17,000, GFH24K3AI + GUHD24NK3AO 24,000, GFH36K3AI + GUHD36NK3AO / GUHD36NM3AO 34,100, GFH42K3AI +
// GUHD42NK3AO 41,000, GFH48K3AI + GUHD48NK3AO 48,000, GFH60K3AI + GUHD60NM3AO 54,600; the 2016 U-Match manual lists
// GUHN18NK3HO … GUHN30NK3HO with GFH…K3HI. Read: G · U H D / N (outdoor) · class · N · K3 / M3 (the power codes the
// manuals print) · design letter · O; G · F (duct type) · H · class · K3 / M3 · design letter · I. The class is read as
// nominal kBtu/h (the 09 … 48 pairings are rated at that capacity or within 10 % below it; 60 at 54,600). Type
// mini-splits, as the Gree GWH / GUD rules type Gree's ductless and U-Match lines. The cassette and floor-ceiling indoor
// letters are not in the excerpts in reach and are not read; Innovair's GUHD…ND3FO (power code D3) is left out with
// them. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Gree DC Inverter U-Match air conditioners service manual (nomenclature; product data GFH09K3AI / GUHD09NK3AO … GFH60K3AI / GUHD60NM3AO): https://manualslib.com/manual/1284795/Gree-Electric-Guhd12nk3ao.html · Gree U-Match air conditioners service manual GC201608 (GUHN18NK3HO, GUHN24NK3HO, GUHN30NK3HO; GFH42K3HI): https://manualmachine.com/gree/gfh42k3hi/19143539-service-manual';
const CLASSES = '(09|12|18|24|30|36|42|48|60)';
const OUTDOOR = new RegExp(`^GUH([DN])${CLASSES}N([KM])3([A-Z])O$`);
const INDOOR = new RegExp(`^GFH${CLASSES}([KM])3([A-Z])I$`);

const greeUMatchUniversal: NomenclatureRule = {
  id: 'gree.u-match-guhd-gfh',
  family: 'gree',
  brands: ['Gree'],
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 71 /* G */) return null;
    const c1 = model.charCodeAt(1);
    if (c1 !== 85 /* U */ && c1 !== 70 /* F */) return null;
    const outdoor = c1 === 85 ? OUTDOOR.exec(model) : null;
    const indoor = outdoor === null ? INDOOR.exec(model) : null;
    if (outdoor === null && indoor === null) return null;
    const kbtuh = Number(outdoor !== null ? outdoor[2] : indoor?.[1]);
    return decoded({
      family: 'gree',
      brand: reportedBrand(brand, 'Gree'),
      type: 'mini-splits',
      series: outdoor !== null ? `GUH${outdoor[1] ?? ''}` : 'GFH',
      model,
      description: outdoor !== null ? 'U-Match universal outdoor unit' : 'U-Match duct type indoor unit',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      evidence: 'src',
      rule: 'Gree DC inverter U-Match: GUHD / GUHN outdoor, GFH duct indoor · class · power code · design letter; class read as nominal kBtu/h',
      source: SOURCE,
    });
  },
};

export const GREE_U_MATCH_UNIVERSAL_RULES: readonly NomenclatureRule[] = [greeUMatchUniversal];
