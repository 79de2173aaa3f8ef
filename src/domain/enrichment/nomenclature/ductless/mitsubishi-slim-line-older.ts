// Mitsubishi Electric "The Slim Line" (Mr. Slim) P-series splits of 1995–2008 that the §9.1 rules of ductless/mitsubishi.ts
// cannot place (issue 18, ductless gap scan from service and accessory lists): the heat-pump indoor series PKH (wall
// mounted), PCH (ceiling suspended), PLH (ceiling cassette), the cooling series PC (ceiling suspended), the outdoor units
// PU (cooling) / PUH (heat pump), and the PKA / PLA indoor units written with the same horsepower class. Mitsubishi's
// technical & service manuals title them "split-type, heat pump air conditioners" / "split-type, cooling air
// conditioners" and name each series: OC190 Wall Mounted Series PKH (PKH-1.6FKA … PKH-4FKSA-E, outdoor PUH-1.6VKA …
// PUH-4YKSA), OC229 (PKH-1.6GKL(H), PKH-2GKL(H), PUH-2VKA2), OC388 (PKH-2.5FAKH … PKH-4FAKL), OC159 (Ceiling Cassettes
// Series PLH PLH-1.6KKHC / PLH-3GKHB / PLH-5GKHSB, Ceiling Suspended Series PCH PCH-3GKHA, outdoor PUH-5YKSA), OC375
// (PCH-2GAK … PCH-6GAKH), OC134 (Series PC Ceiling Suspended PC-2GJA … PC-6GJSA, outdoor PU-2VJA2 … PU-6TJSA), OC305
// (PKA-RP1.6GAL, PKA-RP2GAL), PLH-P…KAH (PLA-P1.6KA … PLA-P6KA, outdoor PUH-P1.6VGA … PU-P6YGA), PLH-3AKH; and with a
// kW×10 class: OC331 (PKH-P60FALH … PKH-P100FALH beside PKA-RP60FAL) and OC328 (PCH-P50GAH … PCH-P140GAH beside
// PCA-RP50GA). The horsepower class (1.6 … 6) is not tied to a rating in these titles: type only. The P + two or three
// digits of PKH / PCH / PLH is read as the §9.1 export class (kW×10, as PKA-RP60FAL), evidence `pattern`. Mini-splits,
// as §9.1 types the P-series. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';
import { coolingFromKw10 } from '../kit/rule-kit';

const SOURCE =
  'Mitsubishi Electric technical & service manuals: OC190 Series PKH (PKH-1.6FKA-E … PKH-4FKSA-E; PUH-1.6VKA … PUH-4YKSA): https://manualmachine.com/mitsubishi/pkh16fkae/9155043-service-manual · OC229 Series PKH (PKH-1.6GKL … PKH-2GKLH; PUH-2VKA2): https://manualmachine.com/mitsubishi/pkh16gkl/9155294-service-manual · OC388 (PKH-2.5FAKH … PKH-4FAKL): https://manualmachine.com/mitsubishi/oc388a/9155350-service-manual · OC159 Series PLH / PCH / PKH (PLH-3GKHBFT, PCH-5GKHSAFT, PUH-5YKSAFT): https://manualmachine.com/mitsubishi/puh5yksaft/9156084-service-manual · OC375 (PCH-2GAK … PCH-6GAKH): https://manualmachine.com/mitsubishi/oc375a/9155308-service-manual · OC134 Series PC, split-type cooling air conditioners (PC-2GJA … PC-6GJSA; PU-2VJA2 … PU-6TJSA): https://manualmachine.com/mitsubishi/pc5gjsa1/9156398-service-manual · OC305 (PKA-RP1.6GAL, PKA-RP2GAL): https://manualmachine.com/mitsubishi/pkarp16gal/9154911-service-manual · PLH-P / PLA-P (PLA-P1.6KA … P6KA; PUH-P1.6VGA … PU-P6YGA): https://manualmachine.com/mitsubishi/plhp16kah/9155089-service-manual · PLH-3AK: https://manualmachine.com/mitsubishi/plh3akuk/9155065-service-manual · OC331 (PKA-RP60FAL, PKH-P60FALH … PKH-P100FALH): https://manualzilla.com/doc/7326869/mitsubishi-pka-rp100fal-service-manual · OC328 (PCA-RP50GA, PCH-P50GAH … PCH-P140GAH): http://manualzilla.com/doc/6901865/service-manual---mitsubishitech.co.uk';

/** Horsepower class as the manuals print it: 1.6, 2, 2.5, 3, 4, 5, 6. */
const HP = '(1\\.6|2\\.5|[2-6])';
// PKH-2.5FAKH, PCH-2GAK, PLH-3AKH1, PLH-5GKHSBFT, PC-4GJSA1, PKA-RP1.6GAL, PLA-P6KA; an optional -E / .UK market tail.
const INDOOR_HP = new RegExp(`^(PKH|PCH|PLH|PC|PKA|PLA)-?(RP|P)?${HP}([A-Z]{1,7})(\\d?)(?:-[A-Z]{1,2}|\\.UK)?$`);
// PU-2VJA2, PU-6TJSA, PUH-4YKSA, PUH-1.6VKAFT, PUH-P2.5YGA, PU-P6YGA: the power letter V / Y / T / N after the class.
const OUTDOOR_HP = new RegExp(`^(PUH|PU)-?(P)?${HP}([VYTN][A-Z]{1,6})(\\d?)(?:\\.UK)?$`);
// PKH-P60FALH, PCH-P140GAH: P + the kW×10 class.
const INDOOR_KW = /^(PKH|PCH|PLH)-?P(\d\d\d?)([A-Z]{1,5})$/;

const UNIT: Readonly<Record<string, string>> = {
  PKH: 'P-series wall-mounted indoor unit (heat pump)',
  PCH: 'P-series ceiling-suspended indoor unit (heat pump)',
  PLH: 'P-series ceiling cassette (heat pump)',
  PC: 'P-series ceiling-suspended indoor unit (cooling)',
  PKA: 'P-series wall-mounted indoor unit',
  PLA: 'P-series ceiling cassette',
  PU: 'P-series outdoor unit (cooling)',
  PUH: 'P-series outdoor unit (heat pump)',
};

const mitsubishiSlimLineOlder: NomenclatureRule = {
  id: 'mitsubishi.slim-line-hp-class',
  family: 'mitsubishi',
  brands: ['Mitsubishi Electric'],
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 80 /* P */) return null;
    const c1 = model.charCodeAt(1);
    if (c1 !== 75 /* K */ && c1 !== 67 /* C */ && c1 !== 76 /* L */ && c1 !== 85 /* U */) return null;
    let prefix = '';
    let fields: DecodedFields = {};
    let kw = false;
    const k = INDOOR_KW.exec(model);
    if (k !== null) {
      const kw10 = Number(k[2]);
      if (kw10 < 35 || kw10 > 250) return null;
      prefix = k[1] ?? '';
      fields = coolingFromKw10(kw10);
      kw = true;
    } else {
      const m = c1 === 85 ? OUTDOOR_HP.exec(model) : INDOOR_HP.exec(model);
      if (m === null) return null;
      prefix = m[1] ?? '';
    }
    return decoded({
      family: 'mitsubishi',
      brand: reportedBrand(brand, 'Mitsubishi Electric'),
      type: 'mini-splits',
      series: prefix,
      model,
      description: UNIT[prefix] ?? 'P-series split unit',
      fields,
      evidence: kw ? 'pattern' : 'src',
      rule: 'Mitsubishi Electric Slim Line P-series (1995–2008): PKH / PCH / PLH / PC / PKA / PLA indoor, PU / PUH outdoor · horsepower class (type only) or P + kW×10 class',
      source: SOURCE,
    });
  },
};

export const MITSUBISHI_SLIM_LINE_OLDER_RULES: readonly NomenclatureRule[] = [mitsubishiSlimLineOlder];
