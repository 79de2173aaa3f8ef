// European wall-hung gas boilers named by product line (not in RULES.md): Worcester Bosch Greenstar, Bosch
// Condens / Gaz, Baxi, Ideal, Remeha, Wolf, Intergas. Brand required; type `boilers`. The number after the line
// is a size (kW) that is the hot-water output on a combination boiler, so it is read only where the maker's
// key says it is the heating output (Wolf: CGB-2-14 = 14 kW).
import type { DecodedFields, NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

interface Line {
  id: string;
  family: NomenclatureFamily;
  brands: readonly string[];
  firstChars: string;
  re: RegExp;
  source: string;
  /** Fields from the match; null rejects it. */
  read?: (m: RegExpExecArray) => DecodedFields | null;
  /** A match of these series is a heat pump, not a boiler. */
  heatPump?: RegExp;
}

const LINES: readonly Line[] = [
  {
    id: 'worcester.greenstar',
    family: 'worcester_bosch',
    brands: ['Worcester Bosch'],
    firstChars: 'GJ123456789',
    // "Greenstar 30i", "Greenstar 8000 Life 35kW", "Greenstar 29CDi Classic", "24i Junior", "25Si", "Greenstar Highflow 440 CDi";
    // the junior line name written before its size ("Junior 28i", boil32 gap scan; the manuals print "24i / 28i junior")
    re: /^(?:WORCESTER)?(?:GREENSTAR[A-Z0-9 .-]*|(?:1[2-9]|[2-4]\d)(?:CDI|SI|RI|I|R)(?:COMPACT|CLASSIC|JUNIOR|SYSTEM|COMBI|ERP|CONVENTIONAL)*[A-Z0-9 .-]*|JUNIOR-?(?:24|28)I)$/,
    source: 'Worcester Bosch Greenstar installation and servicing instructions (Greenstar i / Si / Ri / CDi Classic / 8000 Life gas-fired condensing combination and system boilers); Worcester "24i / 28i junior" wall mounted combination boilers installation and servicing instructions (GC 47 311 69 / 70), https://vdocument.in/24i-28i-junior-worcester-bosch.html',
  },
  {
    id: 'bosch.condens-boilers',
    family: 'bosch',
    brands: ['Bosch', 'Worcester Bosch'],
    firstChars: 'GC',
    // Bosch Condens GC7000iW 24 C (also written "Condens GC7000iW 24 C"), GC9000iW 30 E, GC2300iW 24/30 C, GC1200W; Condens 2500 W; Gaz 6000 W
    re: /^(?:(?:BOSCH)?CONDENS(\d{4})I?W[A-Z0-9 /-]*|(?:CONDENS)?GC(\d{4})I?W[A-Z0-9 /-]*|GAZ(\d{4})W[A-Z0-9 /-]*)$/,
    source: 'Bosch Condens GC7000iW / GC9000iW installation and maintenance instructions (wall-hung gas condensing boilers, C = combi, P/E = system)',
  },
  {
    id: 'baxi.boilers',
    family: 'baxi',
    brands: ['Baxi'],
    firstChars: 'BDEPLNAMSCH12468',
    // "Baxi 600 Combi 24", "424 Combi 2", "430 Combi LPG 2" (boil32 gap scan), "Duo-tec 28 Combi", "EcoBlue Advance 30 Combi", "Platinum 28 HE", "Luna 3 Comfort", "Main Eco Elite"
    re: /^(?:BAXI)?(?:(?:DUO-?TEC|ECOBLUE|PLATINUM|PRIME|LUNA|NUVOLA|ASSURE|MAINECO|MAINCOMBI|SOLO|BERMUDA|MEGAFLO(?:ECO)?|COMBI|SYSTEM|HEAT)(?:\d{1,3}|[A-Z]|[ +.-])*|(?:100|200|224|228|400|600|800)(?:COMBI|SYSTEM|HEAT|\+)[A-Z0-9 .-]*|(?:424|430)COMBI(?:LPG)?2?)$/,
    source: 'Baxi installation and service manuals (Duo-tec, EcoBlue, Platinum, Luna, 400/600/800 series combination, system and heat-only boilers); Baxi UK user guide "424 Combi 2 – 430 Combi 2, 424 Combi LPG 2 – 430 Combi LPG 2" (high-efficiency wall-hung condensing gas boiler), https://manualspro.net/150840-baxi-424-combi-2-high-efficiency-wall-hung-condensing-gas-boiler-user-guide',
  },
  {
    id: 'ideal.boilers',
    family: 'ideal',
    brands: ['Ideal'],
    firstChars: 'LVIEHCM',
    // "Logic Combi C30", "Logic+ Combi2 C35", "Logic Max Heat H24", "Vogue Max C32", "Isar HE30", "Icos System HE15", "Independent C30", "Exalto"
    re: /^(?:IDEAL)?(?:LOGIC\+?|VOGUE|ISAR|ICOS|IMAX|EVOMAX|ESPRIT|INDEPENDENT|EXALTO|MEXICO|ISTOR|INSTINCT|CLASSIC)(?:MAX|PLUS|COMBI\d?|SYSTEM\d?|HEAT\d?|ESP1|HE|C|H|S|\d{1,3}|[ +.-])*$/,
    source: 'Ideal Boilers installation and servicing manuals (Logic Combi / System / Heat, Logic Max, Vogue, Isar HE, Icos HE, Independent)',
  },
  {
    id: 'remeha.boilers',
    family: 'remeha',
    brands: ['Remeha'],
    firstChars: 'CQATGE',
    // "Calenta 28c", "Calenta Ace 35c", "Avanta 28c", "Tzerra Ace 28", "Quinta Pro 65", "Gas 210 ECO PRO", "eLga Ace"
    re: /^(?:REMEHA)?(?:CALENTA|QUINTA|AVANTA|TZERRA|GAS(?:210|220|310|350)|ELGA)(?:ACE|PRO|ECO|PLUS|MATCH|SOLO|\d{1,3}[A-Z]{0,2}|[ +.-])*$/,
    heatPump: /^(?:REMEHA)?ELGA/,
    source: 'Remeha installation and service manuals (Calenta / Avanta / Tzerra / Quinta Pro gas condensing boilers; Gas 210 / 220 / 310 floor-standing boilers; Elga hybrid heat pump)',
  },
  {
    id: 'wolf.boilers',
    family: 'wolf',
    brands: ['Wolf'],
    firstChars: 'CFTMB',
    // Wolf condensing boilers CGB-2-14, CGB-K-20, CGB-2K-24, FGB-28, FGB-K-35, TGB-2-20, CGW-2-20, CGS-2-14, MGK-2-130,
    // COB-20 oil; heat pumps BWL-1S(B)-07, CHA-07/400V monobloc, BWS-1-10 (brine)
    re: /^(CGB|CGW|CGS|CGU|CGG|FGB|TGB|MGK|COB|CUB|BWL|BWS|CHA)(?:-?(?:\d|\dK|K|\dS|\dSB|\d?[A-Z]{1,2}))*-(\d{2,3})[A-Z0-9/ .-]*$/,
    read: (m) => {
      const kw = Number(m[2]);
      return kw >= 3 && kw <= 300 ? { heating_capacity_kw: kw } : null;
    },
    heatPump: /^(BWL|BWS|CHA)/,
    source: 'Wolf installation instructions CGB-2 (14/20/24 kW), CGB-K, FGB, TGB-2, MGK-2 gas condensing boilers and BWL-1S / CHA heat pumps: model name = series - generation - nominal heat output kW',
  },
  {
    id: 'wolf.cha-written-short',
    family: 'wolf',
    brands: ['Wolf'],
    firstChars: 'C',
    // The CHA air/water heat pumps as owners write them, without the hyphen before the size or with a one-digit 7
    // ("CHA07", "CHA 7", "CHA10", "CHA-Monoblock 07", "CHA 20/24"): type only, the size is not read as kW here.
    re: /^CHA-?(?:MONOBLOCK-?)?(?:07|7|10|20\/24)(?:-?\/?400-?V)?$/,
    heatPump: /^CHA/,
    source:
      'Wolf Betriebsanleitung für die Fachkraft "Monoblock-Luft/Wasser-Wärmepumpe CHA-07 / 400 V, CHA-10 / 400 V" 3066072 (05/2022), https://de.scribd.com/document/701091401/CHA-Monoblock-Luft-Wasser-Waermepumpe-Betriebsanleitung-fuer-die-Fachkraft-05-2022; Wolf CHA-20/24-400V-M2 CS-D2 Montage- und Betriebsanleitung 4802084 (01/2024), https://manualslib.de/manual/1385200/Wolf-Cha-20-24-400V-M2-Cs-D2.html',
  },
  {
    id: 'wolf.boiler-series',
    family: 'wolf',
    brands: ['Wolf'],
    firstChars: 'CFTM',
    // The series as owners write it, without the kW size: "CGW-2", "CGB-2", "CGB-K", "FGB-K", "TGB-2", "MGK-2" (type only)
    re: /^(CGB|CGW|CGS|CGU|CGG|FGB|TGB|MGK)-(?:\d|K|\dK|\dS)$/,
    source: 'Wolf installation instructions CGB-2, CGB-K, CGW-2, FGB, TGB-2, MGK-2 gas condensing boilers: model name = series - generation - nominal heat output kW (series read without the size)',
  },
  {
    id: 'viessmann.other-boilers',
    family: 'viessmann',
    brands: ['Viessmann'],
    firstChars: 'V',
    // Viessmann boilers other than Vitodens (boilers/viessmann.ts): Vitopend 100-W, Vitocrossal 300, Vitola 200, Vitoladens 300-C,
    // Vitoplus 300, Vitorondens 200-T, Vitogas 100-F, Vitocell is a tank (not read)
    re: /^VITO(?:PEND|CROSSAL|LADENS|LA|PLUS|RONDENS|GAS|PLEX|MAX)-?(\d{3})(?:-?[A-Z]{1,2})?[A-Z0-9 .,/-]*$/,
    source: 'Viessmann technical data manuals (Vitopend 100-W, Vitocrossal 300, Vitola 200, Vitoladens 300-C, Vitorondens 200-T, Vitogas 100-F boilers)',
  },
  {
    id: 'intergas.boilers',
    family: 'intergas',
    brands: ['Intergas'],
    firstChars: 'HKXCEPR',
    // "Kombi Kompakt HRE 36/30", "HRE 28/24", "HR 30", "Xtreme 36", "Xclusive 30", "Combi Compact ECO RF 36", "Prestige CW6"
    re: /^(?:INTERGAS)?(?:KOMBIKOMPAKT|COMBICOMPACT|XTREME|XCLUSIVE|ECOPACE|PRESTIGE|RAPID|HRE|HRC|HR)(?:HRE|ECO|RF|SOLO|SYSTEM|CW\d|\d{1,3}(?:\/\d{1,3})?[A-Z]?|[ +.-])*$/,
    source: 'Intergas installation instructions (Kombi Kompakt HRE 24/18 … 36/30, HR, Xtreme, Xclusive combination and heat-only boilers)',
  },
];

function ruleOf(line: Line): NomenclatureRule {
  return {
    id: line.id,
    family: line.family,
    brands: line.brands,
    unambiguousWithoutBrand: false,
    firstChars: line.firstChars,
    decode(model, brand) {
      if (!line.firstChars.includes(model[0] ?? '')) return null;
      const m = line.re.exec(model);
      if (!m) return null;
      const fields = line.read ? line.read(m) : {};
      if (fields === null) return null;
      const heatPump = line.heatPump?.test(model) === true;
      const ground = heatPump && /^BWS/.test(model);
      return decodeOf(line.family, pickBrand(line.brands, brand), model, {
        type: ground ? 'geothermal heat pumps' : heatPump ? 'heat pumps' : 'boilers',
        series: model.replace(/[\d/ .+-]+.*$/, '') || model,
        fields,
        description: heatPump ? 'heat pump' : 'gas boiler',
        evidence: 'unconfirmed',
        rule: `European boiler lines (not in RULES.md): ${line.id} by product line`,
        source: line.source,
      });
    },
  };
}

export const BOILERS_EUROPE_RULES: readonly NomenclatureRule[] = LINES.map(ruleOf);
