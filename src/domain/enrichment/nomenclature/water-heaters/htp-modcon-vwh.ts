// HTP ModCon volume water heaters (MODCON1000 VWH / MODCON1700 VWH): the manual titles them "ModCon Volume Water
// Heaters" ("VWH" denotes the hot water supply model; LP propane; HL high / low gas pressure switches; WL water
// limit). Typed `water heaters`, as the other makers' volume water heaters are (Bradford White BWCV / BNTV, Laars PNCV
// and NTV); the ModCon boilers stay with boilers/as-owners-write.ts. Brand required; the size is not read (the manual
// lists no input per size in reach). Coverage in README-extra.md ("Water heaters and boilers of the gap scan").
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['HTP'] as const;

const MODCON_VWH_SOURCE =
  'HTP ModCon Volume Water Heaters installation, start-up, maintenance, parts, warranty manual lp-429 ("MODCON1000 / 1700 VWH Models … VWH Denotes Hot Water Supply Boiler, LP Denotes Propane Gas Operation, HL … High and Low Gas Pressure Switches, WL … High Temperature Water Limit"; fdocuments.us volume-water-heaters-water-heaters-installation-start-up-maintenance)';

// "MODCON1000VWH", "ModCon 1700 VWH LP", "MOD CON 1000 VWH-HL"
const MODCON_VWH_RE = /^(?:HTP-?)?MOD-?CON-?(1000|1700)-?VWH((?:-?(?:LP|HL|WL))*)$/;

export const htpModconVwh: NomenclatureRule = {
  id: 'htp.modcon-vwh',
  family: 'htp',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'MH',
  decode(model, brand) {
    if (brand === '') return null;
    const m = MODCON_VWH_RE.exec(model);
    if (m === null) return null;
    return decodeOf('htp', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series: 'ModCon VWH',
      fields: { efficiency_tier: 'condensing', fuel: (m[2] ?? '').includes('LP') ? 'propane' : undefined },
      description: 'modulating condensing gas volume water heater (ModCon VWH)',
      evidence: 'src',
      rule: 'HTP ModCon 1000 / 1700 VWH volume water heaters: type (LP → propane)',
      source: MODCON_VWH_SOURCE,
    });
  },
};

export const HTP_MODCON_VWH_RULES: readonly NomenclatureRule[] = [htpModconVwh];
