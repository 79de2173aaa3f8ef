// Series-only fallback: a model number written as its series, or cut off before the capacity
// ("GSX14", "DX16XX", "GMS8", "58STA", "4TTR4", "XR90", "GCV-", "RG2PV"). Tried by the dispatcher
// only with a brand, and only when no full rule decodes. It reports the type, and the SEER / AFUE /
// refrigerant / fuel the series name itself states per the family's source — never a capacity.
// Series keys are the family modules' own (RULES.md §1, §2, §4, §10.1, §10.2 and their sources).
import { decoded } from './common';
import { GHS8_SOURCE, S as GOODMAN_S, SPLIT_TYPE as GOODMAN_SPLIT_TYPE } from './goodman/goodman';
import { S as CARRIER_S, OLD_SERIES as CARRIER_OLD_SERIES, SEER_DIGIT as CARRIER_SEER_DIGIT, TIER as CARRIER_TIER } from './carrier/carrier';
import { S as TRANE_S, FURNACE_TYPE as TRANE_FURNACE_TYPE, REFRIGERANT as TRANE_REFRIGERANT, SEER_DIGIT as TRANE_SEER_DIGIT } from './trane/trane';
import { ELECTRIC_LINE as AOSMITH_ELECTRIC_LINE, LINE_SOURCE as AOSMITH_LINE_SOURCE } from './water-heaters/aosmith';
import { cite } from './kit/rule-kit';
import { PARTIAL_FIELD, PLACEHOLDERS_ONLY, type SeriesEntry } from './series-kit';
import { WIDER_SERIES_ENTRIES } from './series/without-size';
import { MORE_SERIES_ENTRIES } from './carrier/series-furnaces-2010s';
import { PACKAGED_SERIES_ENTRIES } from './series/packaged-and-furnaces';
import { NAME_SERIES_ENTRIES } from './series/marketing-names';
import { MORE_NAME_SERIES_ENTRIES } from './series/long-tail-names';
import { SHORT_SERIES_ENTRIES } from './series/short-series';
import { CARRIER_ICP_SERIES_ENTRIES } from './carrier/series-entries';
import { DUCTLESS_NAME_SERIES_ENTRIES } from './ductless/series-names';
import { BOILER_INSTALLED_SERIES_ENTRIES } from './boilers/series-crown';
import { BOIL19_SERIES_ENTRIES } from './boilers/series-cast-iron';
import { ROOFTOP_NAME_SERIES_ENTRIES } from './series/rooftop-line-names';
import { SPLIT_LINES_SERIES_ENTRIES } from './carrier/series-fan-coils';
import { REVERSED_NAME_SERIES_ENTRIES } from './carrier/series-reversed-names';
import { OLDER_PACKAGED_SERIES_ENTRIES } from './series/older-packaged';
import { TITLE_NAME_SERIES_ENTRIES } from './series/title-names';
import { GEOTHERMAL_NAME_SERIES_ENTRIES } from './geothermal/series-names';
import { FURNACE_SERIES_ENTRIES } from './carrier/series-older-furnaces';
import { BULLETIN_FURNACE_SERIES_ENTRIES } from './carrier/series-secondary-hx-bulletin';
import { GEOTHERMAL_LINE_SERIES_ENTRIES } from './geothermal/series-entries';
import { MRCOOL_NAME_SERIES_ENTRIES } from './ductless/mrcool-central';
import { AFUE_LINE_NAME_SERIES_ENTRIES } from './series/afue-line-names';
import { TRANE_S_SERIES_NAME_ENTRIES } from './trane/s-series-names';
import { ICP_S_CH_NAME_SERIES_ENTRIES } from './series/icp-s-and-ch-names';
import type { NomenclatureDecode, NomenclatureFamily } from './types';

export const RULE_SUFFIX = 'series only — capacity not in the model number as given';
/** The rule suffix of a series (product-line) name entry (`name: true`): a name states no size. */
const CARRIER_VS_MANUAL = 'Carrier service manual "25VNA8 Infinity 18VS Variable Speed Heat Pump / 24VNA9 Infinity 19VS Variable Speed Air Conditioner with Puron Refrigerant": http://www.manualslib.com/manual/2343659/Carrier-Infinity-25vna8.html';
export const NAME_RULE_SUFFIX = 'series name — not a model number, no size in it';

const ENTRIES: readonly SeriesEntry[] = [
  {
    // §1.1 [S13]: brand · S · type+refrigerant · [C] · SEER class; V · X / Z · C · 20 the variable-speed lines
    // (GVXC20, GVZC20, AVXC20, AVZC20), as the full §1.1 rule (goodman.ts) reads them.
    family: 'goodman',
    section: '§1.1 Goodman split outdoor',
    first: 'GA',
    key: /^([GA])([SV])([CHXZ])(C?)(13|14|15|16|18|20)/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, line = '', speed = '', t = '', comm = '', seer = ''] = m;
      if (speed === 'V' ? seer !== '20' || comm !== 'C' || (t !== 'X' && t !== 'Z') : seer === '20') return null;
      const kind = GOODMAN_SPLIT_TYPE[t]!;
      return {
        series: `${line}${speed}${t}${comm}${seer}`,
        type: kind.ac ? 'air conditioners' : 'heat pumps',
        description: kind.ac ? 'split air conditioner' : 'split heat pump',
        fields: { refrigerant: kind.refrigerant, seer: Number(seer) },
        evidence: 'pattern',
        source: GOODMAN_S.S13,
      };
    },
  },
  {
    // §1.6 [S28]: Daikin-badged Goodman split outdoor, D · X (AC) / Z (HP) · SEER class.
    family: 'goodman',
    section: '§1.6 Daikin-badged Goodman split outdoor',
    first: 'D',
    key: /^D([XZ])(1[3-8]|20)(S[A-WYZ]|VC|TC)?/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, t = '', seer = '', sub = ''] = m;
      const ac = t === 'X';
      return {
        series: `D${t}${seer}${sub}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { seer: Number(seer) },
        evidence: 'pattern',
        source: GOODMAN_S.S28,
      };
    },
  },
  {
    // §1.4 [S22]: brand · supply · staging · [sub-type] · AFUE (one digit 8 / 9 without a sub-type, else two).
    family: 'goodman',
    section: '§1.4 Goodman / Amana gas furnaces',
    first: 'GA',
    // H (high airflow): GHS8 only, as the full rule reads it (SS-GMS8 key; GDS8 & GHS8 technical manual).
    key: /^([GA])([MCDKH])([VSHE])([SECM]?)(80|92|95|96|97|8|9)/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, line = '', supply = '', stage = '', sub = '', afue = ''] = m;
      if (afue.length === 1 && sub !== '') return null;
      if (supply === 'H' && (line !== 'G' || stage !== 'S' || sub !== '' || afue !== '8')) return null;
      const afuePercent = afue.length === 2 ? Number(afue) : afue === '8' ? 80 : undefined;
      return {
        series: `${line}${supply}${stage}${sub}${afue}`,
        type: 'furnaces',
        description: 'gas furnace',
        fields: { afue_percent: afuePercent },
        evidence: 'pattern',
        source: supply === 'H' ? GHS8_SOURCE : GOODMAN_S.S22,
      };
    },
  },
  {
    // §2.2 [S34]: 24 (AC) / 25 (HP) · A / H · tier · major series · SEER digit; V = the Infinity variable-speed lines
    // (24VNA9, 25VNA8: "25VNA8 Infinity 18VS Variable Speed Heat Pump / 24VNA9 Infinity 19VS Variable Speed Air
    // Conditioner"), whose digit is no SEER class, as the full §2.2 rule (carrier/carrier.ts) reads them.
    family: 'carrier',
    section: '§2.2 Carrier 24/25 split outdoor',
    first: '2',
    key: /^(24|25)([AHV])([BCPHNA])([A-Z])(\d)/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, fam = '', kind = '', tier = '', major = '', seerDigit = ''] = m;
      const ac = fam === '24';
      const seer = kind === 'V' ? undefined : CARRIER_SEER_DIGIT[seerDigit];
      if (kind !== 'V' && (ac !== (kind === 'A') || seer === undefined)) return null;
      return {
        series: `${fam}${kind}${tier}${major}${seerDigit}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { seer, efficiency_tier: CARRIER_TIER[tier] },
        evidence: 'pattern',
        source: kind === 'V' ? `${CARRIER_S.S34} · ${CARRIER_VS_MANUAL}` : CARRIER_S.S34,
      };
    },
  },
  {
    // §2.3 [S37]: 38 + series letters (38M…/38G… ductless and 38AU commercial are not this key).
    family: 'carrier',
    section: '§2.3 Carrier 38-series split condensing units',
    first: '3',
    key: /^38([A-Z]{2,3})/,
    tail: PARTIAL_FIELD,
    read(m) {
      const letters = m[1] ?? '';
      if (letters[0] === 'M' || letters[0] === 'G' || letters.startsWith('AU')) return null;
      const known = CARRIER_OLD_SERIES[letters];
      const hp = letters[0] === 'Y' || known?.heatPump === true;
      return {
        series: `38${letters}`,
        type: hp ? 'heat pumps' : 'air conditioners',
        description: hp ? 'split heat pump (38 series)' : 'split condensing unit (38 series)',
        fields: { seer: known?.seer, refrigerant: known?.refrigerant },
        evidence: 'pattern',
        source: known?.source ?? CARRIER_S.S37,
      };
    },
  },
  {
    // §2.4 [S10]: 58 / 59 + three series letters (58STA, 58MVC).
    family: 'carrier',
    section: '§2.4 Carrier 58/59 gas furnaces',
    first: '5',
    key: /^(58|59)([A-Z]{3})/,
    tail: PARTIAL_FIELD,
    read(m) {
      return { series: `${m[1] ?? ''}${m[2] ?? ''}`, type: 'furnaces', description: 'gas furnace', fields: {}, evidence: 'pattern', source: CARRIER_S.S10 };
    },
  },
  {
    // §4.1 [S6]: refrigerant digit · T · T (cooling) / W (heat pump) · tier · SEER digit.
    family: 'trane',
    section: '§4.1 Trane split outdoor',
    first: '245',
    key: /^([245])T([TW])([A-Z])(\d)/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, r = '', kind = '', tier = '', seerDigit = ''] = m;
      const ac = kind === 'T';
      return {
        series: `${r}T${kind}${tier}${seerDigit}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { refrigerant: TRANE_REFRIGERANT[r], seer: TRANE_SEER_DIGIT[seerDigit] },
        evidence: 'pattern',
        source: TRANE_S.S6,
      };
    },
  },
  {
    // §4.1 [S59]: American Standard, refrigerant digit · A · 7x (cooling) / 6x (heat pump) · SEER digit.
    family: 'trane',
    section: '§4.1 American Standard split outdoor',
    first: '245',
    key: /^([245])A([67][A-Z])(\d)/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, r = '', kind = '', seerDigit = ''] = m;
      const ac = kind.startsWith('7');
      return {
        series: `${r}A${kind}${seerDigit}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { refrigerant: TRANE_REFRIGERANT[r], seer: TRANE_SEER_DIGIT[seerDigit] },
        evidence: 'pattern',
        source: TRANE_S.S59,
      };
    },
  },
  {
    // §4.5: the furnace families by their product-data names (XR80 = TUD…, XT90 / XR90 = TUX…, XR95 = TUH…).
    family: 'trane',
    section: '§4.5 Trane / American Standard gas furnaces',
    first: 'X',
    key: /^X([RT])(80|90|95)/,
    tail: PLACEHOLDERS_ONLY,
    name: true,
    read(m) {
      const name = `X${m[1] ?? ''}${m[2] ?? ''}`;
      const letter = { XR80: 'D', XT80: 'D', XR90: 'X', XT90: 'X', XR95: 'H' }[name];
      const known = letter === undefined ? undefined : TRANE_FURNACE_TYPE[letter];
      if (!known) return null;
      const source = name === 'XR90' ? TRANE_S.XR90 : name === 'XT90' ? TRANE_S.XT90 : known.source;
      return { series: name, type: 'furnaces', description: 'gas furnace', fields: { afue_percent: known.afue, efficiency_tier: known.tier }, evidence: 'pattern', source };
    },
  },
  {
    // §10.1: A. O. Smith group residential line letters (GCV, GPVL, HPTU …) before the gallons.
    family: 'aosmith',
    section: '§10.1 A. O. Smith group water heaters',
    first: 'GFEH',
    key: /^(GCVL|GCVX|GCVH|GCVT|GCV|GCR|GCG|GCF|GPVL|GPVH|GPVX|GPHE|GDHE|GPSH|FPSH|FPS|FPTU|ECT|ECS|ENS|ENT|EES|HPTU|HPTA|HPSX|HETF|GAHH)/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      const line = m[1] ?? '';
      return {
        series: line,
        type: 'water heaters',
        description: 'water heater',
        fields: { fuel: AOSMITH_ELECTRIC_LINE.test(line) ? 'electric' : undefined },
        evidence: 'unconfirmed',
        source: line === 'GAHH' ? cite('S124') : AOSMITH_LINE_SOURCE,
      };
    },
  },
  {
    // §10.1 [S125]: DEL / DEN commercial electric.
    family: 'aosmith',
    section: '§10.1 A. O. Smith group water heaters',
    first: 'D',
    key: /^DE([LN])/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      return { series: `DE${m[1] ?? ''}`, type: 'water heaters', description: 'electric water heater', fields: { fuel: 'electric' }, evidence: 'pattern', source: cite('S125') };
    },
  },
  {
    // §10.2 [S127, S126]: Bradford White tank line · vent letters (MI, M1…, RG2, RE2, URG …) before the gallons.
    family: 'bradford_white',
    section: '§10.2 Bradford White tanks',
    first: 'MRU',
    key: /^(MI|M[124]|U?R[GE][1-4]?)([A-WYZ]{0,2})/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      const series = `${m[1] ?? ''}${m[2] ?? ''}`;
      if (series.length < 3) return null;
      const electric = (m[1] ?? '').includes('RE');
      return { series, type: 'water heaters', description: electric ? 'electric water heater' : 'water heater', fields: { fuel: electric ? 'electric' : undefined }, evidence: 'pattern', source: cite('S127', 'S126') };
    },
  },
  {
    // §10.2 [S128]: RTG tankless.
    family: 'bradford_white',
    section: '§10.2 Bradford White RTG tankless',
    first: 'R',
    key: /^RTG/,
    tail: PLACEHOLDERS_ONLY,
    read() {
      return { series: 'RTG', type: 'tankless water heaters', description: 'tankless water heater', fields: {}, evidence: 'pattern', source: cite('S128') };
    },
  },
];

const BY_FIRST = new Map<string, SeriesEntry[]>();
for (const e of [...ENTRIES, ...WIDER_SERIES_ENTRIES, ...MORE_SERIES_ENTRIES, ...PACKAGED_SERIES_ENTRIES, ...NAME_SERIES_ENTRIES, ...MORE_NAME_SERIES_ENTRIES, ...SHORT_SERIES_ENTRIES, ...DUCTLESS_NAME_SERIES_ENTRIES, ...CARRIER_ICP_SERIES_ENTRIES, ...BOILER_INSTALLED_SERIES_ENTRIES, ...BOIL19_SERIES_ENTRIES]) {
  for (const ch of e.first) {
    let list = BY_FIRST.get(ch);
    if (!list) BY_FIRST.set(ch, (list = []));
    list.push(e);
  }
}
// Packaged rooftop and tankless line names (series/rooftop-line-names.ts).
for (const e of ROOFTOP_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Carrier / Bryant fan coils cut before the size (carrier/series-fan-coils.ts).
for (const e of SPLIT_LINES_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Names written in the reverse word order of the title ("95 Plus": carrier/series-reversed-names.ts).
for (const e of REVERSED_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Product-line names from the makers' titles, issue 18 (series/title-names.ts).
for (const e of TITLE_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Geothermal line names of the ENERGY STAR list and the makers' titles, issue 18 (geothermal/series-names.ts).
for (const e of GEOTHERMAL_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Carrier 58 two-letter and Bryant 3xx furnace series written alone, after every titled entry (carrier/series-older-furnaces.ts).
for (const e of FURNACE_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Carrier-group 90 % furnace series as Carrier's SMB 09-0024 bulletin lists them ("340M", "355B", Payne "490A"), issue 18 (carrier/series-secondary-hx-bulletin.ts).
for (const e of BULLETIN_FURNACE_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Payne single-packaged, Nordyne Q packaged heat pumps and Bryant numeric series written alone (series/older-packaged.ts).
for (const e of OLDER_PACKAGED_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Geothermal / water-source names and Nordic R / W sizes in 3 characters, issue 18 (geothermal/series-entries.ts).
for (const e of GEOTHERMAL_LINE_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// MRCOOL line names Universal and DIY, issue 18 (ductless/mrcool-central.ts).
for (const e of MRCOOL_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Line names written with the AFUE class ("Evolution 98", "Merit 80", "Affinity 97.5"), issue 18 (series/afue-line-names.ts).
for (const e of AFUE_LINE_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// Trane / American Standard S-series furnace names without the stage digit ("S9V", "S8X"), issue 18 (trane/s-series-names.ts).
for (const e of TRANE_S_SERIES_NAME_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);
// ICP S-family and CH6 series written without the size, issue 18 (series/icp-s-and-ch-names.ts).
for (const e of ICP_S_CH_NAME_SERIES_ENTRIES) for (const ch of e.first) BY_FIRST.set(ch, [...(BY_FIRST.get(ch) ?? []), e]);

/**
 * The series-only decode of a normalized model for a brand (canonical, non-empty) whose families are
 * `families` (the dispatcher's brand check). Null unless a series key of one of them starts the
 * model and what follows it is only a partial next field or placeholders.
 */
export function decodeSeriesOnly(model: string, brand: string, families: ReadonlySet<NomenclatureFamily>): NomenclatureDecode | null {
  if (brand === '') return null;
  for (const e of BY_FIRST.get(model[0] ?? '') ?? []) {
    if (!families.has(e.family) || (model.length < 4 && e.short !== true)) continue;
    const m = e.key.exec(model);
    if (!m || m[0].length < 3 || !e.tail.test(model.slice(m[0].length))) continue;
    const r = e.read(m);
    if (r === null) continue;
    const d = decoded({
      family: e.family,
      brand,
      type: r.type,
      series: r.series,
      model,
      description: r.description,
      fields: { ...r.fields },
      evidence: r.evidence === 'src' ? 'pattern' : r.evidence,
      rule: `${e.section}: ${e.name === true ? NAME_RULE_SUFFIX : RULE_SUFFIX}`,
      source: r.source,
    });
    return Object.assign({}, d, e.name === true ? { seriesOnly: true as const, seriesName: true as const } : { seriesOnly: true as const });
  }
  return null;
}
