// Installed-base water heaters and boilers whose keys no other module reads (issue 18): the makers' printed keys
// (Westinghouse WGC / WGCM manual, Marathon, Giant, John Wood / GSW, the American Water Heater 1F / 2F key, HTP-built
// Westinghouse lines), the older owner-written series (Rheem 21V / 42VR tanks, Bosch AquaStar / Therm, EcoSmart,
// Stiebel Eltron DHC / Accelera, Seisco, Titan, Eccotemp, Marey) and boiler lines typed as the ENERGY STAR Certified
// Boilers list files them (Carrier / Bryant BW, Lennox GWB9 / GWM, IBC, New Yorker, Velocity, Williamson-Thermoflo,
// Raypak, Dunkirk, Crown, Burnham, Peerless, Viessmann type codes). Brand required for every shape (README-extra.md,
// "Installed-base water heating and boilers"); a field the key does not state is left out.
import type { EquipmentType } from '../../catalog/equipment-types';
import { ES_BOILERS_SOURCE } from '../boilers/weil-mclain-burnham';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from '../types';

export interface Shape {
  /** Anchored at the start of the model (the brand word already dropped); what follows the match is free. */
  re: RegExp;
  type: EquipmentType;
  /** Capture groups: nominal gallons, input kBtu/h, gas letter(s) (N / NG natural, P / LP / X propane), series. */
  gal?: number;
  input?: number;
  /** A second capture holding the input when the first is empty (the same field written with or without its dash). */
  input2?: number;
  gas?: number;
  series: string | number;
  fuel?: DecodedFields['fuel'];
  efficiency_tier?: string;
  description: string;
  evidence: EvidenceTag;
  source: string;
  example: string;
}

function gasOf(letters: string | undefined): DecodedFields['fuel'] {
  if (letters === undefined || letters === '') return undefined;
  return letters[0] === 'N' ? 'natural gas' : 'propane';
}

/** A brand-required rule over `shapes` (first match wins; gallons 2–130, inputs 28–2000 kBtu/h, else the shape is skipped). */
export function shapeRule(id: string, family: NomenclatureFamily, brands: readonly string[], firstChars: string, brandWord: RegExp | null, shapes: readonly Shape[]): NomenclatureRule {
  return {
    id,
    family,
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '') return null;
      const word = brandWord === null ? null : brandWord.exec(model);
      const rest = word === null ? model : model.slice(word[0].length).replace(/^-/, '');
      for (const s of shapes) {
        const m = s.re.exec(rest);
        if (m === null) continue;
        const fields: DecodedFields = {};
        if (s.gal !== undefined) {
          const g = Number(m[s.gal]);
          if (!(g >= 2 && g <= 130)) continue;
          fields.tank_capacity_gallons = g;
        }
        const inputText = s.input === undefined ? undefined : (m[s.input] ?? (s.input2 === undefined ? undefined : m[s.input2]));
        if (inputText !== undefined) {
          const k = Number(inputText);
          if (!(k >= 28 && k <= 2000)) continue;
          fields.heating_input_kbtuh = k;
        }
        const fuel = s.fuel ?? (s.gas === undefined ? undefined : gasOf(m[s.gas]));
        if (fuel !== undefined) fields.fuel = fuel;
        if (s.efficiency_tier !== undefined) fields.efficiency_tier = s.efficiency_tier;
        return decodeOf(family, pickBrand(brands, brand), model, {
          type: s.type,
          series: typeof s.series === 'number' ? (m[s.series] ?? '') : s.series,
          fields,
          description: s.description,
          evidence: s.evidence,
          rule: `${brands[0] ?? ''} installed-base key (${s.example})`,
          source: s.source,
        });
      }
      return null;
    },
  };
}

const ES_WH_SOURCE = 'ENERGY STAR Certified Water Heaters list rows (model, storage volume, input rate, fuel; shared/data/catalog/raw)';
const WH = 'water heaters' as const;
const TWH = 'tankless water heaters' as const;
const BOILERS = 'boilers' as const;

// ── Westinghouse water heaters and boilers (built by HTP / Ariston Thermo, the ENERGY STAR partner) ──────────
const WGC_SOURCE =
  'Westinghouse WGC / WGCM gas commercial water heater manual WHL-019 ("100–199 kBTU, 55–119 gallon capacities, M denotes Multi Fit, NG natural gas, LP propane"; manuzoid.com Westinghouse WGC055NG100)';
const WEC_SOURCE = 'Westinghouse light-duty commercial three-element electric water heater use and care manual whl-647 (model WEC080E3W180; manuzoid.com); HTP CGE manual LP-437 ("050, 080, or 119 gallon capacities")';
const WESTINGHOUSE_SHAPES: readonly Shape[] = [
  { re: /^WGC(M)?-?(0[2-9]\d|1[0-2]\d)(?:-?(NG|LP))?(?:-?(1\d\d))?(?!-?(?:NG|LP)?-?\d)/, type: WH, gal: 2, input: 4, gas: 3, series: 'WGC', description: 'commercial gas water heater', evidence: 'src', source: WGC_SOURCE, example: 'WGC055NG100' },
  { re: /^WGR-?(0[2-9]\d|1[0-2]\d)(?:-?(NG|LP))?(?:-?(0[4-9]\d|1\d\d))?(?!-?(?:NG|LP)?-?\d)/, type: WH, gal: 1, input: 3, gas: 2, series: 'WGR', description: 'gas condensing water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'WGR050NG076' },
  { re: /^WGRGH-?([2-8]0)-?(NG|LP)?-?(\d{2,3})F/, type: WH, gal: 1, input: 3, gas: 2, series: 'WGRGH', description: 'gas condensing water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'WGRGH40NG100F' },
  { re: /^W(?:GR|GC)GH-?(NG|LP)?-?(1[5-9]\d)(?![0-9F])/, type: TWH, input: 2, gas: 1, series: 'WGRGH', description: 'gas condensing tankless water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'WGRGH199' },
  { re: /^WGRTC?O?-?(NG|LP)-?(1[5-9]\d)(?![0-9])/, type: TWH, input: 2, gas: 1, series: 'WGRT', description: 'gas condensing tankless water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'WGRTNG199' },
  { re: /^WE([RC])-?(0[2-9]\d|1[0-2]\d)(?=[A-Z])/, type: WH, gal: 2, fuel: 'electric', series: 'WER / WEC', description: 'stainless-steel electric water heater', evidence: 'pattern', source: WEC_SOURCE, example: 'WEC080E3W180' },
  { re: /^WBCE?-?(NG|LP)-?([1-9]\d\d)(?![0-9])/, type: BOILERS, input: 2, gas: 1, series: 'WBC', description: 'commercial gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Westinghouse WBCENG301 / WBCNG399W: 301 / 399 kBtu/h input)`, example: 'WBCENG399' },
  { re: /^WBR(?:UC|U|C|E)?-?(NG|LP)?-?(0[5-9]\d|[12]\d\d)(?![0-9])/, type: BOILERS, gas: 1, series: 'WBR', description: 'gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: ES_BOILERS_SOURCE, example: 'WBRNG080' },
];

// Heat-pump tanks listed under three badges: HPWH + nominal gallons + badge letter (W Westinghouse, G Giant, H HTP).
const HPWH_SHAPES: readonly Shape[] = [
  { re: /^HPWH-?(50|65|80)[WGH]?(?![0-9])/, type: WH, gal: 1, fuel: 'electric', series: 'HPWH', description: 'heat pump water heater', evidence: 'pattern', source: `${ES_WH_SOURCE} (HPWH50W / HPWH50G / HPWH50H: 49 gal heat pump)`, example: 'HPWH50W' },
];

// ── Giant Factories (and its Best Canadian badge) ──────────────────────────────────────────────────────────
const GIANT_SHAPES: readonly Shape[] = [
  // UG / GG + nominal gallons - input kBtu/h + vent letters - N/P gas (UG40-38LFD-N1U: 38 gal listed, 38,000 Btu/h, natural gas).
  { re: /^(UG|GG)(30|40|50|60|75)(?:-(\d\d)|(\d\d))?(?![0-9])(?:[A-Z]{1,6}\d?)?(?:-?([NP])\d)?/, type: WH, gal: 2, input: 3, input2: 4, gas: 5, series: 1, description: 'gas tank water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'UG40-38LFD-N1U' },
  // UGC + gallons + S - input (UGC80S-199: 80 gal, 199,000 Btu/h).
  { re: /^(UGC)(55|80|100|120)S?-?(1\d\d)(?![0-9])/, type: WH, gal: 2, input: 3, series: 1, description: 'commercial gas condensing water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'UGC80S-199' },
];

// ── John Wood / GSW (A. O. Smith Canada) ───────────────────────────────────────────────────────────────────
const JOHN_WOOD_SHAPES: readonly Shape[] = [
  // JW(US) + warranty years + gallons + S/T + input + N/P (JW640S40N-AV-ES2: 40 gal, 40,000 Btu/h natural gas). The
  // propane twins are listed derated (JW650T40P: 37,000 Btu/h), so the input is read for N only.
  { re: /^(JW(?:US)?)(?:6|8|9|10|12)(\d\d)[ST](\d\d)(?=N)(N)/, type: WH, gal: 2, input: 3, gas: 4, series: 1, description: 'gas tank water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'JW640S40N-AV-ES2' },
  { re: /^(JW(?:US)?)(?:6|8|9|10|12)(\d\d)[ST]\d\d(P)/, type: WH, gal: 2, gas: 3, series: 1, description: 'gas tank water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'JW650T40P-AV-ES2' },
  // PV / PDV + gallons + HI / T + N/P: power-vent tanks (PV40TN listed at 50,000 and PV40N at 40,000 Btu/h: no input).
  { re: /^(PDV|PV)(\d\d)(?:HI|T)?([NP])(?![A-Z])/, type: WH, gal: 2, gas: 3, series: 1, description: 'power-vent gas tank water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'PV50HIN' },
  { re: /^(JWT15|GSWT)-?(1[5-9]\d)X3/, type: TWH, input: 2, series: 1, description: 'gas tankless water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'JWT15-180X3P-100' },
];

// ── American Water Heater 1F / 2F key (American, U.S. Craftmaster, Whirlpool gas) ──────────────────────────
const AMERICAN_SOURCE = `${ES_WH_SOURCE} (American / U.S. Craftmaster PVG2F-4050T: 38 gal listed, 50,000 Btu/h; UPVG2F4042NV: 42,000 Btu/h); the line · warranty · gallons · input · S/T order of the older American key (aosmith.ts)`;
const AMERICAN_SHAPES: readonly Shape[] = [
  // The FDG propane twins are listed derated (FDG2F4040S3PVR 36,000, FDG2F5040T3PVR 37,000 Btu/h; the N twins 40,000), so
  // their input digits are not the input: gallons and gas only (the PVG2F P twins are listed at the printed input).
  { re: /^(FDG)[12][FJK]-?([2-9]\d)-?[3-9]\d(?:[ST]\d?)?-?(P)(?=[OV])/, type: WH, gal: 2, gas: 3, series: 1, description: 'gas tank water heater', evidence: 'pattern', source: AMERICAN_SOURCE, example: 'PVG2F-4040S-NV' },
  // Line ending in G (gas) · 1 / 2 · F / J / K · gallons · input · S short / T tall · warranty digit · N/P gas (G1F4040T3NOV, FDG2F4040S3NVR).
  { re: /^([A-Z]{0,4}G)[12][FJK]-?([2-9]\d)-?([3-9]\d)(?:[ST]\d?)?-?(?:([NP])(?=[OV]))?/, type: WH, gal: 2, input: 3, gas: 4, series: 1, description: 'gas tank water heater', evidence: 'pattern', source: AMERICAN_SOURCE, example: 'PVG2F-4040S-NV' },
  // Heat pump HPHE · 2 · F/K · gallons (HPHE2F50HD045VU: 46 gal listed).
  { re: /^(HPHE)[12][FJK]-?([4-8]\d)[A-Z]/, type: WH, gal: 2, fuel: 'electric', series: 1, description: 'heat pump water heater', evidence: 'pattern', source: AMERICAN_SOURCE, example: 'HPHE2F50HD045VU' },
  // Tankless GTU + size class 140 / 240 / 340 / 540 (listed at 120 / 160 / 180 / 199 kBtu/h: a class, not the input) + N/P.
  { re: /^(GTU)-?[1-5]40P?-?([NP])[IE]/, type: TWH, gas: 2, series: 1, description: 'gas tankless water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'GTU-240-NIH' },
];

// ── A. O. Smith older residential lines: line letters · gallons · any three-digit series number (FCG-40 245) ─────
const AOSMITH_OLDER_SHAPES: readonly Shape[] = [
  { re: /^(FCG|FSG|FGR|FPSH|FPCR|FPST|FPS|GPV|PGCS|FCV|FMV|GCV|GCR|GCG)-?([2-9]\d|100)(?=\d{3}$|[A-Z]?$|-)/, type: WH, gal: 2, series: 1, description: 'gas tank water heater', evidence: 'unconfirmed', source: "RULES.md §10.1 (line · gallons, then the series number); A. O. Smith residential gas water heaters owner's manual, power vented gas models FPSH/FPCR/FPST 183432-000 (manualzilla.com/doc/7385530)", example: 'FCG-40 245' },
  { re: /^(EES|EN6|ENS|ENT|ECS|ECT|ELJF|EJC|DRE)-?([2-9]\d|1[0-2]\d)(?=\d{3}$|[A-Z]?$|-)/, type: WH, gal: 2, fuel: 'electric', series: 1, description: 'electric tank water heater', evidence: 'unconfirmed', source: 'RULES.md §10.1 (line · gallons, then the series number); A. O. Smith residential electric use & care (EES / ENS / ECT models)', example: 'EES-52 912' },
];

// ── Bradford White EverHot tankless: TG - size · I interior / E exterior - N natural / X propane ─────────────────
const BRADFORD_WHITE_SHAPES: readonly Shape[] = [
  { re: /^(TG)-?(150|180|199|237)([IE])-?([NX])?/, type: TWH, gas: 4, series: 'EverHot TG', description: 'gas tankless water heater (EverHot)', evidence: 'src', source: 'Bradford White EverHot tankless gas water heater for interior installation manual 238-48022-00D (TG-150I-N(X), TG-180I-N(X), TG-199I-N(X), TG237I-N(X); somanuals.com, manualmachine.com)', example: 'TG-199I-N' },
];

// ── Rheem / Ruud older lines ───────────────────────────────────────────────────────────────────────────────
const MARATHON_SOURCE =
  'Rheem Marathon MR / CMR / MTS use & care and warranty (README-extra.md, product-line names); Rheem MR50245 "Marathon Tall Electric Water Heater, 50-Gallon" (sensibledigs.com/50-gallon-water-heaters)';
const RHEEM_SHAPES: readonly Shape[] = [
  // Marathon: MR (residential) / CMR (commercial) / MTS + gallons 20–105 + element code (MR50245: 50 gal).
  { re: /^(C?MR|MTS)(20|30|40|50|85|105)(?=\d{3}(?![0-9]))/, type: WH, gal: 2, fuel: 'electric', series: 'Marathon', description: 'electric water heater (polybutene tank)', evidence: 'pattern', source: MARATHON_SOURCE, example: 'MR50245' },
  // Pre-2015 atmospheric gas tanks: series digits 21 / 22 / 41 / 42 · V (atmospheric vent) · R / S · gallons, then a
  // dash block and F (FVIR). Gallons only (trade reading, unconfirmed): the dash block is not read.
  { re: /^((?:21|22|41|42|43)V[RS]?)(30|40|50|75)(?:-?\d\d)?(?=F|-?$|-F|[A-Z]{0,3}\d?$)/, type: WH, gal: 2, series: 1, description: 'atmospheric gas tank water heater', evidence: 'unconfirmed', source: 'Trade reading of the Rheem / Ruud residential gas tank label (series · vent letter · gallons), the position the 88H40D / 81V52D electric use & care key of rheem-water-heaters.ts gives the gallons; no document stating the letters found', example: '42VR40-40F' },
  // Point-of-use electric EGSP + gallons (EGSP6, EGSP10, EGSP20).
  { re: /^(EGSP)(2|4|6|10|15|20)(?![0-9])/, type: WH, gal: 2, fuel: 'electric', series: 1, description: 'point-of-use electric water heater', evidence: 'unconfirmed', source: 'Rheem Performance point-of-use electric water heater listings (EGSP6 / EGSP10 / EGSP20)', example: 'EGSP20' },
  // Older tankless RTG-nn (DV / XLN / P): the number is a flow class (RTG-84, -95): type only.
  { re: /^(RTG|RUTG)-?(42|53|64|66|74|84|95)(?:DV|XL|P|N|L|$|-)/, type: TWH, series: 1, description: 'gas tankless water heater', evidence: 'pattern', source: 'Rheem RTG-84DV / RTG-95XL tankless manuals (rheem-water-heaters.ts RTGH reading)', example: 'RTG-84DVN' },
];

// ── Tankless and point-of-use makers ───────────────────────────────────────────────────────────────────────
const BOSCH_SHAPES: readonly Shape[] = [
  { re: /^(?:AQUASTAR)?-?(125B|125FX|125HX|250SX|1600[HP]|2400ES?|2700ES|38B|240FX|GWH\d{3,4})/, type: TWH, series: 1, description: 'gas tankless water heater (AquaStar)', evidence: 'pattern', source: 'Bosch AquaStar 125B / 125FX / 250SX / 1600H / 2400E / 2700ES installation manuals (model titles)', example: 'AquaStar 125B' },
  { re: /^(THERM)(330|520|610|830|940|C1210|1210)/, type: TWH, series: 'Therm', description: 'gas tankless water heater', evidence: 'pattern', source: 'Bosch Therm 330 ES / 520 HE / 940 ES / C 1210 ESC installation manuals (model titles)', example: 'Therm 520 HE' },
  { re: /^(AE|POWERSTAR)(\d{3})/, type: TWH, fuel: 'electric', series: 'PowerStar', description: 'electric tankless water heater', evidence: 'pattern', source: 'Bosch PowerStar AE 115 / AE 125 electric tankless manuals', example: 'AE125' },
];
const ECOSMART_SHAPES: readonly Shape[] = [
  { re: /^(ECO)-?(8|11|18|24|27|36)(?![0-9])/, type: TWH, fuel: 'electric', series: 1, description: 'electric tankless water heater', evidence: 'pattern', source: 'EcoSmart ECO 8 / 11 / 18 / 24 / 27 / 36 electric tankless installation manuals (model titles)', example: 'ECO 27' },
  { re: /^(ESGH)-?(84|90|95)/, type: TWH, series: 1, description: 'gas tankless water heater', evidence: 'pattern', source: `${ES_WH_SOURCE} (EcoSmart ESGH-84 / 90 / 95: 157 / 180 / 199 kBtu/h classes)`, example: 'ESGH-90-DVLN-2' },
];
const STIEBEL_SHAPES: readonly Shape[] = [
  // SHC 2.5 / 4 / 6 are storage (mini-tank) heaters, not tankless: Stiebel Eltron "SHC 2.5, SHC 4 Mini-tank electric water
  // heaters" installation manual (https://studylib.net/doc/18899600/installation-manual).
  { re: /^SHC-?(2\.?5|4|6)(?![0-9])/, type: WH, fuel: 'electric', series: 'SHC', description: 'electric mini-tank water heater', evidence: 'src', source: 'Stiebel Eltron SHC 2.5, SHC 4 mini-tank electric water heaters installation instructions: https://studylib.net/doc/18899600/installation-manual', example: 'SHC 4' },
  { re: /^(DHC-?E|DHC|DEL|DHB|SNU)-?(\d{1,2})(?![0-9])/, type: TWH, fuel: 'electric', series: 1, description: 'electric tankless water heater', evidence: 'pattern', source: 'Stiebel Eltron DHC-E 8/10/12, DHC 3-1 … 10-2 operation and installation manuals (model titles)', example: 'DHC-E 12' },
  { re: /^(ACCELERA)(220|300)/, type: WH, fuel: 'electric', series: 'Accelera', description: 'heat pump water heater', evidence: 'pattern', source: 'Stiebel Eltron Accelera 220 E / 300 E heat pump water heater operation and installation manual (title)', example: 'Accelera 300 E' },
];
const SMALL_TANKLESS_SHAPES: readonly Shape[] = [
  { re: /^(RA)-?(\d{1,2})(?![0-9])/, type: TWH, fuel: 'electric', series: 'Seisco', description: 'electric tankless water heater', evidence: 'pattern', source: 'Seisco RA 7 … RA 28 electric tankless installation manual (model titles)', example: 'RA-28' },
  { re: /^(?:SCR-?2?-?)?(N)-?(85|95|120|160|180|210|270)(?![0-9])/, type: TWH, fuel: 'electric', series: 'Titan', description: 'electric tankless water heater', evidence: 'pattern', source: 'Titan SCR2 N-85 / N-120 / N-160 electric tankless manuals (model titles)', example: 'N-120' },
  { re: /^(L5|L10|FVI12|I12|45H|CEL10|EL\d{2})(?![0-9])/, type: TWH, series: 'Eccotemp', description: 'tankless water heater', evidence: 'pattern', source: 'Eccotemp L5 / L10 portable propane, FVI12 / i12 tankless and EL electric manuals (model titles)', example: 'L10' },
  { re: /^(GA)(\d{1,2})(LP|NG)/, type: TWH, gas: 3, series: 'Marey GA', description: 'gas tankless water heater', evidence: 'pattern', source: 'Marey GA10LP / GA16NG tankless manuals (model titles: L/min class · LP / NG gas)', example: 'GA10LP' },
];

// ── Boilers typed from the ENERGY STAR Certified Boilers list and the makers' manual titles ───────────────
const BOILER_LIST_SHAPES: Record<string, readonly Shape[]> = {
  carrier: [
    { re: /^(BW[9MCH])AA[NG]/, type: BOILERS, series: 1, description: 'gas boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Carrier / Bryant BW9AAN, BWMAAN, BWCAAG, BWHAAG)`, example: 'BWMAAN000100' },
  ],
  lennox: [
    { re: /^(GWB9|GWB8|GWM|GCWB95|GSB8|CWB95)-?[FW]?\d{3}/, type: BOILERS, series: 1, description: 'gas boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Lennox GWB9-075IH, GWM-100IE, GCWB95W150)`, example: 'GWB9-075IH' },
  ],
  ibc: [
    { re: /^(DC|HC|SL|SFC|SFB|VFC|EX)-?\d{2,3}(?:-\d{2,3})?/, type: BOILERS, series: 1, description: 'gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (IBC DC 15-95, HC 20-125, SL 20-160G3, SFC 125, VFC 15-150, EX 500)`, example: 'SL 20-160G3' },
    { re: /^(SFT)-?\d{3}/, type: TWH, series: 1, description: 'gas condensing tankless water heater', evidence: 'pattern', source: ES_WH_SOURCE, example: 'SFT 199' },
  ],
  newYorker: [
    { re: /^(CL[3-6]|CI-?HGS|FR)-?\d{2,3}/, type: BOILERS, fuel: 'oil', series: 1, description: 'cast-iron oil-fired boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (New Yorker CL3-105-WD, CL4-168WE, CI-HGS-101E: oil)`, example: 'CL4-168WE' },
    // CG-A / CGS-A are gas boilers (no fuel field: natural or LP gas), not oil: New Yorker CGS-A Series Gas Boiler instructions 104460-01 (label "CGS_0A").
    { re: /^(CG[AS])-?\d{2,3}/, type: BOILERS, series: 1, description: 'cast-iron gas boiler', evidence: 'pattern', source: 'New Yorker Installation, Operating and Service Instructions, CGS-A Series Gas Boiler 104460-01 (rating label "CGS_0A"), https://scribd.com/document/445811803/cgsa-series', example: 'CGS40ANC' },
    { re: /^(GHE)\d{2,3}/, type: BOILERS, efficiency_tier: 'condensing', series: 1, description: 'gas condensing boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (New Yorker GHE80 … GHE180)`, example: 'GHE120' },
  ],
  velocity: [
    { re: /^(PHNTM|PHTM|RPTR|SHADW)\d{3,4}/, type: BOILERS, efficiency_tier: 'condensing', series: 1, description: 'gas condensing boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Velocity Boiler Works PHNTM080B, RPTR155, SHADW120)`, example: 'RPTR155' },
  ],
  williamson: [
    { re: /^(GWC)-?\d{3}/, type: BOILERS, series: 1, description: 'gas boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Williamson-Thermoflo GWC-105-N-T; partner The Marley-Wylain Company, maker of Weil-McLain)`, example: 'GWC-105-N-T' },
    { re: /^(OWB|OWT)-?[3-9]/, type: BOILERS, fuel: 'oil', series: 1, description: 'cast-iron oil-fired boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Williamson-Thermoflo OWB-4-T-S2-D, OWT-5-T-S2-D)`, example: 'OWB-4-T-S2-D' },
  ],
  ecrListed: [
    { re: /^(OLSSC|OLSSV)-?\d{3}/, type: BOILERS, series: 1, description: 'gas boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Olsen OLSSC-050 … OLSSV-200)`, example: 'OLSSC-100' },
  ],
  raypak: [
    // Hi Delta / XTherm H7-nnnB: the number is the input (H7-300B … H7-1000B listed at 300 … 1,000 kBtu/h); others type only.
    { re: /^(H[7-9])-?([2-9]\d\d|1[0-9]\d\d|2000)B/, type: BOILERS, input: 2, series: 1, description: 'commercial gas boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Raypak H7-300B … H7-1000B: 300 … 1,000 kBtu/h input)`, example: 'H7-650B' },
    { re: /^(H[7-9])-?\d{3,4}(?:AR|L|N|M)/, type: BOILERS, series: 1, description: 'gas boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Raypak H7-198AR, H7-406L)`, example: 'H7-406L' },
  ],
};

// ── Crown Boiler: series letter · W water / S steam · burner letter · three-digit size (CWI069, AWR038B, TWZ065) ──
export const CROWN_SOURCE =
  'Crown Boiler installation instructions: CWI series (models CWI069 … CWI379, table "INPUT (MBH)" 69 … 379; somanualss.com), BWC series ("BWC150 150,000 … BWC225 225,000", "add LP suffix … for propane"; manualslib.com 948071), AWI & TWI series (AWI037 … TWI162), AWR series (AWR038B … AWR280B, manual 9807815), TWZ series oil-fired hot water boilers (TWZ065 … TWZ200; manualmachine.com)';
const CROWN_SHAPES: readonly Shape[] = [
  { re: /^(CWI|BWC)(\d{3})(?![0-9])/, type: BOILERS, input: 2, series: 1, description: 'gas-fired hot-water boiler', evidence: 'src', source: CROWN_SOURCE, example: 'CWI103' },
  { re: /^(TW[ZB]|KWZ)(\d{3})(?![0-9])/, type: BOILERS, fuel: 'oil', series: 1, description: 'cast-iron oil-fired hot-water boiler', evidence: 'pattern', source: CROWN_SOURCE, example: 'TWZ100' },
  { re: /^([A-Z]W[A-Z])(\d{3})(?![0-9])/, type: BOILERS, series: 1, description: 'hot-water boiler', evidence: 'pattern', source: CROWN_SOURCE, example: 'AWR105B' },
  { re: /^([A-Z]S[A-Z])(\d{3})(?![0-9])/, type: BOILERS, series: 1, description: 'steam boiler', evidence: 'pattern', source: CROWN_SOURCE, example: 'BSI103' },
];

// ── Slant/Fin Galaxy / Sentry / Sentinel cast-iron gas boilers: series - input MBH (GXHA-160: 160,000 Btu/h input) ──
const SLANT_FIN_SOURCE =
  'Slant/Fin Galaxy installation and operating instructions ("Models GG-75H through GG-399H, GXH-105 through GXH-300H, GX-225 and GX-250, low pressure steam GXHA-100 through GXHA-200"; manualzilla.com 7246199), GXHA-160 "Galaxy natural gas steam boiler with 160,000 BTU input" (manuzoid.com); Sentry "hot water models S-34 through S-150" and Sentinel "SE-70 through SE-245" instructions (homedocbox.com 111451661)';
const SLANT_FIN_SHAPES: readonly Shape[] = [
  { re: /^(GXHA)-?(1\d\d|200)(?![0-9])/, type: BOILERS, input: 2, series: 'Galaxy GXHA', description: 'cast-iron gas-fired low-pressure steam boiler', evidence: 'src', source: SLANT_FIN_SOURCE, example: 'GXHA-160' },
  { re: /^(?:GG|GXH?)-?(7[5-9]|[89]\d|[1-3]\d\d)(H?)(?![0-9])/, type: BOILERS, input: 1, series: 'Galaxy', description: 'cast-iron gas-fired boiler (Galaxy)', evidence: 'pattern', source: SLANT_FIN_SOURCE, example: 'GG-150H' },
  { re: /^(SE)-?([7-9]\d|1\d\d|2[0-4]\d)(?![0-9])/, type: BOILERS, input: 2, series: 'Sentinel', description: 'cast-iron gas-fired hot-water boiler (Sentinel)', evidence: 'pattern', source: SLANT_FIN_SOURCE, example: 'SE-70' },
  { re: /^(SX|S)-?(3\d|[4-9]\d|1[0-4]\d|150)(?![0-9])/, type: BOILERS, input: 2, series: 'Sentry', description: 'cast-iron gas-fired hot-water boiler (Sentry)', evidence: 'pattern', source: SLANT_FIN_SOURCE, example: 'S-34' },
  // XL-2000 oil boilers: XL-20 (0.65 GPH, 91,000 Btu/h), XL-30H (0.85 GPH, 119,000 Btu/h) … the number is a size, not the input.
  { re: /^(XL)-?([2-9]0)(H|P|XP)?(?![0-9])/, type: BOILERS, series: 'XL-2000', fuel: 'oil', description: 'cast-iron oil-fired hot-water boiler (XL-2000)', evidence: 'src', source: 'Slant/Fin XL-2000 installation and operating instructions, publication XL-40, Table 1 ratings (XL-20, XL-30H …, oil input GPH): https://manualmachine.com/slantfin/xl2000/474841-user-manual', example: 'XL-30H' },
];

// ── Dunkirk (ECR International) ─────────────────────────────────────────────────────────────────────────────
const DUNKIRK_SHAPES: readonly Shape[] = [
  { re: /^(PSB)-?[3-9]/, type: BOILERS, series: 'Plymouth Steam PSB', description: 'cast-iron gas-fired steam boiler', evidence: 'pattern', source: 'Dunkirk Plymouth Steam PSB-3D … installation manual (manualshive.com ecr/dunkirk-plymouth-steam-psb-3d)', example: 'PSB-3D' },
  // The same Dunkirk installation instructions cover the continuous-pilot twin: "MODEL PVSB Continuous Pilot Gas-Fired Steam" beside "MODEL PSB Electronic Intermittent Ignition".
  { re: /^(PVSB)-?[3-9]/, type: BOILERS, series: 'Plymouth Steam PVSB', description: 'cast-iron gas-fired steam boiler (continuous pilot)', evidence: 'pattern', source: 'Dunkirk installation instructions, Models PVSB (continuous pilot) and PSB (electronic intermittent ignition) gas-fired steam boilers: https://manualmachine.com/dunkirk/psb5d/23014196-installation-instructions-manual', example: 'PVSB-4D' },
  { re: /^(PWXL)-?\d/, type: BOILERS, series: 'PWXL', description: 'cast-iron gas-fired hot-water boiler', evidence: 'pattern', source: 'Dunkirk PWXL cast iron gas fired hot water boilers IOM P/N 240007958 (manuzoid.com)', example: 'PWXL-4' },
];

// ── Burnham commercial V9 / V11 cast iron: (firing letter) V9 / V11 · sections (V904A, V1106) ─────────────
const BURNHAM_V_SHAPES: readonly Shape[] = [
  { re: /^[A-Z]?(V9|V11)-?(0?[3-9]|1[0-6])(?:[A-Z]{0,4})(?:-[A-Z0-9]{1,6}){0,2}$/, type: BOILERS, series: 1, description: 'commercial cast-iron boiler (light oil, gas or gas/oil)', evidence: 'pattern', source: 'Burnham V-9 series installation and operating instructions 8142927 ("provide series and size designation shown on rating plate"; manualzilla.com 7064451), V11 series manual 8142604 (rating label "_V11___"); Burnham commercial catalog (V9 447–2367 MBH, V11 837–5733 MBH)', example: 'V905A' },
];

// ── Viessmann Vitodens type codes written bare, Vitola / Vitocrossal names; Buderus Logano / Logamax lines ──
const VIESSMANN_SHAPES: readonly Shape[] = [
  { re: /^(?:VITODENS(?:\d{3})?(?:-?[WF])?-?)?(?:TYP-?)?(B[12][HKT][A-F]|A1[HJ][AB])$/, type: BOILERS, efficiency_tier: 'condensing', series: 1, description: 'wall-mounted gas condensing boiler (Vitodens)', evidence: 'pattern', source: 'Viessmann Vitodens technical data manuals 5784 566-07 (B1HA / B1KA), 5683 717-08 (B2HA); Vitodens 100-W A1HB / A1JB installation instructions (type codes); the word Typ before the code as Viessmann prints it ("VITOCROSSAL 300 Typ CU3A", planning guide 5811 433)', example: 'B1HA' },
  { re: /^(VITOLA)(\d{3})?/, type: BOILERS, fuel: 'oil', series: 1, description: 'oil-fired boiler (Vitola)', evidence: 'pattern', source: 'Viessmann Vitola 200 / 222 oil-fired boiler technical data manuals', example: 'Vitola 200' },
  { re: /^(VITOCROSSAL)(\d{3})?/, type: BOILERS, efficiency_tier: 'condensing', series: 1, description: 'floor-standing gas condensing boiler (Vitocrossal)', evidence: 'pattern', source: 'Viessmann Vitocrossal 200 / 300 technical data manuals', example: 'Vitocrossal 300' },
];
const BUDERUS_SHAPES: readonly Shape[] = [
  { re: /^(?:LOGAMAXPLUS)?(GB172)(?:-?(\d{2})[KT]?)?(?![0-9])/, type: BOILERS, efficiency_tier: 'condensing', series: 1, description: 'wall-hung gas condensing boiler (Logamax plus)', evidence: 'pattern', source: 'Buderus Logamax plus GB172-24 / GB172-24K installation instructions (titles)', example: 'GB172-24' },
  { re: /^(?:LOGANO)?(G124|G234|G334|GA124)(?:X|WS)?(?:[/-]?\d{1,2})?(?![0-9])/, type: BOILERS, series: 1, description: 'cast-iron atmospheric gas boiler (Logano)', evidence: 'pattern', source: 'Buderus Logano G124 / G234 / G334 atmospheric gas boiler installation instructions (titles)', example: 'G124/24' },
];

export const HEATING_INSTALLED_RULES: readonly NomenclatureRule[] = [
  shapeRule('htp.westinghouse', 'htp', ['Westinghouse'], 'W', null, WESTINGHOUSE_SHAPES),
  shapeRule('water-heater-other.hpwh', 'water_heater_other', ['Westinghouse', 'Giant', 'HTP'], 'H', null, HPWH_SHAPES),
  shapeRule('water-heater-other.giant', 'water_heater_other', ['Giant', 'Best Canadian'], 'UG', /^GIANT/, GIANT_SHAPES),
  shapeRule('aosmith.john-wood', 'aosmith', ['John Wood', 'GSW'], 'JPG', /^JOHNWOOD/, JOHN_WOOD_SHAPES),
  shapeRule('aosmith.american-1f2f', 'aosmith', ['American', 'U.S. Craftmaster', 'Whirlpool'], 'ABCDEFGHPRSTU', null, AMERICAN_SHAPES),
  shapeRule('aosmith.older-lines', 'aosmith', ['A. O. Smith'], 'FGPEPD', null, AOSMITH_OLDER_SHAPES),
  shapeRule('bradford-white.everhot', 'bradford_white', ['Bradford White'], 'T', /^BRADFORDWHITE/, BRADFORD_WHITE_SHAPES),
  shapeRule('rheem.installed-tanks', 'rheem', ['Rheem', 'Ruud', 'Richmond', 'Marathon'], 'CM24ER', /^(?:RHEEM|RUUD|MARATHON)/, RHEEM_SHAPES),
  shapeRule('bosch.aquastar-therm', 'bosch', ['Bosch'], 'A1235GTP', /^BOSCH/, BOSCH_SHAPES),
  shapeRule('water-heater-other.ecosmart', 'water_heater_other', ['EcoSmart'], 'E', /^ECOSMART/, ECOSMART_SHAPES),
  shapeRule('stiebel-eltron.dhc-accelera', 'stiebel_eltron', ['Stiebel Eltron'], 'DSA', null, STIEBEL_SHAPES),
  shapeRule('water-heater-other.small-tankless', 'water_heater_other', ['Seisco', 'Titan', 'Eccotemp', 'Marey'], 'RSNLFICE4G', null, SMALL_TANKLESS_SHAPES),
  shapeRule('carrier.boilers', 'carrier', ['Carrier', 'Bryant'], 'B', null, BOILER_LIST_SHAPES.carrier!),
  shapeRule('lennox.boilers', 'lennox', ['Lennox'], 'GC', null, BOILER_LIST_SHAPES.lennox!),
  shapeRule('ibc.boilers', 'boiler_other', ['IBC Technologies'], 'DHSVE', /^IBC/, BOILER_LIST_SHAPES.ibc!),
  shapeRule('new-yorker.boilers', 'boiler_other', ['New Yorker'], 'CGF', /^NEWYORKER/, BOILER_LIST_SHAPES.newYorker!),
  shapeRule('velocity.boilers', 'crown', ['Velocity Boiler Works'], 'PRS', null, BOILER_LIST_SHAPES.velocity!),
  shapeRule('williamson.boilers', 'weil_mclain', ['Williamson-Thermoflo'], 'GO', null, BOILER_LIST_SHAPES.williamson!),
  shapeRule('ecr.olsen', 'ecr', ['Olsen', 'Pennco Boilers'], 'O', null, BOILER_LIST_SHAPES.ecrListed!),
  shapeRule('crown.installed', 'crown', ['Crown Boiler'], 'ABCKTPJ', /^CROWN(?:BOILER)?/, CROWN_SHAPES),
  shapeRule('slant-fin.installed', 'slant_fin', ['Slant/Fin'], 'GSX', /^SLANT-?\/?FIN/, SLANT_FIN_SHAPES),
  shapeRule('ecr.dunkirk-installed', 'ecr', ['Dunkirk'], 'P', /^DUNKIRK/, DUNKIRK_SHAPES),
  shapeRule('burnham.v9-v11', 'burnham', ['Burnham'], 'VABCDEFGHIJKLMNOPQRSTUWXYZ', null, BURNHAM_V_SHAPES),
  shapeRule('viessmann.installed', 'viessmann', ['Viessmann'], 'VBA', null, VIESSMANN_SHAPES),
  shapeRule('buderus.installed', 'buderus', ['Buderus'], 'GL', null, BUDERUS_SHAPES),
  shapeRule('raypak.boilers', 'boiler_other', ['Raypak'], 'H', /^RAYPAK/, BOILER_LIST_SHAPES.raypak!),
];
