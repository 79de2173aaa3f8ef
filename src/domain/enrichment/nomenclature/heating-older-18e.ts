// Older installed water heating and hydronic lines no other module reads (issue 18, id18e): Paloma / Waiwela gas
// tankless heaters (the engineering handbooks' printed model key), Takagi's first "Flash" tankless heaters, the
// Viessmann Vitodens 100-W / 200-W WB-series type codes of the 2000s, Hydrotherm (Mestek) KN cast-iron condensing
// boilers, Smith Cast Iron (Westcast) residential and light-commercial boiler series and Energy Kinetics System 2000
// boiler lines. Brand required for every shape; a field the document does not state is left out (README-extra.md,
// "Older water heating and boiler lines").
import { shapeRule, type Shape } from './heating-installed';
import type { NomenclatureRule } from './types';

const TWH = 'tankless water heaters' as const;
const BOILERS = 'boilers' as const;

// ── Paloma (Waiwela) gas tankless: series · size · R residential / C commercial · vent · N natural / P propane gas ──
// "PH-28RIFSN; PH-28CIFSN (Indoor) (NAT. Gas) … PH-28ROFN (Outdoor) … PH-28RDVSN (Direct Vent) … PH-28RIFSP (L.P. Gas)
// (R: Residential Model; C: Commercial Model)"; condensing PHH-25 / PHH-32 and mid-efficiency PH2-20 / 25 / 28 in the
// same key; the Legacy atmospheric PH6 / PH12M / PH24M. The size is no input (PH-28 is not 28,000 Btu/h): not read.
const PALOMA_SOURCE =
  'Paloma / Waiwela PH-28R engineering handbook (model list PH-28RIFSN … PH-28CDVSP, "R: Residential Model; C: Commercial Model", NAT. / L.P. gas; manualzilla.com 7396854); Paloma SVC 820 engineering handbook (PHH-25ROFN … PHH-32RDVP high efficiency condensing, PH2-20R OFN … PH2-28R DVSP mid efficiency; vdocuments.site tankless-gas-water-heaters); Paloma Legacy PH6 / PH12M / PH24M';
const PALOMA_SHAPES: readonly Shape[] = [
  { re: /^(PHH)-?([1-4]\d)([RC])-?(?:OF|DVS?|IFS?)-?([NP])(?:-[A-Z0-9]{1,6})?$/, type: TWH, gas: 4, efficiency_tier: 'condensing', series: 1, description: 'condensing gas tankless water heater', evidence: 'src', source: PALOMA_SOURCE, example: 'PHH-25ROFN' },
  { re: /^(PH2?)-?([1-4]\d)([RC])-?(?:OF|DVS?|IFS?)-?([NP])(?:-[A-Z0-9]{1,6})?$/, type: TWH, gas: 4, series: 1, description: 'gas tankless water heater', evidence: 'src', source: PALOMA_SOURCE, example: 'PH-28RIFSN' },
  // Cut before the vent letters: only the sizes the handbooks print for each series.
  { re: /^(PHH)-?(25|32)[RC]?$/, type: TWH, efficiency_tier: 'condensing', series: 1, description: 'condensing gas tankless water heater', evidence: 'src', source: PALOMA_SOURCE, example: 'PHH-32' },
  { re: /^(PH2)-?(20|25|28)[RC]?$/, type: TWH, series: 1, description: 'gas tankless water heater', evidence: 'src', source: PALOMA_SOURCE, example: 'PH2-25R' },
  { re: /^(PH)-?(28[RC]|6|12M?|24M?)(?:-[A-Z0-9]{1,6})?$/, type: TWH, series: 1, description: 'gas tankless water heater', evidence: 'pattern', source: PALOMA_SOURCE, example: 'PH-24M' },
];

// ── Takagi "Flash" tankless heaters before the T-K3 / T-H1 generation ─────────────────────────────────────────
const TAKAGI_FLASH_SOURCE =
  'Takagi Flash Water Heater Model T-K2 instantaneous water heater installation manual and owner\'s guide (manualshive.com takagi 814350); Takagi Flash Water Heater T-KD20 installation manual and owner\'s manual (manualmachine.com takagi flashwaterheatertkd20)';
const TAKAGI_SHAPES: readonly Shape[] = [
  { re: /^T-?(K2|KD20)(?:-(?:IN|OS|DV|NG|LP|N|P))*$/, type: TWH, series: 1, description: 'gas tankless water heater (Flash)', evidence: 'src', source: TAKAGI_FLASH_SOURCE, example: 'T-KD20' },
];

// ── Viessmann Vitodens 100-W / 200-W WB-series type codes (the North-American 2000s generation) ───────────────
const VITODENS_WB_SOURCE =
  'Viessmann venting system installation instructions 5368 815 "Vitodens 100-W WB1B Series and Vitodens 200-W WB2B Series"; Vitodens 200-W WB2B Series technical data manual 5369 295 (gas-fired wall-mounted condensing boiler, 31 to 370 MBH); Vitodens 200-W type WB2C technical guide 5822 432';
const VIESSMANN_SHAPES: readonly Shape[] = [
  // The size after the type code is a kW range on some models and MBH on others: not read.
  { re: /^(?:VITODENS(?:100|200)?(?:-?W)?-?)?(WB1B|WB2B|WB2C)(?:-?\d{1,3}(?:-\d{1,3})?)?$/, type: BOILERS, efficiency_tier: 'condensing', series: 1, description: 'wall-mounted gas condensing boiler (Vitodens)', evidence: 'src', source: VITODENS_WB_SOURCE, example: 'WB2B' },
];

// ── Hydrotherm (Mestek) KN cast-iron condensing boilers ───────────────────────────────────────────────────────
const HYDROTHERM_SOURCE =
  'Hydrotherm cast iron condensing boilers models KN-2 and KN-4 boiler manual P/N 42-9450; models KN-6, KN-10, KN-16, KN-20, KN-26 and KN-30 boiler manual IOMKN-2-1113; KN-Series Plus KN6+, KN10+, KN16+, KN20+, KN26+, KN30+ and KN40+ manual KNP-IOM2-0319';
const HYDROTHERM_SHAPES: readonly Shape[] = [
  // The number is a size, not an input stated by the manual titles: not read.
  { re: /^(KN)-?(2|4|6|10|16|20|26|30|40)\+?(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, efficiency_tier: 'condensing', series: 'KN', description: 'cast-iron condensing gas boiler (KN series)', evidence: 'src', source: HYDROTHERM_SOURCE, example: 'KN-6' },
];

// ── Smith Cast Iron Boilers (Westcast) ───────────────────────────────────────────────────────────────────────
const SMITH_SOURCE =
  'Smith Cast Iron Boilers (Westcast) installation manuals: Series 28A gas or oil boiler 28A-IOM-7 (models 28A-∆-4 … with ∆ = S steam / W water, e.g. "28A-S-4 & 5"); 19A Series boiler manual; GB200 Series gas-fired steam cast iron boilers 85,000 to 165,000 Btuh input (GB200-IM-5); GB250 Series gas-fired steam cast iron boilers 175,000 to 400,000 Btuh input (GB250-IM-5); GB300 natural or propane gas boiler "GB300(S,W)" (GB300-IOM-4)';
const SMITH_SHAPES: readonly Shape[] = [
  { re: /^(28A|19A)-?S-?(\d{1,2})(?![0-9])/, type: BOILERS, series: 1, description: 'cast-iron steam boiler (gas or light oil burner)', evidence: 'src', source: SMITH_SOURCE, example: '28A-S-5' },
  { re: /^(28A|19A)-?W-?(\d{1,2})(?![0-9])/, type: BOILERS, series: 1, description: 'cast-iron hot-water boiler (gas or light oil burner)', evidence: 'src', source: SMITH_SOURCE, example: '28A-W-6' },
  { re: /^(28A|19A)-(\d{1,2})(?![0-9])/, type: BOILERS, series: 1, description: 'cast-iron boiler (gas or light oil burner)', evidence: 'src', source: SMITH_SOURCE, example: '19A-6' },
  { re: /^(GB200|GB250)(?:-?S)?(?:-?\d{1,2})?(?![0-9])/, type: BOILERS, series: 1, description: 'cast-iron gas-fired steam boiler', evidence: 'src', source: SMITH_SOURCE, example: 'GB250' },
  { re: /^(GB300)(?:-?[SW])?(?:-?\d{1,2})?(?![0-9])/, type: BOILERS, series: 1, description: 'cast-iron gas-fired boiler (natural or propane gas)', evidence: 'src', source: SMITH_SOURCE, example: 'GB300S' },
];

// ── Energy Kinetics System 2000 boilers (low-mass steel boilers; oil or gas editions of the same lines) ───────
const ENERGY_KINETICS_SOURCE =
  'Energy Kinetics installation & service manuals: "System 2000 Frontier Boilers" gas heat edition (2006), "Resolute Boiler" gas heat edition (2020); www.system2000.com';
const ENERGY_KINETICS_SHAPES: readonly Shape[] = [
  { re: /^(?:SYSTEM2000-?)?(FRONTIER|RESOLUTE)(?:BOILERS?)?$/, type: BOILERS, series: 1, description: 'low-mass steel boiler (System 2000)', evidence: 'src', source: ENERGY_KINETICS_SOURCE, example: 'Frontier' },
  { re: /^(SYSTEM2000)(?:BOILERS?)?$/, type: BOILERS, series: 'System 2000', description: 'low-mass steel boiler (System 2000)', evidence: 'src', source: ENERGY_KINETICS_SOURCE, example: 'System 2000' },
];

export const HEATING_OLDER_18E_RULES: readonly NomenclatureRule[] = [
  shapeRule('water-heater-other.paloma', 'water_heater_other', ['Paloma', 'Waiwela'], 'PW', /^(?:PALOMA|WAIWELA)/, PALOMA_SHAPES),
  shapeRule('takagi.flash-older', 'takagi', ['Takagi'], 'T', null, TAKAGI_SHAPES),
  shapeRule('viessmann.vitodens-wb', 'viessmann', ['Viessmann'], 'VW', null, VIESSMANN_SHAPES),
  shapeRule('boiler-other.hydrotherm-kn', 'boiler_other', ['Hydrotherm'], 'K', /^HYDROTHERM/, HYDROTHERM_SHAPES),
  shapeRule('boiler-other.smith-cast-iron', 'boiler_other', ['Smith Cast Iron Boilers'], '12G', null, SMITH_SHAPES),
  shapeRule('boiler-other.energy-kinetics', 'boiler_other', ['Energy Kinetics'], 'FRS', null, ENERGY_KINETICS_SHAPES),
];
