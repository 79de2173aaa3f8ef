// North-American boiler lines as owners write them: the product line's name or letters, with or without
// the size ("CGa series 2", "GV90+", "Mascot FT 140", "Knight WHN085", "Prestige Excellence", "G115/4",
// "Vitodens B2HE-19"), and the full model numbers of lines no other module reads (Laars Mascot FT / LX,
// Mighty Therm, Lochinvar Knight wall-mount and Knight XL). Type from the line; the input only where the
// maker's ratings table prints the size as the input; sections, firing rates and kW sizes are not read.
// Brand required (short letter shapes), the brand's own word may lead ("Laars Mascot 150").
import type { EquipmentType } from '../../catalog/equipment-types';
import { ES_BOILERS_SOURCE } from './weil-mclain-burnham';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from '../types';

interface OwnerLine {
  /** Anchored; after the line the tail may hold a size (group `size`), option letters, blocks and "SERIES n". */
  key: RegExp;
  series: string;
  type?: EquipmentType;
  description: string;
  fuel?: DecodedFields['fuel'];
  efficiency_tier?: string;
  /** Sizes the maker's ratings table prints as the maximum input (MBH = kBtu/h). */
  inputSizes?: readonly number[];
  /** A product name ("Lynx", "Noble"): the model's own letters may follow it ("LYNX LX-150", "NOBLE NKB110"). */
  name?: true;
  evidence: EvidenceTag;
  source: string;
}

// Tail after a line name: an optional size (1–4 digits), option letters (one digit may sit among them), up to three dash blocks, a
// "SERIES n" generation word, and the ENERGY STAR list's gas placeholders "(N,P)****".
const TAIL = /^-?(?<size>\d{1,4})?(?:[A-Z]{0,5}\d?[A-Z]{0,4})(?:-[A-Z0-9.]{1,8}){0,3}(?:-?SERIES-?\d{1,2})?(?:\(N,[PL]\))?\**$/;

/**
 * firstChars undefined: the rule is tried after the family's own first-character rules and after its generic
 * ones listed earlier (Weil-McLain §11.2, Burnham §11.3), so a model those read keeps their reading.
 */
function ownerLineRule(id: string, family: NomenclatureFamily, brands: readonly string[], brandWord: RegExp, firstChars: string | undefined, lines: readonly OwnerLine[]): NomenclatureRule {
  const rule: NomenclatureRule = {
    id,
    family,
    brands,
    unambiguousWithoutBrand: false,
    decode(model, brand) {
      if (brand === '') return null;
      const word = brandWord.exec(model);
      const rest = word === null ? model : model.slice(word[0].length);
      if (rest.length === 0) return null;
      for (const line of lines) {
        const m = line.key.exec(rest);
        if (m === null) continue;
        const after = rest.slice(m[0].length);
        let tail = TAIL.exec(after);
        // After a product name, up to five of the model's own letters ("LYNX" + "LX-150").
        for (let k = 1; tail === null && line.name === true && k <= 5 && k <= after.length; k += 1) {
          const c = after.charCodeAt(k - 1);
          if (c < 65 || c > 90) break;
          tail = TAIL.exec(after.slice(k));
        }
        if (tail === null) continue;
        const sizeText = tail.groups?.size;
        const size = sizeText === undefined ? NaN : Number(sizeText);
        const input = line.inputSizes !== undefined && line.inputSizes.includes(size) ? size : undefined;
        // A line with printed sizes rejects a size off the table (a typo or another maker's number).
        if (line.inputSizes !== undefined && sizeText !== undefined && input === undefined) return null;
        const d = decodeOf(family, pickBrand(brands, brand), model, {
          type: line.type ?? 'boilers',
          series: line.series,
          fields: { heating_input_kbtuh: input, fuel: line.fuel, efficiency_tier: line.efficiency_tier },
          description: line.description,
          evidence: line.evidence,
          rule: `${brands[0] ?? ''} ${line.series} as owners write it (line, optional size): ${input === undefined ? 'type' : 'type and input'}`,
          source: line.source,
        });
        // The line name alone, no size written: a series name, not a model number (series/name-field.ts, issue 18).
        return sizeText === undefined ? Object.assign(d, { seriesOnly: true as const, seriesName: true as const }) : d;
      }
      return null;
    },
  };
  if (firstChars !== undefined) rule.firstChars = firstChars;
  return rule;
}

// ── Weil-McLain ──────────────────────────────────────────────────────────────────────────────────────
const WM_BRANDS = ['Weil-McLain'] as const;
const WM_CAST_SOURCE =
  'Weil-McLain boiler manual titles: EG & PEG Series 5 / EGH 550-142-782 (manuzoid.com "Weil-McLain EG 35"), GOLD CGt user\'s information manual, LGB gas-fired boiler manual, P-SGO / WGO / WTGO specification ("P/B/A W/WT/S GO-"; xtant.usermanuals.us), WTGO Series 3 manual 550-141-825 (fdocuments.net/document/wtgo-boiler-manual.html)';
const WM_CONDENSING_SOURCE =
  `Weil-McLain GV90+ Series 2 boiler manual 550-142-783 (scribd.com/document/729212143/Gv90-Manual), GOLD GV Series 3 manual 550-141-850, Ultra vent supplement "Ultra-80, -105, -155, -230 & -310"; ${ES_BOILERS_SOURCE} (Model Names ECO, ECO Tec, Evergreen, AquaBalance, Ultra Oil, SVF)`;
const WM_LINES: readonly OwnerLine[] = [
  { key: /^(?:GOLD(?:PLUS)?)?(?:P-?|B-?|A-?)?(?:WTGO|WGO|GO(?=-?[3-7](?![0-9])))/, series: 'WGO / WTGO', description: 'cast-iron oil-fired hot-water boiler', fuel: 'oil', evidence: 'pattern', source: WM_CAST_SOURCE },
  { key: /^(?:GOLD)?(?:P-?|B-?|A-?)?SGO/, series: 'SGO', description: 'cast-iron oil-fired steam boiler', fuel: 'oil', evidence: 'pattern', source: WM_CAST_SOURCE },
  { key: /^(?:GOLD)?(?:CGA|CGI|CGS|CGX|CGT|CGM|EGH|EG|PEG|PFG|LGB)(?![A-RT-Z]|S(?!ERIES))/, series: 'cast-iron gas', description: 'cast-iron gas-fired boiler', evidence: 'pattern', source: WM_CAST_SOURCE },
  { key: /^(?:GOLD)?GV(?:90\+?)?(?![A-RT-Z]|S(?!ERIES))/, series: 'GV90+', description: 'gas-fired water boiler (GV90+ / Gold GV)', evidence: 'pattern', source: WM_CONDENSING_SOURCE },
  { key: /^(?:ULTRAOIL|UO)(?![A-RT-Z]|S(?!ERIES))/, series: 'Ultra Oil', description: 'condensing oil-fired boiler', fuel: 'oil', evidence: 'pattern', source: WM_CONDENSING_SOURCE },
  // A line name may be followed by the model's own letters ("Evergreen EVG 110").
  { key: /^(?:ULTRA|WM97\+?|EVERGREEN|EVG|ECOTEC|ECO|AQUABALANCE|SLIMFIT|SVF)(?![A-RT-Z]|S(?!ERIES))/, series: 'condensing gas', description: 'gas-fired condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: WM_CONDENSING_SOURCE },
  { key: /^EVERGREEN(?=EVG)/, series: 'condensing gas', description: 'gas-fired condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: WM_CONDENSING_SOURCE },
];
const WM_WORD = /^WEIL-?MCLAIN/;

// ── Burnham (U.S. Boiler) ────────────────────────────────────────────────────────────────────────────
const BURNHAM_BRANDS = ['Burnham'] as const;
const BURNHAM_SOURCE =
  'Burnham Series 2 (model B) gas boiler instructions 81417032 (models 202 … 210; somanuals.com/html/20/Burnham-SERIES-2-User-Manual.html), Series 2PV instructions 8141775, Independence and V8 / V9 manuals (boilers-more.ts)';
export const BURNHAM_SERIES3_SOURCE =
  'Burnham installation, operating and service instructions for Series 3 gas-fired boiler 103796-03 ("Boiler Model Number 30__B"; vdocuments.site/installation-operating-and-service-instructions-series-3-io-manualpdf-3-congratulations.html); U.S. Boiler Company / CPSC recall of March 14, 2024 ("U.S. Boiler Series 3 models 303 … 309, with or without -N or -P suffix"; cpsc.gov/Recalls/2024/US-Boiler-Company-Recalls-Gas-Fired-Hot-Water-Residential-Boilers-Due-to-Carbon-Monoxide-Poisoning-Hazard)';
const BURNHAM_LINES: readonly OwnerLine[] = [
  // The Series 2 sizes 202 … 210 written with the packaged letter or the series word first ("P-208-W", "SERIES2 205").
  { key: /^(?:SERIES-?2-?|P-?)(?=2(?:0[2-9]|10)(?![0-9]))/, series: 'Series 2', description: 'cast-iron gas-fired boiler (Series 2 sizes 202–210)', evidence: 'pattern', source: BURNHAM_SOURCE },
  { key: /^SERIES-?2(?:PV)?(?![0-9])/, series: 'Series 2', description: 'cast-iron gas-fired boiler', evidence: 'pattern', source: BURNHAM_SOURCE },
  // Series 3: rating-label model "30__B" (303 … 309; the U.S. Boiler recall of March 2024 lists "Series 3 models 303, 304, 305,
  // 306, 307, 308, 309 (with or without -N or -P suffix)"), written bare or after the series word.
  { key: /^(?:SERIES-?3-?)?(?=30[3-9](?![0-9]))/, series: 'Series 3', description: 'cast-iron gas-fired boiler (Series 3 sizes 303–309)', evidence: 'pattern', source: BURNHAM_SERIES3_SOURCE },
  { key: /^(?:P?V[789]H?)(?=$|-?SERIES)/, series: 'V7 / V8 / V9', description: 'cast-iron oil-fired boiler', evidence: 'pattern', source: BURNHAM_SOURCE },
  { key: /^(?:INDEPENDENCE|MEGASTEAM|MST)/, series: 'Independence / MegaSteam', description: 'cast-iron steam boiler', name: true, evidence: 'pattern', source: `${BURNHAM_SOURCE}; ${ES_BOILERS_SOURCE}` },
  { key: /^(?:ALPINE|ASPEN|K2|MPO-?(?:IQ)?|REVOLUTION|RSA|ES2|ESC)/, series: 'Burnham line', description: 'boiler', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Model Names Alpine, Aspen, K2, MPO-IQ); Burnham Revolution / RSA manuals (heating-long-tail.ts)` },
];
const BURNHAM_WORD = /^(?:BURNHAM|USBOILER)/;

// ── Peerless (PB Heat) ───────────────────────────────────────────────────────────────────────────────
const PEERLESS_BRANDS = ['Peerless'] as const;
const PEERLESS_LINES: readonly OwnerLine[] = [
  {
    key: /^ECT?(?=-?E?-?0[3-6])|^ECT?(?=$|-?SERIES)/,
    series: 'EC / ECT',
    description: 'cast-iron oil-fired boiler',
    fuel: 'oil',
    evidence: 'src',
    source: 'PB Heat Series EC/ECT Oil Boilers installation, operation & maintenance manual (models EC/ECT-03-075 … -06-300; somanuals.com/html/13/PB-Heat-Boiler-EC-Series-User-Manual.html)',
  },
  { key: /^(?:WB90|WBV)(?![A-RT-Z]|S(?!ERIES))/, series: 'WB90 / WBV', description: 'oil-fired boiler', fuel: 'oil', evidence: 'pattern', source: `PB Heat Series WB90 Oil Boilers IOM manual (fdocuments.in/document/series-wb90-pb-heat-peerless-boilers.html); ${ES_BOILERS_SOURCE}` },
  { key: /^(?:PUREFIRE|PFW?(?=-?\d))/, series: 'PureFire', description: 'gas-fired condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Model Name PureFire: PF-50 … PF-210, PFW-200)` },
  { key: /^PINNACLE/, series: 'Pinnacle', description: 'stainless-steel gas boiler', inputSizes: [80, 140, 199], efficiency_tier: 'fully modulating', name: true, evidence: 'src', source: 'Peerless Pinnacle IOM L0308220 ("PI 80 27 to 80 MBH Input … PI 140 … PI 199"; hammerwall.com)' },
  { key: /^(?:MIH|MI|PSC)(?=$|-?SERIES)/, series: 'MI / MIH / PSC', description: 'cast-iron gas-fired boiler', evidence: 'src', source: 'Peerless MI/MIH manual L0308189 and PSC manual (usermanual.wiki, manualmachine.com)' },
];
const PEERLESS_WORD = /^(?:PEERLESS|PBHEAT)/;

// ── Utica / Dunkirk (ECR International) ─────────────────────────────────────────────────────────────
const ECR_BRANDS = ['Utica', 'Dunkirk'] as const;
const ECR_LINES: readonly OwnerLine[] = [
  { key: /^PEG(?:-?C)?(?![A-RT-Z]|S(?!ERIES))/, series: 'PEG', description: 'cast-iron gas-fired boiler', evidence: 'src', source: 'Utica PEG-C gas fired boilers for heating / for steam heating installation manuals P/N 3741801 (docslib.org/doc/8738368, manualmachine.com)' },
  // TriFire and Excelsior are oil-fired only: "TRIFIRE OIL-FIRED CAST IRON HOT WATER BOILER, models TRB4075 … TRB7190" (Utica
  // P/N 240009350), "High Efficiency Oil Fired Hot Water Boiler DK4EXA075 … DK7EXA165" (Dunkirk Excelsior P/N 240007135).
  { key: /^(?:TRIFIRE|EXCELSIOR)/, series: 'ECR line', description: 'cast-iron oil-fired hot-water boiler', fuel: 'oil', name: true, evidence: 'src', source: 'Utica TriFire Series II installation manual P/N 240009350 (models TRB4075 … TRB7190, oil-fired cast iron hot water boiler); Dunkirk Excelsior EXB Series manual P/N 240007135 (high efficiency oil fired hot water boiler)' },
  { key: /^(?:TRIFIRE|EXCELSIOR)/, series: 'ECR line', description: 'boiler', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Utica TriFire TRB, Dunkirk Excelsior EXB)` },
  { key: /^(?:TRB|EXB|UCS|UBSSC|SSV|DKVLT|VX)(?![A-RT-Z]|S(?!ERIES))/, series: 'ECR line', description: 'boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Utica TriFire, UCS, UBSSC, SSV; Dunkirk Excelsior, DKVLT, VX)` },
];
const ECR_WORD = /^(?:UTICA(?:BOILERS)?|DUNKIRK)/;

// ── Laars / Bradford White Brute (the same boilers: Bradford White owns Laars) ─────────────────────
const LAARS_BRANDS = ['Laars', 'Bradford White'] as const;
const MASCOT_FT_SOURCE =
  'Laars Mascot FT installation and operation instructions 1342E ("Model MFTHW 80,000 … 199,000 BTU/hr"; manualmachine.com/laars/mfthw/8853712), 1318 (MFTCW 140,000 BTU/hr), 1320B (MFTCF 140,000 / 199,000 BTU/hr); ENERGY STAR Certified Boilers list (MFTHW080 … MFTCF199)';
const LAARS_LINES: readonly OwnerLine[] = [
  { key: /^(?:MASCOTFT|B?MFT(?:HW|CW|CF|C)?)/, series: 'Mascot FT', description: 'wall-mounted modulating gas condensing boiler', efficiency_tier: 'condensing', inputSizes: [80, 100, 120, 140, 199], name: true, evidence: 'src', source: MASCOT_FT_SOURCE },
  { key: /^(?:MASCOTLX|B?MLX(?:HW|CW)?|BLX(?:HW|CW)?)/, series: 'Mascot LX', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Laars Mascot LX MLXHW050 … MLXCW175; Bradford White Brute LX)` },
  { key: /^MASCOT(?:II)?/, series: 'Mascot', description: 'gas boiler', name: true, evidence: 'pattern', source: MASCOT_FT_SOURCE },
  { key: /^(?:NEOTHERM|NTH)/, series: 'NeoTherm', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Laars NeoTherm NTH080 … NTH285)` },
  {
    key: /^(?:MIGHTYTHERM2?|MT2H|HH-?PH|HH|PH)/,
    series: 'Mighty Therm',
    description: 'hydronic boiler',
    name: true, evidence: 'src',
    source: 'Laars Mighty Therm hydronic boilers Models HH and PH instructions 1049E / 1064E (pdfslide.net, scribd.com), Mighty Therm2 Model MT2H hydronic boiler / MT2V volume water heater instructions 1211C (vdocument.in)',
  },
  {
    key: /^(?:PENNANT)?PNCH/,
    series: 'Pennant',
    description: 'commercial hydronic boiler',
    inputSizes: [500, 750, 1000, 1250, 1500, 1750, 2000],
    name: true,
    evidence: 'pattern',
    source: 'Laars Pennant hydronic boiler Model PNCH / water heater Model PNCV instructions 1176F, "Sizes 500-2000" (manualmachine.com/laars/pnch1250/23956808); Pennant brochure "Available in 7 sizes from 500 to 2000 MBTU/h" (manualmachine.com/laars/pennant/8853540)',
  },
  {
    key: /^(?:PENNANT)?PNCV/,
    series: 'Pennant',
    type: 'water heaters',
    description: 'commercial gas water heater',
    inputSizes: [500, 750, 1000, 1250, 1500, 1750, 2000],
    name: true,
    evidence: 'pattern',
    source: 'Laars Pennant hydronic boiler Model PNCH / water heater Model PNCV instructions 1176F, "Sizes 500-2000"; Pennant brochure "7 sizes from 500 to 2000 MBTU/h"',
  },
  {
    key: /^(?:MINI-?THERM(?:II)?)?JV[HSIP]?(?![A-RT-Z]|S(?!ERIES))/,
    series: 'Mini-Therm',
    description: 'residential gas-fired hydronic boiler',
    evidence: 'src',
    source: 'Laars Mini-Therm residential gas-fired hydronic boilers Models JVH, JVS instructions 1254D (manuzoid.com "Laars JVS160P"); Mini-Therm JVi / JVP instructions (JV-100 in the flow example; manualmachine.com/laars/minithermjvijvp/22660988)',
  },
  {
    // IW: the third model of document 2040D "Mighty Therm Volume Water Heaters Models VW, PW and IW, Sizes 500-1825".
    key: /^(?:MT2V|VW-?PW|VW|IW(?=-?\d{3,4}$))(?![A-RT-Z]|S(?!ERIES))/,
    series: 'Mighty Therm volume water heater',
    type: 'water heaters',
    description: 'gas volume water heater',
    evidence: 'src',
    source: 'Laars Mighty Therm volume water heaters Model VW-PW instructions 2051F (vdocuments.mx), Mighty Therm Volume Water Heaters Models VW, PW and IW Sizes 500-1825 instructions 2040D (studylib.net/doc/18782398/mighty-therm), Mighty Therm2 MT2V instructions 1211C',
  },
];
const LAARS_WORD = /^(?:LAARS|BRADFORDWHITE|BRUTE)/;

// ── Lochinvar (A. O. Smith group) ──────────────────────────────────────────────────────────────────
const LOCHINVAR_BRANDS = ['Lochinvar'] as const;
const KNIGHT_SOURCE =
  'Lochinvar Knight wall mount boiler installation & operation manual WB-I-O, ratings table (WHN055 … WHN399: input MBH max 55 … 399; "Change N to L for L.P. gas models"; manualshive.com/ru/manual/lochinvar/knight-whn055/1932650)';
// The later Knight Wall Hung Fire Tube boilers keep the WHN / WHL letters with their own sizes (I&O manual "Models: 56 -
// 400", "WH56 … WH86 - 286" in its operating section; the Health Canada recall RA-72879 lists WHN056, WHN086, WHN111, WHN156,
// WHN200, WHN286 as condensing gas boilers): the sizes the recall and the operating section print, 056 … 286 (a 400 is in
// the title only, so WHN400 stays unread). Ratings table not in reach: type and tier only. Listed before the wall-mount
// line, whose printed sizes reject these.
const KNIGHT_FIRE_TUBE_SOURCE =
  'Lochinvar Knight Wall Hung Fire Tube boiler installation & operation manual "Models: 56 - 400" (records.aspen.gov/WebLink/DocView.aspx?dbid=0&id=2011719&repo=LFRecords), operating section "WH56 models … WH86 - 286 models" (manualshive.com/en/manual/knight/wh-286/1980245?page=69); Health Canada recall RA-72879 model list (csagroup.org/recall/certain-lochinvar-condensing-gas-boilers-and-condensing-gas-combi-boilers-recalled-due-to-risk-of-carbon-monoxide-poisoning/)';
const LOCHINVAR_LINES: readonly OwnerLine[] = [
  { key: /^(?:KNIGHT)?WH[NL](?=(?:056|086|111|156|200|286)(?![0-9]))/, series: 'Knight wall hung fire tube', description: 'wall-hung gas condensing boiler (fire tube)', efficiency_tier: 'condensing', evidence: 'pattern', source: KNIGHT_FIRE_TUBE_SOURCE },
  { key: /^(?:KNIGHT)?WH[NL](?=\d{3})/, series: 'Knight wall mount', description: 'wall-mount gas condensing boiler', efficiency_tier: 'condensing', inputSizes: [55, 85, 110, 155, 199, 285, 399], evidence: 'src', source: KNIGHT_SOURCE },
  { key: /^(?:KNIGHT)?WB[NL](?=\d{3})/, series: 'Knight wall mount', description: 'wall-mount gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: KNIGHT_SOURCE },
  { key: /^(?:KNIGHT(?:XL)?|NOBLE|CREST|EPIC|EVOKE|SOLUTION)/, series: 'Lochinvar boiler line', description: 'boiler', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Lochinvar Model Names Knight, Knight XL, Noble, Crest, EPIC)` },
];
const LOCHINVAR_WORD = /^LOCHINVAR/;

// ── Smaller makers: Triangle Tube, HTP, NTI, Crown, Slant/Fin ─────────────────────────────────────
const TT_LINES: readonly OwnerLine[] = [
  { key: /^(?:PRESTIGE|EXCELLENCE|CHALLENGER|INSTINCT)|^PRESTIGE(?:SOLO|EXCELLENCE)/, series: 'Prestige / Challenger / Instinct', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Triangle Tube Prestige SOLO / EXCELLENCE, Challenger CC, Instinct)` },
];
const HTP_LINES: readonly OwnerLine[] = [
  { key: /^MUNCHKIN(?:CONTENDER)?|^T?(?=(?:50|80|140|199|399|500|800)M(?![A-Z0-9]))/, series: 'Munchkin', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'src', source: 'Heat Transfer Products Munchkin high efficiency heater manual ("Munchkin T50M, 140M, 199M, T80M, 80M"; manualmachine.com/munchkin/199m/22560171)' },
  { key: /^(?:ELITE(?:FT|ULTRA|PREMIER|XL)?|EFTC|MODCON(?!-?\d{3,4}-?VWH)|UFTC?)/, series: 'Elite / ModCon / UFT', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `HTP Elite Fire Tube Combi EFTC-140W / 199W manual LP-520 (studylib.net/doc/18450703); ${ES_BOILERS_SOURCE} (Elite Fire Tube, Elite Premier, UFT)` },
];
const NTI_LINES: readonly OwnerLine[] = [
  { key: /^TRINITY(?:TI|TFT|LX|TX)?|^TI(?=\d{2,3}(?![0-9]))|^(?:TRITONEX|VMAX)/, series: 'Trinity / Tritonex / Vmax', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (NTI Model Names Trinity, TRITONEX, Vmax)` },
];
const CROWN_LINES: readonly OwnerLine[] = [
  { key: /^(?:FREEPORT(?:II)?|PHANTOM(?:II)?|TOBAGO2?)/, series: 'Freeport / Phantom / Tobago', description: 'gas condensing boiler', efficiency_tier: 'condensing', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Crown Boiler Freeport II FWZ, Phantom PHNTM, Tobago TWB / TWD)` },
];
const SLANT_FIN_LINES: readonly OwnerLine[] = [
  { key: /^(?:LYNX|INTREPID|EUTECTIC|VICTORY|SENTRY|GALAXY|BANTAM|LIBERTY|CHIEF|TRDV|VGH)/, series: 'Slant/Fin line', description: 'boiler', name: true, evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Slant/Fin LYNX, Intrepid TRDV, Eutectic EC, VGH, CHS); Slant/Fin Eutectic EC-10DV user's information manual` },
];

// ── Buderus (North America) and Viessmann type codes ───────────────────────────────────────────────
const BUDERUS_LINES: readonly OwnerLine[] = [
  { key: /^(?:LOGANO)?(?:G115(?:WS)?|G215|GA124)(?:\/\d)?/, series: 'Logano', description: 'cast-iron boiler', evidence: 'pattern', source: `${ES_BOILERS_SOURCE} (Buderus G115WS/3 … /5, G215/3 … /6)` },
  { key: /^(?:LOGAMAXPLUS)?GB1[46]2(?=$|-?SERIES)/, series: 'Logamax plus', description: 'wall-hung gas condensing boiler', efficiency_tier: 'condensing', evidence: 'src', source: 'Buderus Logamax plus GB142 installation instructions 7215 0200 (buderus.ts); ENERGY STAR list GB162' },
];
// Vitodens type codes B + 1 (100-W) / 2 (200-W, 222-F) + H heat-only / K combi / T with tank + generation letter.
const VIESSMANN_LINES: readonly OwnerLine[] = [
  { key: /^(?:VITODENS(?:\d{3})?-?[WF]?)?-?(?!B1HA|B1KA|B2HA)B[12][HKT][A-F](?![A-RT-Z]|S(?!ERIES))/, series: 'Vitodens', description: 'wall-mounted gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: `Viessmann Vitodens technical data manuals 5784 566-07 (B1HA / B1KA), 5683 717-08 (B2HA); ${ES_BOILERS_SOURCE} (B2HB, B2TB)` },
  { key: /^VITODENS(?:\d{3})?(?:-?[WF])?$/, series: 'Vitodens', description: 'wall-mounted gas condensing boiler', efficiency_tier: 'condensing', evidence: 'pattern', source: 'Viessmann Vitodens technical data manuals 5784 566-07, 5683 717-08' },
];

export const BOILERS_OWNER_RULES: readonly NomenclatureRule[] = [
  ownerLineRule('weil-mclain.owner-lines', 'weil_mclain', WM_BRANDS, WM_WORD, undefined, WM_LINES),
  ownerLineRule('burnham.owner-lines', 'burnham', BURNHAM_BRANDS, BURNHAM_WORD, undefined, BURNHAM_LINES),
  ownerLineRule('peerless.owner-lines', 'peerless', PEERLESS_BRANDS, PEERLESS_WORD, 'PEWM', PEERLESS_LINES),
  ownerLineRule('ecr.owner-lines', 'ecr', ECR_BRANDS, ECR_WORD, 'UDPTESV', ECR_LINES),
  ownerLineRule('bradford-white.laars-lines', 'bradford_white', LAARS_BRANDS, LAARS_WORD, 'LBMNHPVJI', LAARS_LINES),
  ownerLineRule('aosmith.lochinvar-lines', 'aosmith', LOCHINVAR_BRANDS, LOCHINVAR_WORD, 'LWKNCESP', LOCHINVAR_LINES),
  ownerLineRule('triangle-tube.owner-lines', 'triangle_tube', ['Triangle Tube'], /^TRIANGLETUBE/, 'TPECI', TT_LINES),
  ownerLineRule('htp.owner-lines', 'htp', ['HTP'], /^HTP/, 'HMTEU12345678', HTP_LINES),
  ownerLineRule('nti.owner-lines', 'nti', ['NTI'], /^NTI/, 'NTV', NTI_LINES),
  ownerLineRule('crown.owner-lines', 'crown', ['Crown Boiler'], /^CROWN(?:BOILER)?/, 'CFPT', CROWN_LINES),
  ownerLineRule('slant-fin.owner-lines', 'slant_fin', ['Slant/Fin'], /^SLANT-?\/?FIN/, 'SLIEVGBCT', SLANT_FIN_LINES),
  ownerLineRule('buderus.owner-lines', 'buderus', ['Buderus'], /^BUDERUS/, 'BLG', BUDERUS_LINES),
  ownerLineRule('viessmann.owner-lines', 'viessmann', ['Viessmann'], /^VIESSMANN/, 'VB', VIESSMANN_LINES),
];
