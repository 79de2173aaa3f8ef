// Older installed water heating and hydronic lines no other module reads (issue 18, id18e): Paloma / Waiwela gas
// tankless heaters (the engineering handbooks' printed model key), Takagi's first "Flash" tankless heaters, the
// Viessmann Vitodens 100-W / 200-W WB-series type codes of the 2000s, Hydrotherm (Mestek) KN cast-iron condensing
// boilers, Smith Cast Iron (Westcast) residential and light-commercial boiler series and Energy Kinetics System 2000
// boiler lines. Brand required for every shape; a field the document does not state is left out (README-extra.md,
// "Older water heating and boiler lines").
import { ES_BOILERS_SOURCE } from '../boilers/weil-mclain-burnham';
import { shapeRule, type Shape } from './installed-base';
import { cite } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

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
  { re: /^(28A|19A)-?S-?(\d{1,2})(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: 1, description: 'cast-iron steam boiler (gas or light oil burner)', evidence: 'src', source: SMITH_SOURCE, example: '28A-S-5' },
  { re: /^(28A|19A)-?W-?(\d{1,2})(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: 1, description: 'cast-iron hot-water boiler (gas or light oil burner)', evidence: 'src', source: SMITH_SOURCE, example: '28A-W-6' },
  { re: /^(28A|19A)-(\d{1,2})(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: 1, description: 'cast-iron boiler (gas or light oil burner)', evidence: 'src', source: SMITH_SOURCE, example: '19A-6' },
  { re: /^(?:SERIES-?)?(28A|19A)(?:-?SERIES)?$/, type: BOILERS, series: 1, description: 'cast-iron boiler (gas or light oil burner), series name only', evidence: 'src', source: SMITH_SOURCE, example: 'Series 28A' }, // the manual titles' form "SERIES 28A GAS OR OIL BOILER" (boil32 gap scan)
  { re: /^(GB200|GB250)(?:-?S)?(?:-?\d{1,2})?(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: 1, description: 'cast-iron gas-fired steam boiler', evidence: 'src', source: SMITH_SOURCE, example: 'GB250' },
  { re: /^(GB300)(?:-?[SW])?(?:-?\d{1,2})?(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: 1, description: 'cast-iron gas-fired boiler (natural or propane gas)', evidence: 'src', source: SMITH_SOURCE, example: 'GB300S' },
];

// ── Energy Kinetics System 2000 boilers (low-mass steel boilers; oil or gas editions of the same lines) ───────
const ENERGY_KINETICS_SOURCE =
  'Energy Kinetics installation & service manuals: "System 2000 Frontier Boilers" gas heat edition (2006), "Resolute Boiler" gas heat edition (2020); www.system2000.com';
const ENERGY_KINETICS_SHAPES: readonly Shape[] = [
  { re: /^(?:SYSTEM2000-?)?(FRONTIER|RESOLUTE)(?:BOILERS?)?$/, type: BOILERS, series: 1, description: 'low-mass steel boiler (System 2000)', evidence: 'src', source: ENERGY_KINETICS_SOURCE, example: 'Frontier' },
  { re: /^(SYSTEM2000)(?:BOILERS?)?$/, type: BOILERS, series: 'System 2000', description: 'low-mass steel boiler (System 2000)', evidence: 'src', source: ENERGY_KINETICS_SOURCE, example: 'System 2000' },
];

// ── Dunkirk Excelsior, Peerless 211A / TC, Burnham SCG (manual titles and model lists) ─────────────────────────
const DUNKIRK_EXCELSIOR_SOURCE =
  'Dunkirk Excelsior EXB Series installation & operation manual P/N 240007135 Rev. C (models DK4EXA075, DK5EXA100, DK6EXA130, DK7EXA165: "high efficiency oil fired hot water boiler … available with 4, 5, 6 or 7 cast iron sections … firing #2 fuel oil from 0.75 gph up to 1.65 gph")';
const DUNKIRK_SHAPES: readonly Shape[] = [
  // DK + sections 4–7 + EXA + firing rate in hundredths of a gallon per hour (a nozzle rate, not an input: not read).
  { re: /^(DK)([4-7])(EXA)(0[5-9]\d|1\d\d)(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, fuel: 'oil', series: 'Excelsior EXB', description: 'cast-iron oil-fired hot-water boiler (Excelsior)', evidence: 'src', source: DUNKIRK_EXCELSIOR_SOURCE, example: 'DK4EXA075' },
];
const PEERLESS_SOURCE =
  'PB Heat / Peerless 211A Boilers – Steam Series Gas installation, operation & maintenance manual ("211A-04 through 211A-08 only … 211A-09 and larger"; manualmachine.com pbheat 211a); Peerless Series TC gas/oil boilers manual (TC-04 … TC-07: "oil, gas or combination gas/oil fired, hot water or steam boilers, 4-18 sections")';
const PEERLESS_SHAPES: readonly Shape[] = [
  { re: /^(211A)-?(0[4-9]|1\d)(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: '211A', description: 'cast-iron gas-fired steam boiler (211A)', evidence: 'src', source: PEERLESS_SOURCE, example: '211A-04' },
  { re: /^(TC)-?(0[4-9]|1[0-8])(?:-[A-Z0-9]{1,6})?$/, type: BOILERS, series: 'TC', description: 'cast-iron commercial boiler (oil, gas or gas/oil; hot water or steam)', evidence: 'src', source: PEERLESS_SOURCE, example: 'TC-06' },
];
const BURNHAM_SCG_SOURCE = 'Burnham SCG installation, operating and service instructions 8140705 (gas-fired boiler; "the SCG boiler \'H\' model … 5,000 to 10,000 feet above sea level"; manualsdir.com burnham-scg)';
const BURNHAM_SHAPES: readonly Shape[] = [
  { re: /^(SCG)(?:-?\d{1,3})?(?:-?H)?$/, type: BOILERS, series: 'SCG', description: 'gas-fired hot-water boiler (SCG)', evidence: 'src', source: BURNHAM_SCG_SOURCE, example: 'SCG' },
];

// ── Rinnai four-digit REU codes written without "REU" (owners copy "2532FFU" off the plate's model line) ──────
const RINNAI_CODE_SOURCE =
  'Rinnai Continuum and Integrity REU2532-FFU and REU2532-FFU-C series service manual; REU2532-W / -WC service manual; Rinnai tankless service manual trade-name table (REU-V1616W, REU-V2020WC, REU-V2532FFU …)';
const RINNAI_SHAPES: readonly Shape[] = [
  // Size code (two digit pairs as the REU codes print them) + the vent letters those manuals list; the code is a size class: no input.
  { re: /^((?:1[6-9]|2\d|3[0-4])(?:1[6-9]|2\d|3[0-7]))-?(?:FFUD|FFU|WD|WC|W)(?:-(?:US|C|ASME|HD)){0,2}$/, type: TWH, series: 'REU', description: 'gas tankless water heater (REU code without its prefix)', evidence: 'pattern', source: RINNAI_CODE_SOURCE, example: '2532FFU' },
];

// ── A. O. Smith group hybrid heat-pump tanks beside HPTU (water-heaters/aosmith.ts) ─────────────────────────────────────────
const AOSMITH_HYBRID_SOURCE =
  'A. O. Smith residential hybrid electric heat pump water heaters service handbook 100268628 Rev A (2016): "for use only with these models: HPTU-50, HPTU-66, HPTU-80, FHPT-50, FHPT-66, FHPT-80, SHPT-50, SHPT-66, SHPT-80"';
const AOSMITH_HYBRID_SHAPES: readonly Shape[] = [
  // The number is the nominal gallons as on HPTU-50 / 66 / 80 (water-heaters/aosmith.ts).
  { re: /^([FS]HPT)-?(50|66|80)(?:[A-Z]{1,3})?$/, type: 'water heaters', gal: 2, fuel: 'electric', series: 1, description: 'hybrid electric heat pump water heater', evidence: 'pattern', source: AOSMITH_HYBRID_SOURCE, example: 'FHPT-50' },
];

// ── Tank numbers cut short after the gallons (or after the warranty years), as owners copy them ───────────────
// Only the nominal tank sizes, so a cut reading stays a tank size; the fields after the cut (height, input, venting) are absent.
const NOMINAL_GAL = '(20|30|40|50|55|60|65|75|80|100)';
const AOSMITH_CUT_SHAPES: readonly Shape[] = [
  // §10.1 line letters · warranty years · gallons (GS6 40 YBRT, ES6 52 DORS) written up to the gallons: GS640, GS6-40, ES650.
  { re: new RegExp(`^(G[SPTN])(6|8|9|10|12)-?${NOMINAL_GAL}$`), type: 'water heaters', gal: 3, series: 1, description: 'gas tank water heater (model cut after the gallons)', evidence: 'pattern', source: `${cite('S124')} (warranty · gallons key, cut after the gallons)`, example: 'GS640' },
  { re: new RegExp(`^(E[SNE])(6|8|9|10|12)-?${NOMINAL_GAL}$`), type: 'water heaters', gal: 3, fuel: 'electric', series: 1, description: 'electric tank water heater (model cut after the gallons)', evidence: 'pattern', source: `${cite('S124')} (warranty · gallons key, cut after the gallons)`, example: 'ES650' },
];
const AMERICAN_CUT_SHAPES: readonly Shape[] = [
  // American Water Heater line · warranty years · 2 · gallons (G62-40T40-3NV, E62-50R-045DV) cut after the gallons / height.
  { re: new RegExp(`^(E)(?:6|8|10|12)2-?${NOMINAL_GAL}[STHR]?$`), type: 'water heaters', gal: 2, fuel: 'electric', series: 1, description: 'electric tank water heater (model cut after the gallons)', evidence: 'pattern', source: 'ENERGY STAR Certified Water Heaters rows (American E62-50H-045DV: line · warranty · 2 · gallons · height · element), cut after the gallons', example: 'E62-50R' },
  { re: new RegExp(`^(G|[A-DF-Z][A-Z]{1,4})(?:6|8|10|12)2-?${NOMINAL_GAL}[STH]?$`), type: 'water heaters', gal: 2, series: 1, description: 'gas tank water heater (model cut after the gallons)', evidence: 'pattern', source: 'ENERGY STAR Certified Water Heaters rows (American G62-40T40-3NV, UPVG6240T42NV: line · warranty · 2 · gallons · height · input), cut after the gallons', example: 'G62-40T' },
];
const RHEEM_CUT_SHAPES: readonly Shape[] = [
  // §6.4 platform · kind · gallons (· T/S · warranty) cut before the venting letters: XG50, XE40T, GG40T06.
  { re: new RegExp(`^C?(X[GP])${NOMINAL_GAL}(?:[TS](?:06|08|09|10|12)?)?$`), type: 'water heaters', gal: 2, series: 1, description: 'gas tank water heater (model cut after the gallons)', evidence: 'unconfirmed', source: `${cite('S92')} (cut after the gallons)`, example: 'XG50' },
  { re: new RegExp(`^C?(XE)${NOMINAL_GAL}(?:[TS](?:06|08|09|10|12)?)?$`), type: 'water heaters', gal: 2, fuel: 'electric', series: 1, description: 'electric tank water heater (model cut after the gallons)', evidence: 'unconfirmed', source: `${cite('S92')} (cut after the gallons)`, example: 'XE40T' },
  { re: new RegExp(`^(G[GP])${NOMINAL_GAL}[TS](?:06|08|09|10|12)$`), type: 'water heaters', gal: 2, series: 1, description: 'gas tank water heater (model cut after the warranty years)', evidence: 'unconfirmed', source: `${cite('S92')}; RULES.md §10.6 GE tanks (cut after the warranty years)`, example: 'GG40T06' },
  { re: new RegExp(`^(GE)${NOMINAL_GAL}[TS](?:06|08|09|10|12)$`), type: 'water heaters', gal: 2, fuel: 'electric', series: 1, description: 'electric tank water heater (model cut after the warranty years)', evidence: 'unconfirmed', source: `${cite('S92')}; RULES.md §10.6 GE tanks (cut after the warranty years)`, example: 'GE40T06' },
  // Legacy Professional gas PROG · gallons (PROG50-38N RH62) cut before the input.
  { re: new RegExp(`^(PROG)${NOMINAL_GAL}[ST]?$`), type: 'water heaters', gal: 2, series: 1, description: 'gas tank water heater (model cut after the gallons)', evidence: 'unconfirmed', source: 'RULES.md §6.4 (legacy PROG gallons · input reading, unconfirmed; cut after the gallons)', example: 'PROG50' },
  // Richmond warranty · G / CG / GR · gallons (12G40-36PE2) cut before the input.
  { re: new RegExp(`^(?:6|9|10|12)(CG|GR|G)${NOMINAL_GAL}$`), type: 'water heaters', gal: 2, series: 1, description: 'gas tank water heater (model cut after the gallons)', evidence: 'pattern', source: 'ENERGY STAR Certified Water Heaters rows (Richmond 12G40-36PE2, 6G30-60: warranty · G · gallons · input), cut after the gallons', example: '6G40' },
  // Tankless RTGH / RUTGH / RMTGH / ECOH + size class cut before the vent letters (RTGH-95DVLN → RTGH-95): type only.
  { re: /^[CDE]{0,2}(R[UM]?TGH|ECOH)-?(?:C|CM|RH)?\d{2,3}$/, type: TWH, series: 1, description: 'gas condensing tankless water heater (model cut after the size class)', evidence: 'pattern', source: 'ENERGY STAR Certified Water Heaters rows (RTGH-95DVLN-2, RUTGH-84DVLN, ECOH200DVLN), cut after the size class', example: 'RTGH-95' },
];
const BRADFORD_WHITE_CUT_SHAPES: readonly Shape[] = [
  // §10.2 line (MI, M1/M2/M4, RG/RE/RC + series digit) · gallons, cut before the height letter: MI50, M250, RG240, RE340.
  { re: new RegExp(`^(MI|M[124]|U?R[GC][1-4])${NOMINAL_GAL}$`), type: 'water heaters', gal: 2, series: 1, description: 'gas tank water heater (model cut after the gallons)', evidence: 'pattern', source: `${cite('S127', 'S126')} (cut after the gallons)`, example: 'RG240' },
  { re: new RegExp(`^(U?RE[1-4])${NOMINAL_GAL}$`), type: 'water heaters', gal: 2, fuel: 'electric', series: 1, description: 'electric tank water heater (model cut after the gallons)', evidence: 'pattern', source: `${cite('S127', 'S126')} (cut after the gallons)`, example: 'RE340' },
];
// ── Utica UB90 written without its size (boilers/ecr.ts reads UB90-50 … UB90-200 with their inputs) ─────────────────
const UTICA_SHAPES: readonly Shape[] = [
  { re: /^(UB90)(?:-?SERIES-?II)?$/, type: BOILERS, efficiency_tier: 'condensing', series: 'UB90', description: 'gas-fired direct-vent condensing boiler', evidence: 'src', source: 'Utica UB90-100 manual and UB90 125-200 manual P/N 240004826U ("gas-fired, direct vent, condensing, hot water boiler")', example: 'UB90' },
];

// ── Navien series with their generation / option letters but no size (NPE-240A2 → "NPE-A2"; NCB-240E → "NCB-E") ──
const NAVIEN_SOURCE =
  'Navien "NPE-A and NPE-S Condensing Tankless Water Heaters" and "Installation & Operation Manual NCB-E Condensing Combi-Boilers" (manual titles, homedocbox.com); the full models NPE-240A2 / NPE-180S2 (second generation, navien.ts)';
const NAVIEN_SHAPES: readonly Shape[] = [
  { re: /^(NPE)-?(S|A2|S2)$/, type: TWH, efficiency_tier: 'condensing', series: 'NPE', description: 'condensing gas tankless water heater (NPE series, size not given)', evidence: 'pattern', source: NAVIEN_SOURCE, example: 'NPE-A2' },
  { re: /^(NCB)-?(E)$/, type: BOILERS, efficiency_tier: 'condensing', series: 'NCB-E', description: 'condensing combi boiler (NCB-E, size not given)', evidence: 'src', source: NAVIEN_SOURCE, example: 'NCB-E' },
];

// ── Lines typed as the ENERGY STAR lists file them (model, type, input, storage volume, fuel of each row) ──────
const ES_WH_SOURCE = 'ENERGY STAR Certified Water Heaters list rows (model, type, storage volume, input rate, fuel; shared/data/catalog/raw)';
const HTP_CROSSOVER_SOURCE =
  'HTP Crossover residential hybrid floor mounted water heaters manual LP-605 (models RGH20-75F / RGH20-76F / RGH20-100F, RGH40-75F … RGH-100F) and Crossover outdoor manual (CGH-199O: "O denotes outdoor models; LP denotes propane gas; F denotes floor models with built-in pump"); ENERGY STAR rows RGH20-75F (20 gal, 75,000 Btu/h), RGH40-100F (39 gal, 100,000 Btu/h)';
const HTP_LISTED_SHAPES: readonly Shape[] = [
  // Crossover floor tanks: RGH + tank gallons - input kBtu/h + F.
  { re: /^(RGH)(20|40)-?(\d{2,3})F(?:-?LP)?$/, type: 'water heaters', gal: 2, input: 3, series: 'Crossover RGH', description: 'gas condensing water heater with storage (Crossover)', evidence: 'pattern', source: HTP_CROSSOVER_SOURCE, example: 'RGH20-75F' },
  { re: /^(RGH)-?(75|76|100)F(?:-?LP)?$/, type: 'water heaters', series: 'Crossover RGH', description: 'gas condensing water heater (Crossover)', evidence: 'pattern', source: HTP_CROSSOVER_SOURCE, example: 'RGH-100F' },
  // Tankless: RT / RTC / RTO / RTCO / RGH / CGH + input kBtu/h (RT-150 and RGH-150 listed at 150,000 Btu/h; RT-199, RTC-199, CGH-199 at 199,000).
  { re: /^(RTC?O?|RGH|CGH)-?(1[2-9]\d)(?:O|F)?(?:-?LP)?$/, type: TWH, input: 2, series: 1, description: 'gas condensing tankless water heater', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_WH_SOURCE} (HTP RT-150, RT-199, RTC-199, RTCO-199, RGH-150, RGH-199, CGH-199)`, example: 'RT-199' },
  // Elite XL commercial boilers: ELX + size + FB + N / LP (the size is close to, not always, the listed input: not read).
  { re: /^(ELX)-?\d{3,4}FB(N|LP)?$/, type: BOILERS, gas: 2, series: 1, description: 'commercial gas condensing boiler (Elite XL)', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (HTP ELX-400FBN … ELX-2000FBN)`, example: 'ELX-400FBN' },
];
const TAKAGI_LISTED_SHAPES: readonly Shape[] = [
  { re: /^(T-?H3M)(?:-(?:DV|OS))?(?:-[NP])?$/, type: TWH, series: 'T-H3M', description: 'gas condensing tankless water heater', evidence: 'pattern', source: `${ES_WH_SOURCE} (Takagi T-H3M-DV-N / -P, T-H3M-OS-N / -P)`, example: 'T-H3M-DV-N' },
  { re: /^(TK-?540P)(?:-[NP][EI]H)?(?:\d{1,2})?$/, type: TWH, series: 'TK-540P', description: 'gas condensing tankless water heater', evidence: 'pattern', source: `${ES_WH_SOURCE} (Takagi TK-540P-NEH, TK-540P-NIH, TK-540P-PEH, TK-540P-PIH)`, example: 'TK-540P-NIH' },
];
const LOCHINVAR_LISTED_SHAPES: readonly Shape[] = [
  // SWA / SWR + input kBtu/h + N natural / L propane (SWA150N: 150,000 Btu/h gas; SWR125L: 125,000 Btu/h propane).
  { re: /^(SW[AR])(1[2-9]\d|[2-4]\d\d|500)([NL])?$/, type: 'water heaters', input: 2, gas: 3, series: 1, description: 'commercial gas condensing storage water heater', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_WH_SOURCE} (Lochinvar SWA150N … SWA500L, SWR125N … SWR400L)`, example: 'SWA150N' },
  // AW / OA / WA written with the list's gas placeholder "(N,L)" (AWN / OAL … written out: water-heaters/aosmith.ts); the size is a
  // code (AW(N,L)151 listed at 150,000 Btu/h, 286 at 285,000): not read.
  { re: /^(AW|OA|WA)\(N,L\)(\d{3,4})(?:\(?PM\)?)?$/, type: TWH, series: 1, description: 'commercial gas condensing tankless water heater', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_WH_SOURCE} (Lochinvar AW(N,L)151(PM) … AW(N,L)1000(PM), OA(N,L)151 … OA(N,L)801, WA(N,L)125 / 200)`, example: 'AW(N,L)151(PM)' },
];
const LAARS_LISTED_SHAPES: readonly Shape[] = [
  // LUHE + gallons + T + input kBtu/h + E + N natural / X propane (LUHE100T150EN: 100 gal, 150,000 Btu/h gas; LUHE60T125X: 60 gal propane).
  { re: /^(LUHE)(\d{2,3})T(\d{3})E?([NX])?\d?$/, type: 'water heaters', gal: 2, input: 3, gas: 4, series: 1, description: 'commercial gas condensing storage water heater', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_WH_SOURCE} (Laars LUHE60T125EN … LUHE120T500X3; listed by Bradford White Corporation, whose N / X gas letters they carry)`, example: 'LUHE100T150EN' },
];
const NTI_NORITZ_LISTED_SHAPES: readonly Shape[] = [
  { re: /^(FTG)-?\d{3,4}$/, type: BOILERS, series: 1, description: 'commercial gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (NTI FTG 600 … FTG 2400)`, example: 'FTG 600' },
];
const NORITZ_LISTED_SHAPES: readonly Shape[] = [
  { re: /^(CB)(180|199)-?DV$/, type: BOILERS, series: 1, description: 'gas condensing combination boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Noritz CB180-DV, CB199-DV)`, example: 'CB199-DV' },
];

export const HEATING_OLDER_RULES: readonly NomenclatureRule[] = [
  shapeRule('water-heater-other.paloma', 'water_heater_other', ['Paloma', 'Waiwela'], 'PW', /^(?:PALOMA|WAIWELA)/, PALOMA_SHAPES),
  shapeRule('takagi.flash-older', 'takagi', ['Takagi'], 'T', null, TAKAGI_SHAPES),
  shapeRule('viessmann.vitodens-wb', 'viessmann', ['Viessmann'], 'VW', null, VIESSMANN_SHAPES),
  shapeRule('boiler-other.hydrotherm-kn', 'boiler_other', ['Hydrotherm'], 'K', /^HYDROTHERM/, HYDROTHERM_SHAPES),
  shapeRule('boiler-other.smith-cast-iron', 'boiler_other', ['Smith Cast Iron Boilers'], '12GS', null, SMITH_SHAPES),
  shapeRule('boiler-other.energy-kinetics', 'boiler_other', ['Energy Kinetics'], 'FRS', null, ENERGY_KINETICS_SHAPES),
  shapeRule('ecr.dunkirk-excelsior', 'ecr', ['Dunkirk'], 'D', null, DUNKIRK_SHAPES),
  shapeRule('peerless.older-lines', 'peerless', ['Peerless'], '2T', null, PEERLESS_SHAPES),
  shapeRule('burnham.scg', 'burnham', ['Burnham'], 'S', null, BURNHAM_SHAPES),
  shapeRule('rinnai.reu-code-bare', 'rinnai', ['Rinnai'], '123', null, RINNAI_SHAPES),
  shapeRule('aosmith.hybrid-hpt', 'aosmith', ['A. O. Smith', 'State'], 'FS', null, AOSMITH_HYBRID_SHAPES),
  shapeRule('aosmith.tank-cut-after-gallons', 'aosmith', ['A. O. Smith', 'State', 'Reliance', 'American'], 'GE', null, AOSMITH_CUT_SHAPES),
  shapeRule('aosmith.american-cut-after-gallons', 'aosmith', ['American', 'U.S. Craftmaster'], 'ABCDEFGHJKLMNPRSTUVWXYZ', null, AMERICAN_CUT_SHAPES),
  shapeRule('rheem.tank-cut-after-gallons', 'rheem', ['Rheem', 'Ruud', 'Richmond', 'GE Appliances'], 'CXGP691RDE', null, RHEEM_CUT_SHAPES),
  shapeRule('bradford-white.tank-cut-after-gallons', 'bradford_white', ['Bradford White'], 'MRU', null, BRADFORD_WHITE_CUT_SHAPES),
  shapeRule('ecr.ub90-series', 'ecr', ['Utica'], 'U', null, UTICA_SHAPES),
  shapeRule('navien.series-letters', 'navien', ['Navien'], 'N', null, NAVIEN_SHAPES),
  shapeRule('htp.listed-water-heating', 'htp', ['HTP'], 'RCE', /^HTP/, HTP_LISTED_SHAPES),
  shapeRule('takagi.listed-more', 'takagi', ['Takagi'], 'T', null, TAKAGI_LISTED_SHAPES),
  shapeRule('aosmith.lochinvar-listed', 'aosmith', ['Lochinvar'], 'SAOW', null, LOCHINVAR_LISTED_SHAPES),
  shapeRule('bradford-white.laars-listed', 'bradford_white', ['Laars'], 'L', null, LAARS_LISTED_SHAPES),
  shapeRule('nti.listed-commercial', 'nti', ['NTI'], 'F', null, NTI_NORITZ_LISTED_SHAPES),
  shapeRule('noritz.combi-boilers', 'noritz', ['Noritz'], 'C', null, NORITZ_LISTED_SHAPES),
];
