// Lennox dry-charge split outdoor units LCS13DC (air conditioners) / LPS13DC (heat pumps). Key printed in the LCS13DC
// product specifications (bulletin 210636, "MODEL NUMBER IDENTIFICATION: L C S 13 DC - 036 - 230 - 2": Lennox · single
// stage air conditioner · nominal SEER · dry charge unit · nominal cooling capacity 018 = 1.5 tons … 060 = 5 tons ·
// voltage 230 = 208/230V-1phase-60hz · minor revision number); the heat-pump twin is titled "Dry charge units, 1.5 to 5
// tons, heat pump outdoor units LPS13DC … L P S 13 DC model number identification". The units ship with a nitrogen
// (dry) charge, so no refrigerant is read. Brand required (Lennox).
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Lennox LCS13DC dry charge units product specifications, bulletin 210636 (May 2014), model number identification "L C S 13 DC - 036 - 230 - 2" (nominal cooling capacity 018 = 1.5 tons … 060 = 5 tons; voltage 230 = 208/230V-1phase-60hz): https://vdocuments.mx/air-conditioners-lcs13dc-hvac-conditioners-lcs13dc-dry-charge-units-fan-motor.html · title "DRY CHARGE UNITS 1.5 to 5 Tons HEAT PUMP OUTDOOR UNITS LPS13DC PRODUCT SPECIFICATIONS L P S 13 DC MODEL NUMBER IDENTIFICATION": https://homedocbox.com/amp/99429751-Appliances/13hpd-merit-series-r-22-h-e-a-t-p-u-m-p-o-u-t-d-o-o-r-u-n-i-t-s.html';

// L · C (air conditioner) / P (heat pump) · S (single stage) · SEER (13, the one class titled) · DC · size · optional 230 · optional revision.
const DRY_CHARGE = /^L([CP])S(13)DC-?(018|024|030|036|042|048|060)(?:-?(230)(?:-?\d{1,2})?)?$/;

export const lennoxDryChargeSplit: NomenclatureRule = {
  id: 'lennox.dry-charge-split',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model) {
    if (model.charCodeAt(0) !== 76 || model.charCodeAt(2) !== 83) return null; // L · S
    const m = DRY_CHARGE.exec(model);
    if (m === null) return null;
    const [, kind = '', seer = '', size = '', volts] = m;
    const capacity = coolingFromCode(size);
    if (capacity === null) return null;
    const ac = kind === 'C';
    return decodeOf('lennox', 'Lennox', model, {
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `L${kind}S${seer}DC`,
      description: ac ? 'single-stage split air conditioner, dry-charge unit' : 'single-stage split heat pump, dry-charge unit',
      fields: Object.assign({}, capacity, { seer: Number(seer) }, volts === undefined ? {} : { voltage_v: 230, phase: 1 as const }),
      evidence: 'src',
      rule: 'Lennox dry-charge splits LCS13DC / LPS13DC: L · C / P · S · SEER · DC · size · 230 · revision (LCS13DC-036-230-2)',
      source: SOURCE,
    });
  },
};

export const LENNOX_DRY_CHARGE_RULES: readonly NomenclatureRule[] = [lennoxDryChargeSplit];
