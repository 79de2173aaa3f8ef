// Chofu's AEYC air-to-water monobloc heat pumps (issue 18), the units Grant sells as Aerona (the Aerona³ product codes
// HPID… are grant.aerona's in air-to-water/europe-more-lines.ts): AEYC · size · refrigerant-generation code · -CH, as
// Chofu's service manual (R32: AEYC-0643XU-CH, AEYC-1043XU-CH, AEYC-1242XU-CH, AEYC-1643XU-CH) and installation manual
// (R410A: AEYC-0639U-CH, AEYC-1039U-CH, AEYC-1639U-CH) list them: "AIR TO WATER HEAT PUMP, HEATING AND COOLING, MONOBLOC
// TYPE, DC INVERTER". Closed list; heat pumps, type only (the manuals' pages in reach state no refrigerant per model). Brand Chofu or Grant required. README-extra.md.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Grant', 'Chofu'] as const;
const SOURCE =
  'Chofu SERVICE MANUAL AEYC-0643XU-CH AEYC-1043XU-CH AEYC-1242XU-CH AEYC-1643XU-CH "AIR TO WATER HEAT PUMP HEATING AND COOLING MONOBLOC TYPE DC INVERTER": https://raw.githubusercontent.com/aerona-chofu-ashp/docs/main/Chofu/R32/SERVICE%20MANUAL_AEYC-xx42%2C-xx43XU-GR%20(RA-98(5)).pdf · Chofu INSTALLATION AND INSTRUCTION MANUAL AEYC-0639U-CH AEYC-1039U-CH AEYC-1639U-CH (air to water heat pump, monobloc type, DC inverter): https://raw.githubusercontent.com/aerona-chofu-ashp/docs/main/Chofu/R410a/aeyc1639uch-installation.pdf';
const AEYC = /^AEYC-?(0643XU|1043XU|1242XU|1643XU|0639U|1039U|1639U)(?:-?CH)?$/;

const chofuAeyc: NomenclatureRule = {
  id: 'heat-pump-other.chofu-aeyc-monobloc',
  family: 'heat_pump_other',
  brands: [...BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 69 /* E */) return null;
    const m = AEYC.exec(model);
    if (m === null) return null;
    return decodeOf('heat_pump_other', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: 'AEYC',
      fields: {},
      description: 'air-to-water monobloc heat pump (heating and cooling, DC inverter)',
      evidence: 'src',
      rule: 'Chofu AEYC air-to-water monobloc heat pumps as the service / installation manuals list them; type only',
      source: SOURCE,
    });
  },
};

export const CHOFU_AEYC_RULES: readonly NomenclatureRule[] = [chofuAeyc];
