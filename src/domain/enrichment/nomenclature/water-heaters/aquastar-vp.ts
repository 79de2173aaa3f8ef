// AquaStar (Controlled Energy Corp., the Bosch-licensed brand) 80 VP / 80 VPS and 125 VP / 125 VPS instantaneous gas
// water heaters, which the AquaStar shapes of water-heaters/installed-base.ts (125B / 125FX / 125HX / 250SX / 240FX …)
// do not read. Brand required (AquaStar or Bosch); tankless type only: the manuals print a "variable power" input
// that is not read from the model (80 / 125 are model names). NG / LP as the Bosch AquaStar models write the gas.
// Coverage in README-extra.md ("Water heaters and boilers of the gap scan").
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['AquaStar', 'Bosch'] as const;

const VP_SOURCE =
  'AquaStar installation and operating instructions for automatic instantaneous type water heaters for use with natural and liquefied petroleum gas, "MODEL 125 VP AND MODEL 125 VPS" (vi.scribd.com/document/74209820/AquaStar-125vp-Manual) and "MODEL 80 VP AND MODEL 80VPS" (manuzoid.com AquaStar Water Heater 80 VP user manual)';

// "125 VP", "125VPS", "AquaStar 80 VP", "80VPS-NG".
const VP_RE = /^(?:AQUASTAR-?)?(80|125)-?(VPS?)(?:-?(NG|LP))?$/;

export const aquastarVp: NomenclatureRule = {
  id: 'aquastar.vp',
  family: 'bosch',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '18A',
  decode(model, brand) {
    if (brand === '') return null;
    const m = VP_RE.exec(model);
    if (m === null) return null;
    const gas = m[3];
    return decodeOf('bosch', pickBrand(BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: `AquaStar ${m[1] ?? ''} ${m[2] ?? ''}`,
      fields: { fuel: gas === 'NG' ? 'natural gas' : gas === 'LP' ? 'propane' : undefined },
      description: 'gas instantaneous (tankless) water heater (AquaStar VP)',
      evidence: 'src',
      rule: 'AquaStar 80 / 125 VP(S) instantaneous water heaters (125 VP): type only',
      source: VP_SOURCE,
    });
  },
};

export const AQUASTAR_VP_RULES: readonly NomenclatureRule[] = [aquastarVp];
