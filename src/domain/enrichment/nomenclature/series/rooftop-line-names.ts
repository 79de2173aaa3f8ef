// Product-line names of the series-only fallback (series-table.ts) that name ONE type whatever the unit: the makers'
// packaged rooftop lines, which owners of light-commercial equipment report by name ("Trane Voyager", "Lennox
// Landmark", "York Predator", "Carrier Centurion"), and Bradford White's EverHot tankless line. Machinery of
// series/marketing-names.ts: brand required, the whole name, spaces / dashes / case ignored, a leading brand word
// dropped by index.ts, no capacity, `seriesOnly: true`. Every unit of these lines — cooling only, gas/electric,
// heat pump — is a single package unit, so the type is `packaged units`; the kind is given only when written
// ("Voyager heat pump") and the line's document prints that kind. Also the York-group furnace series that the
// technical-guide titles print after a line word ("Acclimate FL9S", "Echelon FC9T": line-words.ts reads the word).
import type { EquipmentType } from '../../catalog/equipment-types';
import { I_TEC_SOURCE } from '../bard/i-tec';
import { cite } from '../kit/rule-kit';
import { type NameLine, namesEntry } from './marketing-names';
import type { SeriesEntry } from '../series-kit';

const PACKAGED: EquipmentType = 'packaged units';
const TANKLESS: EquipmentType = 'tankless water heaters';

/** Optional words owners add after a rooftop line name: a generation, "series", "rooftop (unit)", "RTU", "package unit". */
const ROOFTOP_TAIL = '(?:II|III|2|3)?(?:SERIES)?(ROOFTOP(?:UNITS?)?|RTU|PACKAGE(?:D)?(?:UNITS?)?|GASELECTRIC|HEATPUMP|COOLING)?';

interface RooftopLine {
  /** Upper-case name without spaces (dashes dropped). */
  name: string;
  /** The printed spelling. */
  printed: string;
  /** The document also titles packaged heat pumps of the line. */
  heatPumps: boolean;
  source: string;
}

function rooftopLines(lines: readonly RooftopLine[]): NameLine[] {
  return lines.map((l) => ({
    re: new RegExp(`^${l.name}${ROOFTOP_TAIL}$`),
    read(m: RegExpExecArray) {
      const kind = m[1];
      if (kind === 'HEATPUMP' && !l.heatPumps) return null;
      const description =
        kind === 'HEATPUMP' ? 'packaged heat pump (rooftop)' : kind === 'GASELECTRIC' ? 'packaged gas/electric unit (rooftop)' : kind === 'COOLING' ? 'packaged cooling unit (rooftop)' : 'packaged rooftop unit';
      return { series: l.printed, types: [PACKAGED], description, fields: {}, evidence: 'pattern', source: l.source };
    },
  }));
}

const TRANE_ROOFTOP = rooftopLines([
  {
    name: 'VOYAGER',
    printed: 'Voyager',
    heatPumps: true,
    source:
      'Trane product catalogs "Packaged Rooftop Air Conditioners Voyager Cooling and Gas/Electric 12½–25 Tons" RT-PRC028-EN (https://vdocuments.net/packaged-rooftop-air-conditioners-voyager-surplus-group.html), "Packaged Heat Pumps Voyager 12½ to 20 Tons" PKGP-PRC001-EN, Voyager III TKD / WKD / YKD / DKD RT-PRC022-E4 (https://dokumen.tips/documents/voyager-iii-rooftop-units-trane-makes-trane-the-worldwide-leader-in-air.html)',
  },
  {
    name: 'PRECEDENT',
    printed: 'Precedent',
    heatPumps: true,
    source:
      'Trane "Packaged Rooftops Precedent – R-410A, Packaged Cooling (T*C), Packaged Gas/Electric (Y*C)" RT-PRC023-EN and "Packaged Heat Pumps Precedent (WSC)" PKGP-PRC003-EN (catalog list: https://homedocbox.com/amp/95397195-Appliances/Packaged-rooftops-voyager-r-410a-121/2-25-tons-60-hz-packaged-cooling-tc-packaged-gas-electric-yc-rt-prc028-en.html)',
  },
  {
    name: 'FOUNDATION',
    printed: 'Foundation',
    heatPumps: false,
    source:
      'Trane "Product Catalog, Packaged Rooftop Air Conditioners Foundation Cooling and Gas/Electric 3 to 5 Tons" RT-PRC078C-EN and 15 to 25 Tons RT-PRC060H-EN (same catalog list: https://homedocbox.com/amp/95397195-Appliances/Packaged-rooftops-voyager-r-410a-121/2-25-tons-60-hz-packaged-cooling-tc-packaged-gas-electric-yc-rt-prc028-en.html)',
  },
]);

const LENNOX_ROOFTOP = rooftopLines([
  {
    name: 'LANDMARK',
    printed: 'Landmark',
    heatPumps: false,
    source:
      'Lennox engineering data "KG Landmark Rooftop Units" bulletin 210503 (key "K = Landmark Product Line", G packaged gas heat with electric cooling): https://fdocuments.us/document/packaged-gaselectric-kg-refrigerant-flow-or-loss-of-outdoor-fan-operation-filterdrier.html · "KC Landmark Rooftop Units" packaged electric/electric, bulletin 210553: https://vdocuments.us/20-tons-lennox.html',
  },
  {
    name: 'ENERGENCE',
    printed: 'Energence',
    heatPumps: false,
    source:
      'Lennox "LCH Energence Rooftop Units" bulletin 210556 (key "L = Energence", C packaged electric cooling): https://pdfslide.us/documents/ashrae-901-compliant-a-all-models-are-ashrae-901-2010-energy-efficiency-compliant.html · "LGH Energence Ultra-High Efficiency Rooftop Units": https://homedocbox.com/amp/110484453-Appliances/Lgh-energence-ultra-high-efficiency-rooftop-units-60-hz.html',
  },
  {
    name: 'STRATEGOS',
    printed: 'Strategos',
    heatPumps: false,
    source:
      'Lennox guide specifications "Packaged Outdoor HVAC Equipment — Strategos Rooftop Units" (SG and SC high-efficiency packaged rooftop units): https://pdfslide.us/documents/guide-specifications-lennox-commercial-hvac-specifications-an-industry.html',
  },
  {
    name: 'ESERIES',
    printed: 'E-Series',
    heatPumps: false,
    source: 'Lennox "LGH E-Series Rooftop Units 60 HZ", "LCH E-Series Rooftop Units" (product specification titles): https://homedocbox.com/amp/110484453-Appliances/Lgh-energence-ultra-high-efficiency-rooftop-units-60-hz.html',
  },
  {
    name: 'LSERIES',
    printed: 'L Series',
    heatPumps: false,
    source: 'Lennox engineering data "LG L Series Rooftop Units 60 HZ" (key "L = L Series Product Line", G packaged gas heat with electric cooling): http://homedocbox.com/Appliances/81404411-L-series-rooftop-units-60-hz.html',
  },
  {
    name: 'MODELL',
    printed: 'Model L',
    heatPumps: false,
    source: 'Lennox Model L ultra-high-efficiency rooftop units, 3 to 25 tons (ACHR News dealer design awards 2021): https://www.achrnews.com/articles/145272-2021-dealer-design-awards-hvac-light-commercial-equipment',
  },
  {
    name: 'TCLASS',
    printed: 'T-Class',
    heatPumps: false,
    source: 'Lennox "T CLASS ROOFTOP UNITS 60 HZ" bulletin 210392 (TGA / TCA packaged rooftop units): https://docplayer.net/amp/20888333-T-class-rooftop-units-60-hz-bulletin-no-210392-august-2007-supersedes-may-2007.html',
  },
]);

const YORK_ROOFTOP = rooftopLines([
  {
    name: 'SUNLINE(?:2000)?',
    printed: 'Sunline',
    heatPumps: true,
    source:
      'York technical guides "Sunline 2000 units are convertible single package air conditioners" (DM 036–072: https://manualmachine.com/york/dm060/1350618-user-manual), D2CE / D2CG single package gas/electric units (https://manualmachine.com/york/d2ce/1348567-user-manual), "Sunline 2000 heat pumps are convertible single package units" BP 036–072 (https://manualmachine.com/york/bp036/696001-user-manual)',
  },
  {
    name: 'PREDATOR',
    printed: 'Predator',
    heatPumps: true,
    source:
      'York technical guide "R-410A ZF Series … Predator units are convertible single packages" 5167798-YTG-J-0218: https://manualmachine.com/york/zf090/22097837-technical-manual · "York Predator gas/electric ZH & heat pump XP": https://fdocuments.net/document/zh-xp-6-to-125-tons-york-predator-complete.html',
  },
]);

const CARRIER_ROOFTOP = rooftopLines([
  {
    name: 'WEATHERMASTER',
    printed: 'WeatherMaster',
    heatPumps: false,
    source:
      'Carrier "Packaged Rooftop 50P WeatherMaster" single-package electric cooling rooftop units: https://www.universalint.us/product/carrier-packaged-rooftop-50p-weathermaster/ · "Weathermaster Series 48HJ004 … 014 combination gas heating/electric cooling units"',
  },
  {
    name: 'CENTURION',
    printed: 'Centurion',
    heatPumps: false,
    source:
      'Carrier product data 48PD05–06 single packaged rooftop units ("a Centurion PD unit from other Centurion units"): http://38.142.81.21:8001/manual/carrier/48pd05/product-data-english.html · 50PG03–07 installation instructions (single package rooftop): https://manualsdump.com/en/manuals/carrier-50pg03-07/27787/4',
  },
]);

const BRADFORD_WHITE_TANKLESS: readonly NameLine[] = [
  {
    // Infiniti, Infiniti K (-Series), Infiniti Tankless: Bradford White's gas tankless line (RTG-K-160 / 199, RTG-199HE); the
    // ENERGY STAR list files Bradford White's "Infiniti" model name under Gas Tankless (lines32 gap scan, issue 18).
    re: /^INFINITI(?:TANKLESS)?(K)?(?:SERIES)?(?:TANKLESS)?$/,
    read(m) {
      return {
        series: m[1] ? 'Infiniti K' : 'Infiniti',
        types: [TANKLESS],
        description: 'gas tankless water heater',
        fields: {},
        evidence: 'pattern',
        source:
          'Bradford White "Installation and Operation Instructions Infiniti Tankless® K-Series" (RTG-K-199-N2): http://38.142.81.21:8001/manual/bradford-white/rtg-k-199-n2/installation-operation-instruction-manual-english.html · "Infiniti K Applications Manual, Indoor Residential … Tankless Water Heaters": https://homedocbox.com/amp/108529016-Appliances/Infiniti-k-applications-manual-indoor-residential-and-tankless-water-heaters-warning-follow-each-appliance-s-instructions-precisely.html · ENERGY STAR Certified Water Heaters, Bradford White Corporation row, Brand "Infiniti", Model Name "Infiniti", RTG-199HE, Type "Gas Tankless" (shared/data/catalog/raw/ENERGY_STAR_Certified_Water_Heaters.csv)',
      };
    },
  },
  {
    // EverHot: Bradford White's gas tankless line (TG-150I … TG-237I).
    re: /^EVERHOT(?:TANKLESS)?$/,
    read() {
      return {
        series: 'EverHot',
        types: [TANKLESS],
        description: 'gas tankless water heater',
        fields: {},
        evidence: 'pattern',
        source:
          'Bradford White "EverHot Tankless Gas Water Heater For Interior Installation TG-150I-N(X), TG-180I-N(X), TG-199I-N(X), TG-237I-N(X)" manual 238-48022-00D: https://manualmachine.com/bradfordwhite/tg150inx/981571-user-manual',
      };
    },
  },
];

const YORK_GUIDES =
  'York technical-guide titles (list: https://homedocbox.com/amp/121289807-Appliances/Technical-guide-acclimate-models-fl9s-gas-fired-condensing-high-efficiency-upflow-single-stage-furnaces-92-afue.html): "Acclimate MODELS: FL9S gas-fired condensing upflow single stage furnaces 92% AFUE", "Echelon MODELS: FC9T … condensing upflow two stage furnaces up to 94% AFUE", "Echelon MODELS: FC9M*UP … condensing upflow modulating furnaces", "MODELS: GY9F*UP gas-fired condensing upflow furnaces 95% AFUE", "AFFINITY MODELS: PS8*DH gas-fired high efficiency single stage downflow/horizontal furnaces"';
/** Title → AFUE (where the title prints one value, not "up to") and tier. */
const YORK_GUIDE_SERIES: Readonly<Record<string, { afue?: number; tier: string }>> = {
  FL9S: { afue: 92, tier: '90 %+ condensing, single-stage' },
  FC9T: { tier: '90 %+ condensing, two-stage' },
  FC9M: { tier: '90 %+ condensing, modulating' },
  GY9F: { afue: 95, tier: '90 %+ condensing' },
  PS8: { tier: 'single-stage' },
};
const YORK_GUIDE_FURNACES: readonly NameLine[] = [
  {
    // FL9S, FC9T, FC9M*UP, GY9F*UP, PS8*DH: the series of the titles, optionally with their configuration (UP / DH).
    re: /^(FL9S|FC9T|FC9M|GY9F|PS8)(UP|DH)?$/,
    read(m) {
      const t = YORK_GUIDE_SERIES[m[1]!]!;
      return { series: m[1]!, types: ['furnaces'], description: 'gas furnace', fields: { afue_percent: t.afue, efficiency_tier: t.tier }, evidence: 'pattern', source: YORK_GUIDES };
    },
  },
];

const BARD_LINES: readonly NameLine[] = [
  {
    // Bard's wall-mount and indoor packaged lines by name: Wall-Mount, Q-TEC, I-TEC, Multi-TEC (Mult-I-TEC).
    re: /^(WALLMOUNT|QTEC|ITEC|MULTITEC)(SERIES)?(HEATPUMP|AIRCONDITIONER)?$/,
    read(m) {
      const printed: Record<string, string> = { WALLMOUNT: 'Wall-Mount', QTEC: 'Q-TEC', ITEC: 'I-TEC', MULTITEC: 'Multi-TEC' };
      const kind = m[3] === 'HEATPUMP' ? 'packaged heat pump' : m[3] === 'AIRCONDITIONER' ? 'packaged air conditioner' : 'packaged unit';
      return {
        series: printed[m[1]!]!,
        types: [PACKAGED],
        description: `${kind} (Bard ${printed[m[1]!]!})`,
        fields: {},
        evidence: 'pattern',
        source: `${cite('S136', 'S137', 'S138', 'S139')} · ${I_TEC_SOURCE} · Bard Multi-TEC wall-mount unit site preparation (W18AAPA): https://manualshive.com/en/manual/bard/multi-tec-w18aapa/4162414?page=6`,
      };
    },
  },
];

const BURNHAM_LINES: readonly NameLine[] = [
  {
    // MPO, MPO-IQ: Burnham's three-pass oil boiler written without its size (MPO84 … MPO231 decode in full).
    re: /^MPO(IQ)?$/,
    read(m) {
      return {
        series: m[1] ? 'MPO-IQ' : 'MPO',
        types: ['boilers'],
        description: 'three-pass oil-fired boiler',
        fields: { fuel: 'oil' },
        evidence: 'pattern',
        source: 'Burnham "Installation, operating and service instructions for MPO 3-pass oil boiler" (MPO84, MPO147, MPO189, MPO231): https://manualmachine.com/burnham/mpo231/23121431-installation--service-instructions-manual · MPO-IQ manual 103859-05: https://manualmachine.com/usboilercompany/mpoiq/20058359-service-instructions-manual',
      };
    },
  },
];

const BRYANT_TITLED: readonly NameLine[] = [
  {
    // 353AAV: the Bryant "Plus 90x" condensing furnace, printed with its name in the product-data title.
    re: /^353AAV$/,
    read() {
      return {
        series: '353AAV',
        types: ['furnaces'],
        description: 'condensing gas furnace (Plus 90x)',
        fields: { efficiency_tier: '90 %+ condensing' },
        evidence: 'pattern',
        source: 'Bryant product-data title "353AAV Plus 90x 4-Way Multipoise Condensing Gas Furnace": https://manualmachine.com/bryant/353aav/1251863-user-manual',
      };
    },
  },
];

const RINNAI_LINES: readonly NameLine[] = [
  {
    // Sensei: Rinnai's N-series condensing tankless line ("Rinnai SENSEI N-Series Condensing Tankless Water Heater").
    re: /^SENSEI(NSERIES)?$/,
    read() {
      return {
        series: 'Sensei',
        types: [TANKLESS],
        description: 'condensing tankless water heater (N-Series)',
        fields: { efficiency_tier: 'condensing' },
        evidence: 'pattern',
        source: 'Rinnai "SENSEI N-Series Condensing Tankless Water Heater Training Program" (2016): https://cupdf.com/document/n-series-condensing-tankless-water-heater-training-program-protection-and-less.html',
      };
    },
  },
];

const NAVIEN_KIND: Readonly<Record<string, { type: EquipmentType; tier: string }>> = {
  NPE: { type: TANKLESS, tier: 'condensing' },
  NPN: { type: TANKLESS, tier: 'non-condensing' },
  NCB: { type: 'boilers', tier: 'combi' },
  NHB: { type: 'boilers', tier: 'heat-only' },
};
const NAVIEN_LINES: readonly NameLine[] = [
  {
    // NPE, NPE-A, NCB, NHB: the §10.4 series written without the size (NPE-240A, NHB-150 decode in full).
    re: /^(NPE|NPN|NCB|NHB)(A)?$/,
    read(m) {
      const k = NAVIEN_KIND[m[1]!]!;
      return {
        series: m[1]!,
        types: [k.type],
        description: k.type === TANKLESS ? `${k.tier} tankless water heater` : `${k.tier} boiler`,
        fields: { efficiency_tier: m[2] === 'A' ? `${k.tier}, recirculation (A)` : k.tier },
        evidence: 'pattern',
        source: cite('S130', 'S131', 'S132'),
      };
    },
  },
  {
    // NFB / NFC (+ C / H) and NCB-H written without the size: the fire-tube and combi boiler lines of ENERGY STAR's Navien
    // boiler rows (model names "NFB", "NFC"; NFB-301C, NFB-399C, NCB-190/60H … NCB-250/150H decode in full).
    re: /^(NFB|NFC)(?:-?[CH])?$|^NCB-?H$/,
    read(m) {
      const series = m[1] ?? 'NCB-H';
      return {
        series,
        types: ['boilers'],
        description: series === 'NFB' ? 'fire-tube boiler' : series === 'NFC' ? 'condensing boiler (NFC)' : 'combi boiler (H)',
        fields: {},
        evidence: 'pattern',
        source: 'ENERGY STAR Certified Boilers list, Navien rows (model names NFB / NFC; NFB-301C, NFB-399C, NCB-190/60H … NCB-250/150H; product type Boiler), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/',
      };
    },
  },
];

const LENNOX_ELITE_90: readonly NameLine[] = [
  {
    // Elite 90: the G26 title's name ("Series 26 − Elite 90% Up-Flow"), a furnace of the 90 % class.
    re: /^ELITE90$/,
    read() {
      return {
        series: 'Elite 90',
        types: ['furnaces'],
        description: 'gas furnace (G26 Elite 90%)',
        fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing' },
        evidence: 'pattern',
        source: 'Lennox engineering data G26 Elite series up-flow gas furnaces, bulletin 210027 ("Series 26 − Elite 90% Up-Flow"): https://dokumen.tips/documents/ehb-g26-0203-tech-.html',
      };
    },
  },
];

export const ROOFTOP_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  namesEntry('trane', 'Trane packaged rooftop line names', 'VPF', TRANE_ROOFTOP),
  namesEntry('lennox', 'Lennox packaged rooftop line names', 'LESTM', LENNOX_ROOFTOP),
  namesEntry('lennox', 'Lennox Elite 90 furnace name', 'E', LENNOX_ELITE_90),
  namesEntry('york', 'York packaged rooftop line names', 'SP', YORK_ROOFTOP),
  namesEntry('carrier', 'Carrier packaged rooftop line names', 'WC', CARRIER_ROOFTOP),
  namesEntry('york', 'York / Coleman / Luxaire technical-guide furnace series', 'FGP', YORK_GUIDE_FURNACES),
  namesEntry('carrier', 'Bryant titled furnace series', '3', BRYANT_TITLED),
  namesEntry('rinnai', 'Rinnai tankless line names', 'S', RINNAI_LINES),
  namesEntry('navien', 'Navien series names', 'N', NAVIEN_LINES),
  namesEntry('bard', 'Bard packaged line names', 'WQIMF', BARD_LINES),
  namesEntry('burnham', 'Burnham boiler names', 'M', BURNHAM_LINES),
  namesEntry('bradford_white', 'Bradford White tankless line names', 'EI', BRADFORD_WHITE_TANKLESS),
];
