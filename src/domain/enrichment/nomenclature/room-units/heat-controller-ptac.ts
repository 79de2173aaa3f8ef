// Heat Controller (Comfort-Aire, Century) packaged terminal air conditioners and heat pumps, as the owner's manuals list
// them. A PTAC is a self-contained through-the-wall unit: type `packaged units`, as room-units/ptac.ts. Coverage and
// sources in README-extra.md ("PTAC, PTHP and room units of further makers").
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

// Owner's manuals titled "Packaged Terminal Air Conditioners & Heat Pumps 7,000-15,000 BTUH" list, under "Cooling with
// Electric Heat", EKTC07-1G … EKTC15-2G and PTAC07A130A … PTAC15A150A, and under "Heat Pump with Electric Heat"
// EKTH07-1G … EKTH15-2G and PTHP07A130A … PTHP15A150A. The two digits are the class in thousands of Btu/h (07 … 15,
// the titles' 7,000-15,000); the -1 / -2 and A130A / A150A tails are not explained by the manuals, so not read.
const SOURCE =
  'Heat Controller owner\'s manual "Packaged Terminal Air Conditioners & Heat Pumps 7,000-15,000 BTUH", EKTC07-1G … EKTH15-2G: https://manualmachine.com/heatcontroller/ektccoolingonly/2005752-owners-manual · Heat Controller IOM "Packaged Terminal AC/Heat Pumps EKTC/EKTH M Series": https://somanuals.com/html/e1/Heat-Controller-Inc-Air-Conditioner-EKTH-User-Manual.html · Heat Controller owner\'s manual PTAC07A130A … PTHP15A130A: https://manuzoid.com/manuals/maOp4-Soleus%20Air%20HCC-C12HP-A%20Owner\'s%20manual';
const EKT = /^EKT([CH])(07|09|12|15)(?:-?([12])G?)?$/;
const PT = /^PT(AC|HP)(07|09|12|15)(?:A1[35]0A?)?$/;
const BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;

const heatControllerPtac: NomenclatureRule = {
  id: 'heat-controller.ptac',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'EP',
  decode(model, brand) {
    let heatPump: boolean;
    let cls: string;
    let series: string;
    const e = model.charCodeAt(0) === 69 ? EKT.exec(model) : null; // E
    if (e !== null) {
      heatPump = e[1] === 'H';
      cls = e[2] ?? '';
      series = `EKT${e[1] ?? ''}`;
    } else {
      const p = model.charCodeAt(0) === 80 ? PT.exec(model) : null; // P
      if (p === null) return null;
      heatPump = p[1] === 'HP';
      cls = p[2] ?? '';
      series = `PT${p[1] ?? ''}`;
    }
    const kbtuh = Number(cls);
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: {
        cooling_capacity_kbtuh: kbtuh,
        cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100,
        efficiency_tier: heatPump ? 'heat pump with electric heat' : 'cooling with electric heat',
      },
      description: heatPump ? 'packaged terminal heat pump' : 'packaged terminal air conditioner',
      evidence: 'pattern',
      rule: 'Heat Controller PTAC / PTHP: EKTC / PTAC cooling with electric heat, EKTH / PTHP heat pump · class 07–15 (thousands of Btu/h) · tail not read',
      source: SOURCE,
    });
  },
};

export const HEAT_CONTROLLER_PTAC_RULES: readonly NomenclatureRule[] = [heatControllerPtac];
