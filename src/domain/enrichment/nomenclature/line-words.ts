// A maker's marketing line word written before the series or model, as owners copy it off a brochure or warranty
// card: "Lennox Elite XC16", "Carrier Infinity 58MVC", "Bryant Evolution 187B", "York Affinity PT9", "Coleman Echelon
// FC9V", "Rheem Classic Plus R96V", "Trane XR13 4TTR3", "American Standard Gold 17 4A7A7". The dispatcher (index.ts)
// reads what follows the line word only when the model does not decode as written, with a brand, and only a rest
// that decodes by itself — so a line word never turns a string that is no model into a decode — and a line word that
// is itself a typed name (Trane "XR80" is a furnace) must agree with the rest's type.
import { cite } from './more-kit';

export interface LineWordSplit {
  /** The line word(s) as written ("Elite", "Classic Plus", "XR13"). */
  words: string;
  /** What follows them: the series or model to decode. */
  rest: string;
}

interface LineWords {
  brands: readonly string[];
  /** Anchored, upper case: the line word(s) in group 1, then a separator (space or dash) and the rest in group 2. */
  re: RegExp;
  source: string;
}

const SERIES_WORD = '(?:\\s+SERIES|\\s+COLLECTION|\\s+LINE)?';
const lineRe = (words: string) => new RegExp(`^(${words})${SERIES_WORD}[\\s-]+(\\S.*)$`);

/** Line words by maker, each from the maker's own titles (one line of source per maker). */
export const LINE_WORDS: readonly LineWords[] = [
  {
    // Lennox Merit / Elite / Dave Lennox Signature: the ML / EL / SL tiers of the §5 keys ("Merit Series", "Elite Series").
    brands: ['Lennox'],
    re: lineRe('DAVE\\s+LENNOX\\s+SIGNATURE|SIGNATURE|ELITE|MERIT'),
    source: `Lennox ML / EL / SL tier names (Merit, Elite, Dave Lennox Signature) of the outdoor and furnace keys: ${cite('S7', 'S77', 'S78', 'S79')}`,
  },
  {
    // Carrier Infinity / Performance / Comfort: printed on furnaces, air conditioners, heat pumps and fan coils.
    brands: ['Carrier'],
    re: lineRe('INFINITY|PERFORMANCE|COMFORT'),
    source:
      'Carrier product data "Infinity 96 Model 58MVB" (https://homedocbox.com/amp/100549868-Appliances/Product-data-infinity-96-model-58mvb-deluxe-4-way-multipoise-variable-speed-condensing-gas-furnace-series-100-input-rates-40-000-thru-120-000-btuh.html) and 59TN6A ("Infinity Air Conditioner or Heat Pump": https://vdocuments.net/product-data-infocarrier-productscarrier-1-59tn6a-infinityr-two-stage.html)',
  },
  {
    // Bryant Evolution / Preferred / Legacy: the same three tiers on every Bryant product.
    brands: ['Bryant'],
    re: lineRe('EVOLUTION|PREFERRED|LEGACY'),
    source:
      'Bryant product data "987MA Evolution modulating … condensing gas furnace": https://homedocbox.com/amp/127713356-Appliances/Product-data-987ma-evolutionr-modulating-4-way-multipose-variable-speed-condensing-gas-furnace-series-a-limited-warranty.html',
  },
  {
    // York / Coleman / Luxaire / Fraser-Johnston line names before the model in the technical-guide titles.
    brands: ['York', 'Coleman', 'Luxaire', 'Fraser-Johnston', 'Guardian', 'Johnson Controls'],
    re: lineRe('AFFINITY|LATITUDE|ECHELON|ACCLIMATE|LX'),
    source:
      'York technical guides "AFFINITY MODELS: PT9" (246738-YTG-B-0806: https://manualarchiveguide.com/manuals/York-AFFINITY-PT9-Technical-Manual-4786617?page=1), "Acclimate MODELS: FL9S", "Echelon MODELS: FC9T" (https://homedocbox.com/amp/121289807-Appliances/Technical-guide-acclimate-models-fl9s-gas-fired-condensing-high-efficiency-upflow-single-stage-furnaces-92-afue.html)',
  },
  {
    // Rheem / Ruud line words printed before the series on every product type.
    brands: ['Rheem', 'Ruud', 'WeatherKing'],
    re: lineRe('CLASSIC\\s+PLUS|CLASSIC|PRESTIGE|ACHIEVER\\s+PLUS|ACHIEVER|IMPERIAL|SELECT|ENDEAVOR|ULTRA|PROFESSIONAL|CRITERION(?:\\s+II)?'),
    source:
      'Rheem / Ruud literature titles "Rheem Commercial Classic Series", "Rheem Commercial Prestige Series", "Ruud Commercial Achiever Series": https://homedocbox.com/amp/110873737-Appliances/H-2-ac-rooftop-unit-featuring-esync-integration-technology.html',
  },
  {
    // Trane / American Standard names written before the series: X-names (XR13, XL16i, XV20i, XR80) and the tier
    // names with their number (Gold 17, Silver 14, Platinum 20i, Allegiance 13, Heritage 15, Freedom 90).
    brands: ['Trane', 'American Standard'],
    re: /^(X[BRTVLCE]\s?\d{2,4}[IM]?|(?:SILVER|GOLD|PLATINUM|ALLEGIANCE|HERITAGE|FREEDOM)(?:\s?\d{2}(?:I|ZV|XV|XM)?)?)(?:\s+SERIES)?[\s-]+(\S.*)$/,
    source:
      'Trane product data "XR 13 … 4TWR3" (pub. 22-1795): https://studylib.net/doc/18790898/trane-xr13-split-system-heat-pump-product-data-xr-13 · "XT 90 TUX1…" (22-1786): https://studylib.net/doc/18555927/trane-product-data-upflow-horizontal-right-or-upflow-hori...',
  },
  {
    // Maytag iQ Drive: the inverter line name before the PSA / PSH series.
    brands: ['Maytag'],
    re: lineRe('IQ\\s*DRIVE'),
    source: 'Maytag PSA4BG024K iQDrive manual: https://www.easymanua.ls/maytag/psa4bg024k/manual?p=7',
  },
];

const BY_BRAND = new Map<string, LineWords[]>();
for (const l of LINE_WORDS) {
  for (const b of l.brands) {
    const list = BY_BRAND.get(b) ?? [];
    list.push(l);
    BY_BRAND.set(b, list);
  }
}

/** The line word(s) and the rest of `model` when it starts with a line word of `canonical` (a canonical brand name, ../brands.ts); null otherwise. */
export function afterLineWord(model: string, canonical: string): LineWordSplit | null {
  const lines = BY_BRAND.get(canonical);
  if (lines === undefined || !/\s|-/.test(model)) return null;
  const upper = model.trim().toUpperCase();
  for (const l of lines) {
    const m = l.re.exec(upper);
    if (m) return { words: m[1]!, rest: m[2]! };
  }
  return null;
}
