// A maker's marketing line word written before the series or model, as owners copy it off a brochure or warranty
// card: "Lennox Elite XC16", "Carrier Infinity 58MVC", "Bryant Evolution 187B", "York Affinity PT9", "Coleman Echelon
// FC9V", "Rheem Classic Plus R96V", "Trane XR13 4TTR3", "American Standard Gold 17 4A7A7". The dispatcher (index.ts)
// reads what follows the line word only when the model does not decode as written, with a brand, and only a rest
// that decodes by itself — so a line word never turns a string that is no model into a decode — and a line word that
// is itself a typed name (Trane "XR80" is a furnace) must agree with the rest's type.
import { cite } from './kit/rule-kit';

export interface LineWordSplit {
  /** The line word(s) as written ("Elite", "Classic Plus", "XR13"). */
  words: string;
  /** What follows them: the series or model to decode. */
  rest: string;
}

interface LineWords {
  brands: readonly string[];
  /** RegExp alternation (upper case) of the line words. */
  words: string;
  source: string;
}

const SERIES_WORD = '(?:\\s+SERIES|\\s+COLLECTION|\\s+LINE)?';

/** Line words by maker, each from the maker's own titles (one line of source per maker). */
export const LINE_WORDS: readonly LineWords[] = [
  {
    // Lennox Merit / Elite / Dave Lennox Signature: the ML / EL / SL tiers of the §5 keys ("Merit Series", "Elite Series").
    brands: ['Lennox'],
    words: 'DAVE\\s+LENNOX\\s+SIGNATURE|SIGNATURE|ELITE|MERIT',
    source: `Lennox ML / EL / SL tier names (Merit, Elite, Dave Lennox Signature) of the outdoor and furnace keys: ${cite('S7', 'S77', 'S78', 'S79')}`,
  },
  {
    // Carrier Infinity / Performance / Comfort: printed on furnaces, air conditioners, heat pumps and fan coils.
    brands: ['Carrier'],
    words: 'INFINITY|PERFORMANCE|COMFORT',
    source:
      'Carrier product data "Infinity 96 Model 58MVB" (https://homedocbox.com/amp/100549868-Appliances/Product-data-infinity-96-model-58mvb-deluxe-4-way-multipoise-variable-speed-condensing-gas-furnace-series-100-input-rates-40-000-thru-120-000-btuh.html) and 59TN6A ("Infinity Air Conditioner or Heat Pump": https://vdocuments.net/product-data-infocarrier-productscarrier-1-59tn6a-infinityr-two-stage.html)',
  },
  {
    // Carrier WeatherMaker 8000 / 8000TS / 9200: furnace names printed after the series ("58DLA/DLX WeatherMaker 8000").
    brands: ['Carrier'],
    words: 'WEATHERMAKER\\s?(?:8000(?:\\s?TS)?|9200)',
    source:
      'Carrier product-data titles "58DLA/DLX WeatherMaker 8000 Deluxe 4-Way Multipoise Induced-Combustion Gas Furnace", "58TUA WeatherMaker 8000TS" (series-entries-carrier-icp.ts)',
  },
  {
    // Bryant Plus 90 / Plus 95 (+ x / s / t): furnace names printed after the series ("353AAV Plus 90x").
    brands: ['Bryant'],
    words: 'PLUS\\s?(?:90|95)(?:X|S|ST|T)?',
    source: 'Bryant product-data titles "353AAV Plus 90x", "Plus 95s MODEL 355CAV" (series-entries-carrier-icp.ts)',
  },
  {
    // Lennox Pulse / Pulse 21: the G14 / G21 pulse-combustion furnaces.
    brands: ['Lennox'],
    words: 'PULSE(?:\\s?21)?',
    source: 'Lennox Pulse 21 & G14 safety notice; G14 Pulse service manual (series-entries-names-more.ts)',
  },
  {
    // Armstrong Ultra SX (90): the Armstrong Air furnace name before or after its series.
    brands: ['Armstrong Air', 'AirEase'],
    words: 'ULTRA\\s?SX(?:\\s?\\d{2})?',
    source: 'Armstrong Ultra SX 90 furnace service manual: https://furnaceservicemanual.com/Armstrong-Ultra-Sx-90-Furnace-Service-Manual.php',
  },
  {
    // Bryant Evolution / Preferred / Legacy: the same three tiers on every Bryant product.
    brands: ['Bryant'],
    words: 'EVOLUTION|PREFERRED|LEGACY',
    source:
      'Bryant product data "987MA Evolution modulating … condensing gas furnace": https://homedocbox.com/amp/127713356-Appliances/Product-data-987ma-evolutionr-modulating-4-way-multipose-variable-speed-condensing-gas-furnace-series-a-limited-warranty.html',
  },
  {
    // York / Coleman / Luxaire / Fraser-Johnston line names before the model in the technical-guide titles.
    brands: ['York', 'Coleman', 'Luxaire', 'Fraser-Johnston', 'Guardian', 'Johnson Controls'],
    words: 'AFFINITY|LATITUDE|ECHELON|ACCLIMATE|LX',
    source:
      'York technical guides "AFFINITY MODELS: PT9" (246738-YTG-B-0806: https://manualarchiveguide.com/manuals/York-AFFINITY-PT9-Technical-Manual-4786617?page=1), "Acclimate MODELS: FL9S", "Echelon MODELS: FC9T" (https://homedocbox.com/amp/121289807-Appliances/Technical-guide-acclimate-models-fl9s-gas-fired-condensing-high-efficiency-upflow-single-stage-furnaces-92-afue.html)',
  },
  {
    // Rheem / Ruud line words printed before the series on every product type.
    brands: ['Rheem', 'Ruud', 'WeatherKing'],
    words: 'CLASSIC\\s+PLUS|CLASSIC|PRESTIGE|ACHIEVER\\s+PLUS|ACHIEVER|IMPERIAL|SELECT|ENDEAVOR|ULTRA|PROFESSIONAL|CRITERION(?:\\s+II)?',
    source:
      'Rheem / Ruud literature titles "Rheem Commercial Classic Series", "Rheem Commercial Prestige Series", "Ruud Commercial Achiever Series": https://homedocbox.com/amp/110873737-Appliances/H-2-ac-rooftop-unit-featuring-esync-integration-technology.html',
  },
  {
    // Trane / American Standard names written before the series: X-names (XR13, XL16i, XV20i, XR80) and the tier
    // names with their number (Gold 17, Silver 14, Platinum 20i, Allegiance 13, Heritage 15, Freedom 90).
    brands: ['Trane', 'American Standard'],
    words: 'X[BRTVLCE]\\s?\\d{2,4}[IM]?|(?:SILVER|GOLD|PLATINUM|ALLEGIANCE|HERITAGE|FREEDOM)(?:\\s?\\d{2}(?:I|ZV|XV|XM)?)?',
    source:
      'Trane product data "XR 13 … 4TWR3" (pub. 22-1795): https://studylib.net/doc/18790898/trane-xr13-split-system-heat-pump-product-data-xr-13 · "XT 90 TUX1…" (22-1786): https://studylib.net/doc/18555927/trane-product-data-upflow-horizontal-right-or-upflow-hori...',
  },
  {
    // A. O. Smith group water-heater product names printed before the model: Cyclone (Xi, Mxi) over the BTH commercial
    // condensing tanks, Voltex over the HPTU / PHPT heat-pump tanks (series/long-tail-names.ts reads the names alone).
    brands: ['A. O. Smith', 'State', 'American', 'Reliance'],
    words: 'CYCLONE(?:\\s?(?:XHE|XI|MXI))?|VOLTEX(?:\\s?AL)?',
    source:
      'A. O. Smith "Cyclone Xi Commercial Gas Water Heater BTH 120 thru 500 Service Handbook" 316586-000: https://manuzoid.com/manuals/a8BD4-A.O.%20Smith%20Cyclone%20Xi%20Service%20Handbook · "A. O. Smith HPTU-50N … part of the Voltex line": https://engineerfix.com/a-complete-owners-guide-to-the-a-o-smith-hptu-50n',
  },
  {
    // Lochinvar Shield (SNA / SNR condensing tanks) and Armor (AWN / AWH volume water heaters) before the model.
    brands: ['Lochinvar'],
    words: 'SHIELD|ARMOR',
    source: 'Lochinvar Shield manual SWH-I-S Rev K (Table 1B, SNA285-125 …) and specification SWH-SPEC-06 (water-heaters/commercial-and-older.ts); Armor AWN / AWH rows of the ENERGY STAR water-heater list (water-heaters/aosmith.ts)',
  },
  {
    // Bradford White AeroTherm (heat-pump tanks RE2H…) and Defender (FVIR atmospheric tanks) before the model.
    brands: ['Bradford White'],
    words: 'AEROTHERM(?:\\s?2)?|(?:ECO-?)?DEFENDER',
    source:
      'Bradford White AeroTherm heat pump water heaters (ENERGY STAR rows RE2H50S*, RE2H65T*, RE2H80T*); Defender Safety System atmospheric tanks (MI30T*F service manual: https://manualsdump.com/en/manuals/bradford-white_corp-mi30t*f/51845/3)',
  },
  {
    // Commercial rooftop line names written before the model in equipment schedules and asset registers ("Precedent
    // YSC120", "Voyager YCD480"): the catalogue titles of series/rooftop-line-names.ts (issue 18, equipment-schedule scan).
    brands: ['Trane', 'American Standard'],
    words: 'PRECEDENT|VOYAGER(?:\\s?(?:III|II|I|COMMERCIAL))?|FOUNDATION|INTELLIPAK(?:\\s?(?:II|I|1|2))?',
    source:
      'Trane catalogues "Packaged Rooftops Precedent (T*C, Y*C)" RT-PRC023-EN, "Voyager Commercial" RT-PRC007-EN, "Foundation" RT-PRC078C-EN, "IntelliPak 1 … S*HL" RT-PRC036AB-EN (catalog list: https://homedocbox.com/amp/95397195-Appliances/Packaged-rooftops-voyager-r-410a-121/2-25-tons-60-hz-packaged-cooling-tc-packaged-gas-electric-yc-rt-prc028-en.html)',
  },
  {
    // York commercial rooftop line names before the model ("Sunline 2000 D2CG300", "Predator ZH090", "MagnaDRY DR240").
    brands: ['York', 'Coleman', 'Luxaire'],
    words: 'SUNLINE(?:\\s?(?:2000|MAGNUM|PLUS|ULTRA))?|PREDATOR|MAGNADRY',
    source:
      'York technical guides "Sunline 2000 … D2CE / D2CG 300" (https://manualmachine.com/york/d2ce/1348567-user-manual), "Sunline Magnum DJ 036, 048 & 060" 282262-YTG-B-0507, "Sunline MagnaDRY … DR180, 240 & 300", "R-410A ZF Series … Predator" 5167798-YTG-J-0218 (https://manualmachine.com/york/zf090/22097837-technical-manual)',
  },
  {
    // Lennox commercial rooftop line names before the model ("Landmark KGA036S4DH1G", "Energence LGH120H4BS1Y").
    brands: ['Lennox'],
    words: 'LANDMARK|ENERGENCE|STRATEGOS|T-?CLASS',
    source:
      'Lennox bulletins "KG Landmark Rooftop Units" 210503, "LGH Energence Rooftop Units" 210540 / 210556, "Strategos Rooftop Units" guide specifications, "T CLASS ROOFTOP UNITS 60 HZ" 210392 (https://docplayer.net/amp/20888333-T-class-rooftop-units-60-hz-bulletin-no-210392-august-2007-supersedes-may-2007.html)',
  },
  {
    // Carrier commercial rooftop line names before the model ("WeatherMaker 48TC…", "WeatherMaster 48HC…", "Centurion 48PG…").
    brands: ['Carrier'],
    words: 'WEATHERMAKER|WEATHERMASTER|WEATHEREXPERT|CENTURION',
    source:
      'Carrier product data "WeatherMaker … 48TC" C08613, "WeatherMaster … 48HC" C10222 (https://pdfslide.us/documents/48hc-4-14-04pd.html), "48PD Centurion" product data, Carrier\'s "WeatherExpert unit" (DOE RTU Challenge: http://www4.eere.energy.gov/alliance/activities/technology-solutions-teams/space-conditioning/rtu)',
  },
  {
    // Daikin Applied / McQuay rooftop line names before the model ("Rebel DPS010", "Maverick MPS015", "RoofPak RPS030").
    brands: ['Daikin', 'McQuay'],
    words: 'REBEL(?:\\s?APPLIED)?|MAVERICK(?:\\s?(?:II|I))?|ROOFPAK',
    source:
      'Daikin Applied catalog 256-14 "Rebel Commercial Packaged Rooftop Systems, Models DPS 003 – 028" (https://dokumen.tips/documents/rebel-commercial-packaged-rooftop-systems-daikin-rebel-commercial-rooftop-systems.html), McQuay catalog 251-1 "Maverick I", "RoofPak Applied Rooftop Systems"',
  },
  {
    // Maytag iQ Drive: the inverter line name before the PSA / PSH series.
    brands: ['Maytag'],
    words: 'IQ\\s*DRIVE',
    source: 'Maytag PSA4BG024K iQDrive manual: https://www.easymanua.ls/maytag/psa4bg024k/manual?p=7',
  },
  // Air-to-water heat-pump line names printed before the unit code on the makers' own titles and model lists (the
  // codes are read by air-to-water/ and ../ductless/panasonic.ts); a typed line name (air-to-water/line-names.ts) must
  // agree with the code's type, so a "line word" before a tank or a room unit of the same maker is not read.
  {
    // "Aquarea T-CAP WH-MXC12J9E8", "Aquarea High Performance WH-SDC09H3E5", "Aquarea J Generation WH-MDC05J3E5".
    brands: ['Panasonic'],
    words: 'AQUAREA(?:\\s(?:T-?CAP|HIGH\\s+PERFORMANCE|ALL[\\s-]+IN[\\s-]+ONE|[HJKL]\\s+GEN(?:ERATION)?))?',
    source:
      'Panasonic Aquarea service manuals (WH-MDC05/07/09H3E5 mono bloc unit PAPAMY1709003CE, https://scribd.com/document/728781635; WH-SDC09F3E8 / WH-UD09FE8 PAPAMY1405035CE, https://scribd.com/document/668284688) and the "Aquarea PAW-DHWM120ZNT" instructions (https://manuzoid.com.de/manuals/xdyv1-Aquarea%20PAWDHWM120ZNT%20Bedienungsanleitung)',
  },
  {
    // "Altherma 3 M EBLA08E3V3", "Altherma 3 R EHVH08S23E6V", "Altherma low temperature split EHBH04CBV".
    brands: ['Daikin'],
    words: 'ALTHERMA(?:\\s?3)?(?:\\s(?:R|H|M)(?:\\s(?:F|W|HT|MT|LT))?)?(?:\\s(?:LOW|HIGH)\\s+TEMPERATURE(?:\\s(?:SPLIT|MONOBLOC))?)?',
    source:
      'Daikin operation-manual titles "Daikin Altherma low temperature monobloc EBLQ05CAV3 …", "Daikin Altherma Low temperature split EHBH04CBV …", "Daikin Altherma ground source heat pump EGSQH10S18AA9W" (listed at https://homedocbox.com/amp/94176830-Appliances/Operation-manual-indoor-unit-for-hot-water-heat-pump-system-and-options-ekhbh016ab-ekhbx016ab.html); Daikin Altherma 3 R F installer reference guide 4P629090-1A, https://www.easymanua.ls/daikin/erga06eav3h/manual?p=68',
  },
  {
    // "Ecodan PUZ-WM85VAA", "Ecodan ERST20D-VM2D", "Ecodan hydrobox EHSD-VM2D".
    brands: ['Mitsubishi Electric'],
    words: 'ECODAN(?:\\s(?:ZUBADAN|HYDROBOX|CYLINDER(?:\\s+UNIT)?|MONOBLOC|SPLIT))?',
    source:
      'Mitsubishi Electric "Ecodan PUZ-WM50VHA Monobloc Air Source Heat Pump Product Information Sheet" (https://jhayes.github.io/heatpumps/Ecodan_PUZ-WM50VHA_Monobloc_Air_Source_Heat_Pump_Product_Information_Sheet.pdf); Ecodan hydrobox service manual OCH532A, https://manualshive.com/en/manual/mitsubishi-electric/ecodan-ehsc-tm9b/239500?page=12',
  },
  {
    // "Therma V HM091MR.U44", "THERMA V HU121MA.U33".
    brands: ['LG'],
    words: 'THERMA\\s?V(?:\\s(?:MONOBLOC|SPLIT|R32))?',
    source: 'LG Therma V product data book 5BPU0-01C (split, "THERMA V" line-up HU121MA U33 … HN1616 NK3), https://scribd.com/document/614548289/PDB-R1-Therma-V',
  },
  {
    // "Estia HWS-P1104HR-E", "Estía HWT-601XWHM3W-E".
    brands: ['Toshiba'],
    words: 'EST[IÍ]A(?:\\s?(?:R32|[3-6](?:\\s+SERIES)?))?',
    source:
      'Toshiba Estía air-to-water heat pump Engineering Data Book E10-371 ("Welcome Estía to your home", hydro units HWS-803XWHM3-E …, outdoor units HWS-803H-E … HWS-1603H8R-E), https://manualmachine.com/toshiba/hws803xwhm3e/10509211-engineering-data-book',
  },
  {
    // "YUTAKI S RWM-4.0NE", "YUTAKI S COMBI RWD-3.0NWE-200S", "YUTAKI M RASM-3VNE": as the catalogue covers print them.
    brands: ['Hitachi'],
    words: 'YUTAKI(?:\\s?(?:S\\s?COMBI|S80|S|M))?',
    source:
      'Hitachi YUTAKI SERIES Technical Catalogue TCGB0098 (cover: "YUTAKI S RWM-(2.0-10.0)NE", "YUTAKI SCombi RWD-(2.0-6.0)NW(S)E-(200/260)S(-K)", "YUTAKI S80 RWH-(4.0-6.0)(V)NF(W)E", "YUTAKI M RASM-(3-6)(V)NE"), https://ro.scribd.com/document/423637737/Yutaki-Range-Technical-Catalogue-1-pdf',
  },
  {
    // "EHS Mono AE080RXYDEG", "EHS Split AE090RXYDEG".
    brands: ['Samsung'],
    words: 'EHS(?:\\s(?:MONO|SPLIT|TDM(?:\\s?PLUS)?))?',
    source: 'Samsung EHS Split technical data book for Europe ("EHS Split for Europe, Model: AE***JNYD*H/EU … AE***RXED*G/EU"), https://www.scribd.com/document/556584611/TDB-EHS-Split-50Hz-ver3-3-2',
  },
];

interface CompiledLineWords {
  /** Line word(s) first: words in group 1, the rest in group 2 ("Elite XC16"). */
  leading: RegExp;
  /** Line word(s) last, as the makers' titles print them ("58DLA WeatherMaker 8000", "353AAV Plus 90x"): rest in group 1, words in group 2. */
  trailing: RegExp;
}

const BY_BRAND = new Map<string, CompiledLineWords[]>();
for (const l of LINE_WORDS) {
  const compiled = {
    leading: new RegExp(`^(${l.words})${SERIES_WORD}[\\s-]+(\\S.*)$`),
    trailing: new RegExp(`^(\\S.*?)[\\s-]+(${l.words})${SERIES_WORD}$`),
  };
  for (const b of l.brands) {
    const list = BY_BRAND.get(b) ?? [];
    list.push(compiled);
    BY_BRAND.set(b, list);
  }
}

/**
 * The line word(s) and the rest of `model` when it starts — or, as the makers' titles print them, ends — with a line
 * word of `canonical` (a canonical brand name, ../brands.ts) as a separate word; null otherwise.
 */
export function afterLineWord(model: string, canonical: string): LineWordSplit | null {
  const lines = BY_BRAND.get(canonical);
  if (lines === undefined || !/\s|-/.test(model)) return null;
  const upper = model.trim().toUpperCase();
  for (const l of lines) {
    const m = l.leading.exec(upper);
    if (m) return { words: m[1]!, rest: m[2]! };
  }
  for (const l of lines) {
    const m = l.trailing.exec(upper);
    if (m) return { words: m[2]!, rest: m[1]! };
  }
  return null;
}

/**
 * A series name of any maker joined to the full model by a hyphen, as owners copy a brochure or box ("Livo-GWH09ACB"
 * for a Gree Livo GWH09ACB): one word of 3–10 letters, then a model of 6+ characters that starts with a
 * letter and holds a digit. The dispatcher reads the rest only when the whole does not decode, with a brand, and only a
 * rest that decodes by itself as a whole model (id18m2).
 */
const HYPHENED_NAME = /^([A-Z]{3,10})-([A-Z](?=[A-Z0-9-]*\d)[A-Z0-9-]{5,})$/;
export function afterHyphenedName(model: string): LineWordSplit | null {
  const m = HYPHENED_NAME.exec(model.trim().toUpperCase());
  return m === null ? null : { words: m[1]!, rest: m[2]! };
}
