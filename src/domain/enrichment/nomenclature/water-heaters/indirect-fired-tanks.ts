// Indirect-fired water heaters (storage tanks heated by a boiler through a coil or an inner tank), the domestic-hot-water
// tank beside many installed boilers, named by their makers' installation manuals and submittals: Lochinvar Squire
// SIT030 … SIT119 and SSS031 … SSS119, HTP SuperStor Ultra (SSU) and SuperStor Contender (SSC), Peerless Partner PT-30 …
// PT-120, Triangle Tube SMART 30 … 120 and the Weil-McLain Plus line (GOLD Plus, Plus, AQUA PLUS). Type `water heaters` (a storage water heater, as the catalog files tanks);
// the number is a size class (the manuals tabulate each model's own volume and ratings), so no gallons are read. Brand required. The HTP SuperStor storage tanks written with CB (SSU-45CB, "This storage
// tank", LP-32) are plain storage, not heaters, and are not read. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const LINES: readonly ProductLine[] = [
  {
    id: 'aosmith.lochinvar-squire-indirect',
    family: 'aosmith',
    brands: ['Lochinvar'],
    type: 'water heaters',
    firstChars: 'S',
    // SIT030 / SIT040 / SIT050 / SIT065 / SIT080 / SIT119 (Squire) and SSS031 / SSS041 / SSS051 / SSS081 / SSS119 (stainless Squire).
    re: /^(SIT)(?:030|040|050|065|080|119)(?![0-9])|^(SSS)(?:031|041|051|081|119)(?![0-9])/,
    description: 'indirect-fired water heater (Squire)',
    source:
      'Lochinvar Squire "Installation & Operation Manual, Models: SIT030, SIT040, SIT050, SIT065, SIT080, & SIT119" SIT-I-O (indirect water heater): https://somanuals.com/html/11/Lochinvar-Water-Heater-SIT030-User-Manual.html; "Models: SSS031, SSS041, SSS051, SSS081, & SSS119" SSS-I&O: https://e-tech.usermanuals.us/manual/11/Lochinvar-Water-Heater-SSS031-User-Manual.html',
  },
  {
    id: 'htp.superstor-indirect',
    family: 'htp',
    brands: ['HTP'],
    type: 'water heaters',
    firstChars: 'S',
    // SSU-45, SSU-45C, SSU119 (SuperStor Ultra, SSU Models) and SSC-… (SuperStor Contender, SSC Models): the line names the
    // type, the size is not read; the CB storage tanks (SSU-45CB) are not read.
    re: /^(SSU|SSC)-?\d{2,3}C?$/,
    description: 'indirect-fired water heater (SuperStor)',
    source:
      'HTP "Superstor Ultra Indirect Fired Water Heaters, For Residential and Commercial Use, SSU Models" lp-83: https://abcdocz.com/doc/1295598/superstor-ultra-indirect-fired-water-heaters and https://manualmachine.com/htp/ssu45c/22845381-installation-start-up-maintenance-parts; "Superstor Contender Indirect Fired Water Heaters, SSC Models" lp-65: https://www.readkong.com/page/superstor-contender-indirect-fired-water-heaters-3578447',
  },
  {
    id: 'peerless.partner-indirect',
    family: 'peerless',
    brands: ['Peerless'],
    type: 'water heaters',
    firstChars: 'P',
    // PT-30 / PT-40 / PT-50 / PT-60 / PT-80 / PT-120, also after the line name (PARTNER PT-40).
    re: /^(?:PARTNER-?)?(PT)-?(?:30|40|50|60|80|120)$/,
    description: 'indirect-fired water heater (Partner)',
    source:
      'Peerless "Partner Indirect-Fired Water Heater Installation, Operation & Maintenance Manual PT-30 PT-40 PT-50 PT-60 PT-80 PT-120" (title as listed at https://homedocbox.com/amp/69987657-Appliances/Indirect-fired-water-heaters.html)',
  },
  {
    id: 'triangle-tube.smart-indirect',
    family: 'triangle_tube',
    brands: ['Triangle Tube'],
    type: 'water heaters',
    firstChars: 'S',
    // SMART 30 / 40 / 50 / 60 / 80 / 100 / 120 (written SMART40 once spaces are dropped).
    re: /^(SMART)-?(?:30|40|50|60|80|100|120)$/,
    description: 'indirect-fired water heater (SMART, tank in tank)',
    source:
      'Triangle Tube "SMART Series Indirect Fired Water Heater" suggested specifications / submittal (SMART 30, 40, 50, 60, 80, 100, 120): https://manualmachine.com/triangletube/smart30smart40smart50smart60smart80smart100smart120/27312692-submittal',
  },
  {
    id: 'weil-mclain.plus-indirect',
    family: 'weil_mclain',
    brands: ['Weil-McLain'],
    type: 'water heaters',
    firstChars: 'GPA',
    // GOLD Plus 30 / 40 / 60 / 80, Plus 40 / 60 / 80 / 100 / 110 / 119 (PLUS line manual's operating restrictions) and AQUA PLUS.
    re: /^(GOLD-?PLUS)-?(?:30|40|60|80)$|^(PLUS)-?(?:40|60|80|100|110|119)$|^(AQUA-?PLUS)(?:-?\d{2,3})?$/,
    description: 'indirect-fired water heater (Weil-McLain Plus line)',
    source:
      'Weil-McLain "PLUS LINE Indirect-Fired Water Heaters – Series 3" manual PLUS-E017-A/1206 (operating restrictions for GOLD Plus 30/40/60/80, Plus 40/60/80 and PLUS 100/110/119): https://manualmachine.com/weilmclain/e017a1206/721669-user-manual and http://homeappliance.manualsonline.com/manuals/mfg/weilmclain/pluse017a1206.html?p=7; "AQUA PLUS indirect-fired water heaters — Product Manual" GL-E223-ADOC: https://manualmachine.com/weilmclain/gle223adoc/721916-user-manual',
  },
  {
    // Not an indirect tank: HTP's Everlast grid-enabled electric tanks, named with their models by the use and care manual.
    id: 'htp.everlast-evg-electric',
    family: 'htp',
    brands: ['HTP'],
    type: 'water heaters',
    firstChars: 'E',
    // EVG080C2X045H, EVG100C2X045H, EVG115C2X045H and the C2X055H variant: type and fuel only (no gallons table read).
    re: /^(EVG)(?:080|100|115)C2X0[45]5H$/,
    description: 'electric tank water heater (Everlast, grid enabled)',
    fields: { fuel: 'electric' },
    source:
      'HTP "Everlast Grid Enabled Electric Water Heaters" use and care manual lp-608 (EVG080C2X045H, EVG100C2X045H, EVG115C2X045H, C2X055H): https://manualmachine.com/htp/c2x045h/22845314-use-and-care-manual',
  },
];

export const INDIRECT_FIRED_TANK_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(
    line,
    'src',
    line.id === 'htp.everlast-evg-electric'
      ? 'HTP Everlast grid-enabled electric tanks as the use and care manual names them (EVG080C2X045H): type and fuel'
      : 'Indirect-fired water heater line as the maker\'s manual names it (SIT040, SSU-45, PT-40, SMART 40): type only',
  ),
);
