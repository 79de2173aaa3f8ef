// Shared building blocks of the §5–§11 family decoders: the §0.2 capacity grid with §0.3 snapping,
// evidence ranking, brand choice, and the RULES.md §13 source list these rules cite.
import type { EquipmentType } from '../../catalog/equipment-types';
import { canonicalBrand } from '../../brands';
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureFamily } from '../types';

/** RULES.md §0.2 nominal cooling grid, kBtu/h (tons = code / 12). */
const COOLING_GRID_KBTUH = new Set([9, 12, 15, 18, 24, 30, 36, 42, 48, 54, 60, 72, 90, 120, 150, 180, 240]);

/**
 * Cooling capacity of a printed kBtu/h code (RULES.md §0.2). A 3-digit code within ±1 of a grid
 * value snaps to it and is flagged off-grid (§0.3); a 2-digit code must be on the grid. Extra
 * values (e.g. a commercial 300 = 25 t stated by a source) may be allowed by the caller.
 */
export function coolingFromCode(digits: string, extra?: ReadonlySet<number>): DecodedFields | null {
  const n = Number(digits);
  if (!Number.isInteger(n) || n <= 0) return null;
  if (COOLING_GRID_KBTUH.has(n) || extra?.has(n)) return { cooling_capacity_kbtuh: n, cooling_capacity_tons: n / 12 };
  if (digits.length !== 3) return null;
  for (const near of [n - 1, n + 1]) {
    if (COOLING_GRID_KBTUH.has(near)) return { cooling_capacity_kbtuh: near, cooling_capacity_tons: near / 12, off_grid_code: true };
  }
  return null;
}

/** Nominal capacity of a kW×10 export class (RULES.md §0.4, §9): 1 kW = 3.41214 kBtu/h; tons = kBtu/h / 12. */
export function coolingFromKw10(kw10: number): DecodedFields {
  const kbtuh = Math.round((kw10 / 10) * 3.41214 * 10) / 10;
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

/** A nominal SEER class printed in a model (10 … 28). */
export function seerOk(seer: number): boolean {
  return seer >= 10 && seer <= 28;
}

/** A printed furnace input code: 020–160 kBtu/h in steps of 5. */
export function plausibleInputCode(code: string): boolean {
  const n = Number(code);
  return n >= 20 && n <= 160 && n % 5 === 0;
}

const EVIDENCE_RANK: Record<EvidenceTag, number> = { src: 0, pattern: 1, unconfirmed: 2 };

/** The weakest of the evidence tags of the fields a decode reports. */
export function weakest(...tags: EvidenceTag[]): EvidenceTag {
  let worst: EvidenceTag = 'src';
  for (const t of tags) if (EVIDENCE_RANK[t] > EVIDENCE_RANK[worst]) worst = t;
  return worst;
}

/** The submitted brand when it is one of the rule's brands, else the given fallback (the family's lead brand). */
export function pickBrand(brands: readonly string[], given: string, fallback: string = brands[0] ?? ''): string {
  if (given === '') return fallback;
  const canonical = canonicalBrand(given);
  return brands.includes(canonical) ? canonical : fallback;
}

export interface DecodeParts {
  type: EquipmentType;
  series: string;
  fields: DecodedFields;
  /** Plain words for the kind of unit, when the rule knows more than the type. */
  description?: string | undefined;
  evidence: EvidenceTag;
  rule: string;
  source: string;
}

/** The decode, with fields the rule left undefined dropped (absent, never shown as a value). */
export function decodeOf(family: NomenclatureFamily, brand: string, model: string, parts: DecodeParts): NomenclatureDecode {
  const given = parts.fields as Record<string, unknown>;
  let fields = parts.fields;
  for (const key in given) {
    if (given[key] === undefined) {
      const defined: Record<string, unknown> = {};
      for (const k in given) if (given[k] !== undefined) defined[k] = given[k];
      fields = defined as DecodedFields;
      break;
    }
  }
  const decoded: NomenclatureDecode = { family, brand, model, type: parts.type, series: parts.series, fields, evidence: parts.evidence, rule: parts.rule, source: parts.source };
  if (parts.description !== undefined) decoded.description = parts.description;
  return decoded;
}

/** RULES.md §13 sources cited by the §5–§11 rules (each once there; cited by id here). */
export const SOURCES = {
  S2: 'https://www.intrysys.com/tools/hvac/tonnage-from-model',
  S4: 'https://manuzoid.com/manuals/9YRBg-Rheem%20RKNL-B300DM40E%20Classic%C2%AE%20RKNL-B%20Series%2025%20Tons%20460V%20Three%20Phase%20Commercial%20Packaged%20Gas%20Electric%20Unit%20Installation%20Manual',
  S7: 'https://weblink.edmondswa.gov/WebLink/DocView.aspx?dbid=0&id=1482727&repo=Edmonds',
  S28: 'https://actonnagecalc.com/model-number-lookup/daikin/',
  S69: 'https://homedocbox.com/amp/86027307-Appliances/Elite-series-r-410a-two-stage-compressor.html',
  S70: 'https://vdocuments.us/ml14xp1-15-5-ton-single-phase-heat-pumps-heat-pump-scroll-compressor-a-high.html',
  S71: 'https://manuals.plus/m/1f2ca476c951b1fb2a9e81863e2d3c36542221bb68625b85c4af72e7fd8ed70d',
  S72: 'https://manuals.plus/m/f8e03e8b2c0e316c2fa266b9b16dce6cd35170b1a93b2a74b081758b98edac06',
  S73: 'https://vdocuments.mx/heat-pump-outdoor-units-xp20-hvac-systems-2-to-5-ton-heat-pump-page-3.html',
  S74: 'https://www.manualslib.com/manual/3672774/Lennox-Ml17kc2-Series.html',
  S75: 'https://www.manualslib.com/manual/3705195/Lennox-Ml13kc1.html',
  S76: 'https://www.manualslib.com/manual/3717000/Lennox-Ml14kp1-018.html',
  S77: 'http://publicrecords.tigard-or.gov/Public/DocView.aspx?dbid=0&id=1022356&repo=CityOfTigard',
  S78: 'https://paperzz.com/doc/7963767/two-stage-heat---variable-speed-blower',
  S79: 'https://homedocbox.com/amp/86835087-Appliances/Dave-lennox-signature-collection-upflow-horizontal-two-stage-heat-variable-speed-blower.html',
  S80: 'https://autodocbox.com/amp/77599970-Performance_Vehicles/Hs-29-elite-series-seer-up-to-to-5-tons-cooling-capacity-12-000-to-62-500-btuh-bulletin-no-october-2004-supersedes-september-2003.html',
  S81: 'https://fdocuments.net/document/cbx40uhv-2-5-ton-multi-position-air-handlers-air-cb-x-40-uhv-036-230-6-01.html',
  S82: 'https://pdfslide.us/documents/nominal-capacity-15-to-5-tons-optional-electric-heat-capacity-15-to-5.html',
  S83: 'https://manuals.plus/m/a541162914d7e9a49d3aa0ecadd18721c0b5675c53654d4fa3cd49ae483cdaa6',
  S84: 'https://paperzz.com/doc/8191435/g21q3-40-2-hs26-311v-1p-gcs16h-261-50-3p',
  S85: 'https://www.inspectorsjournal.com/topic/2108-a-coilcondensor-sizing/page/3/?tab=comments',
  S86: 'https://www.hvacpartsshop.com/ac-size/',
  S87: 'http://homedocbox.com/Appliances/98520018-Installation-instructions.html',
  S88: 'http://manualzz.com/doc/48596821/installation-instructions',
  S89: 'https://autodocbox.com/amp/117486515-Performance_Vehicles/Rheem-commercial-classic-series-package-gas-electric-unit.html',
  S90: 'https://vdocument.in/climatemaster-series-300-package-heat-pump-010-10-kw-resistance-heat-015-15.html',
  S91: 'https://manualzilla.com/doc/7359618/rheem-rsnm-series-specifications',
  S92: 'https://manualzilla.com/doc/6945796/rheem-xp50t06pv42u0-instructions---assembly',
  S93: 'https://autodocbox.com/amp/74606933-Performance_Vehicles/Listed-technical-guide-horizontal-discharge-air-conditioners-13-seer-r-410a-models-ychd18-thru-60-1-5-thru-5-nominal-tons-1-phase.html',
  S94: 'https://vdocument.in/description-on-ari-standard-210240-561923-ytg-b-0410-2-johnson-controls-unitary.html',
  S95: 'http://manualzilla.com/doc/6953316/york-yhjd18-user-s-manual',
  S96: 'https://homedocbox.com/amp/70516656-Appliances/Ckl-clj-crt-clt-twc-clq-hdc.html',
  S97: 'https://dokumen.tips/documents/winchester-equipment-sizing-guide.html',
  S98: 'https://manualmachine.com/coleman/445349ctgb0409/1051507-user-manual',
  S99: 'https://manualmachine.com/coleman/tg9s/1051535-user-manual',
  S100: 'https://manualmachine.com/york/tm8t/2116403-technical-guide',
  S101: 'https://manualmachine.com/york/tgls/696089-user-manual',
  S102: 'https://manualmachine.com/luxaire/lmlm/22630462-technical-manual',
  S103: 'https://kipdf.com/sealed-combustion-downflow-gas-furnace_5b346221097c477d678b47e6.html',
  S104: 'https://manualmachine.com/evcon/dlas075bdd/23016069-installation-instructions-manual',
  S105: 'https://autodocbox.com/amp/97208958-Convertible/Ruud-commercial-achiever-series-package-gas-electric-rooftop-unit.html',
  S106: 'https://manualmachine.com/nordyne/m1s/826763-user-manual-2',
  S107: 'https://dokumen.tips/documents/m7rl-series-downflow-condensing-gas-furnace-951-afue-.html',
  S108: 'https://manuzoid.com/manuals/QbPyM-Unbranded%20M7RL%20Series%20Installation%20guide',
  S109: 'https://docplayer.net/amp/15160337-Owners-manual-installation-instructions.html',
  S110: 'https://studylib.net/doc/7842008/hvac-guide-specifications',
  S111: 'https://docplayer.net/amp/21017119-Section-238126-13-mini-split-systems.html',
  S112: 'https://ar.scribd.com/document/413101465/Guide-Specs-SEZ-and-SLZ-Series-8-11',
  S113: 'https://homedocbox.com/amp/73057436-Appliances/Service-manual-muz-ge50va-e1-muz-ge50vah-e1-muz-ge60va-e1-muz-ge71va-e1.html',
  S114: 'https://greenbuildingadvisor.com/question/mitsubishi-low-temp-specs-weirdness-fh06-vs-fh09-vs-fh12',
  S115: 'https://wbox.app.br/manual/3566117/Fujitsu-Aouh09lmas1.html',
  S116: 'https://manualmachine.com/fujitsu/asu12rls3y/21342143-design--technical-manual',
  S117: 'https://dokumen.tips/documents/design-amp-technical-manual-fujitsu-general.html',
  S118: 'https://www.manualslib.com/manual/2416304/Fujitsu-Acuh09luas1.html',
  S119: 'https://documents.pub/document/design-technical-manual-fujitsu-afr-m3h-920-indoor-temperature-cdb.html',
  S120: 'https://vdocuments.net/single-zone-high-efficiency-wall-mount-engineering-manual-industry-leading-technical.html',
  S121: 'https://manuals.online/lg/air-conditioner/art-cool-la090hsv4/installation-and-operation-manual/1xr4h',
  S122: 'https://tr.scribd.com/document/364836403/EDUS04-904-RX-F-A-VJU-System-Engineering-Data-pdf',
  S123: 'https://docslib.org/doc/11346778/edus04-906-b-quaternity-heat-pump-engineering-data-pdf',
  S124: 'http://aosmithmanual.com/html/AO-Smith-Water-Heater-12-50GPC-T-100-User-Manual.html',
  S125: 'https://aosmithmanual.com/html/AO-Smith-Water-Heater-DEL-User-Manual.html',
  S126: 'https://queenofgeek.wordpress.com/',
  S127: 'http://somanuals.com/html/6/Bradford-White-Corp-Water-Heater-50T65F-User-Manual.html',
  S128: 'https://manuzoid.com/manuals/7a982-Bradford%20White%20RTG-199HE-N%20User%20manual',
  S129: 'https://somanuals.com/html/6/Bradford-White-Corp-Water-Heater-500-1825-User-Manual.html',
  S130: 'https://tanklessauthority.com/navien-tankless-heaters',
  S131: 'https://askmanual.pages.dev/navien/npe-240a2',
  S132: 'https://engineerfix.com/navien-nhb-150-sizing-installation-and-maintenance',
  S133: 'https://ru.scribd.com/document/472254200/100000467-N-Series-Residential-Condensing-Installation-and-Operation-Manual',
  S134: 'https://www.instruktionsbok.se/rinnai/bruksanvisning-rur160ip',
  S135: 'https://manuals.plus/m/74f1ef781cd84793207ab2c2a7824752b3b5b80ebd7615b9ea98a564c7f7aae8',
  S136: 'https://manualmachine.com/bard/w42hab/23782207-installation-instructions-manual',
  S137: 'https://www.manualshelf.com/manual/bard/1-w48a1/mfg-co-air-conditioner-user-manual.html',
  S138: 'https://manuals.online/bard/heat-pump/w24hy-a/user-manual/pzt5',
  S139: 'https://homedocbox.com/amp/75312017-Appliances/The-wall-mount-heat-pumps-eer-60hz.html',
  S140: 'https://www.manualslib.com/manual/1827020/Weil-Mclain-Cga-Series-2.html',
  S141: 'https://somanualss.com/html/22/Weil-McLain-GOLD-CGI-4E-User-Manual.html',
  S142: 'https://homedocbox.com/amp/93810363-Appliances/Installation-operation-manual.html',
  S143: 'https://manualshive.com/en/manual/burnham/alpine-alp080/2832921?page=127',
  S144: 'https://manualmachine.com/burnham/2pvseries/21732972-installation',
  S145: 'http://manualzilla.com/doc/7363015/burnham-boilers-specifications',
} as const;
export type SourceId = keyof typeof SOURCES;

/** "RULES.md §13 S7: <url> · S70: <url>" for a rule's `source`. */
export function cite(...ids: SourceId[]): string {
  const key = ids.join(',');
  let text = CITED.get(key);
  if (text === undefined) {
    text = `RULES.md §13 ${ids.map((id) => `${id}: ${SOURCES[id]}`).join(' · ')}`;
    CITED.set(key, text);
  }
  return text;
}
/** Rules cite a fixed handful of source lists: each is built once. */
const CITED = new Map<string, string>();
