// A maker's series name written as the whole model field, the way office spreadsheets and owners write it (issue 18):
// with the maker's trademark signs ("XV95™", "Infinity® 96", "Sensei (TM)"), a "Series" / "Line" / "Collection" /
// "Model" word after the name ("XV95 Series", "Marathon series water heater"), a "Model" / "Series" label before it ("Model: XV95"),
// a kind of unit written before it ("Furnace: XV95", "Heat pump - XR13": read after it, as the name entries read it),
// a size with its unit ("XR13 3 ton heat pump": taken away, a name gives no size),
// or the brand set off by a spaced dash or colon ("TRANE - XV95", "Rheem: Marathon"). The names themselves, and the
// type each gives, are the series-only name entries' (series/marketing-names.ts and the modules beside it), each with
// its maker's document; this module only takes the writing around a name away.
//
// The dispatcher (index.ts) reads these forms last: only when the field as written decodes as nothing, only with a
// brand, and each form as a whole field (a decode of a form must read all of it), so a model number that decodes as
// written is never shadowed. Pure: no state, no I/O.
import type { EquipmentType } from '../../catalog/equipment-types';

/** A form to read; with `kinds`, only a decode of one of those types counts (the kind of unit written with the name). */
export interface NameFieldForm {
  form: string;
  kinds?: readonly EquipmentType[];
}

/** The maker's marks and their spelled-out forms: ™ ® © ℠, "(TM)", "(R)", "(C)", "(SM)". */
const MARKS = /[\u2122\u00AE\u00A9\u2120]|\((?:tm|r|c|sm)\)/gi;
/** A series / model / line / collection word or a spaced separator (after the cheap character scan of mayHaveWriting). */
const WRITING_WORD = /series|model|line|collection|\d\s*-?\s*(?:tons?\b|btu|k\b|mbh|gal)|\s[-\u2013\u2014|]\s|^(?:gas |oil )?furnace|^heat pump|^air conditioner|^a\/?c |^condens|^water heater|^boiler/i;
/** A label before the name: "Model", "Model:", "Model #", "Series:" (a bare "Series" only with a colon: "Series 2" is a Burnham name). */
const LEADING_LABEL = /^(?:model(?:\s*(?:no\.?|#))?\s*[:#]?\s+|model\s*[:#]\s*|series\s*:\s*)/i;
/** The brand (or any first word) set off from the name by a spaced dash, bar or a colon ("TRANE - XV95", "Rheem: Marathon"). */
const SPACED_SEPARATOR = /^([^\s:]+(?:\s+[^\s:]+){0,2}?)(?:\s+[-\u2013\u2014|]\s+|\s*:\s+)/;
/** A kind of unit written before the name ("Furnace: XV95", "Heat pump - XR14"): read after it, where the name entries read it. */
const LEADING_TYPE = /^((?:gas |oil )?furnace|heat pump|air conditioner|a\/?c|condenser|condensing unit|water heater|boiler)(?:\s*[-\u2013\u2014:|]\s*|\s+)(?=\S)(.+)$/i;
/** Kind-of-unit words an owner writes after the name; the name entries read them (marketing-names.ts, TYPE_WORD). */
const TYPE_WORDS = '(?:gas\\s+|oil\\s+|electric\\s+|split\\s+)?(?:furnace|heat\\s+pump|air\\s+conditioner|a\\/?c|hp|condenser|condensing\\s+unit|water\\s+heater|boiler)';
/** "Series", "Line", "Collection", "Product Line", "Model" after the name, at the end or before a written kind of unit. */
const TRAILING_WORD = new RegExp(`[\\s-]+(?:product\\s+)?(?:series|line|collection|model)\\.?(?=(?:\\s+${TYPE_WORDS})?$)`, 'i');
/** A size with its unit written beside the name ("3 ton", "80,000 BTU", "80K", "50 gal"): never read from a name, taken away. */
const SIZE = /\s+(?:\d(?:\.\d)?\s*-?\s*tons?|\d{2,3}(?:,\d{3})?\s*(?:k\s*)?(?:btu(?:\/?h)?|mbh)|\d{2,3}\s*k|\d{2,3}\s*-?\s*gal(?:lons?|\.)?)(?=\s|$)/gi;
/** A kind of unit at the end of a form: a third form goes without it, its decode held to that kind. */
const TRAILING_TYPE = new RegExp(`\\s+(${TYPE_WORDS})$`, 'i');
/** The types a written kind of unit stands for. */
function kindOf(word: string): readonly EquipmentType[] {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w.endsWith('furnace')) return ['furnaces'];
  if (w.endsWith('heat pump') || w.endsWith('hp')) return ['heat pumps'];
  if (w.endsWith('water heater')) return ['water heaters', 'tankless water heaters'];
  if (w.endsWith('boiler')) return ['boilers'];
  return ['air conditioners'];
}
/** Fewest letters and digits a form must keep (the dispatcher reads nothing under three characters). */
const MIN_CHARS = 3;

/** A cheap first test: a mark (any non-ASCII character), a colon or parenthesis, or a word after a space or hyphen; most model numbers have none. */
function mayHaveWriting(s: string): boolean {
  let separated = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 || c === 58 || c === 40) return true;
    if (c === 32 || c === 45) separated = true;
  }
  return separated && WRITING_WORD.test(s);
}

function alnumCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) | 32;
    if ((c >= 97 && c <= 122) || (s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57)) n++;
  }
  return n;
}

/**
 * The forms of a written series-name field to read, in order: without the trademark signs, then also with a kind of
 * unit written first moved after the name, and without a size with its unit, the label, the spaced separator and a
 * trailing "Series" / "Line" / "Collection" / "Model" word. Only forms that differ from the
 * field and from each other, with at least three letters or digits; empty when there is nothing to take away.
 */
export function seriesNameFieldForms(field: string): NameFieldForm[] {
  const raw = field.trim();
  if (!mayHaveWriting(raw)) return [];
  const forms: NameFieldForm[] = [];
  const unmarked = raw.replace(MARKS, ' ').replace(/\s+/g, ' ').trim();
  if (unmarked !== raw && alnumCount(unmarked) >= MIN_CHARS) forms.push({ form: unmarked });
  const bare = unmarked.replace(LEADING_TYPE, '$2 $1').replace(SIZE, '').replace(LEADING_LABEL, '').replace(SPACED_SEPARATOR, '$1 ').replace(TRAILING_WORD, '').replace(/\s+/g, ' ').trim();
  if (bare !== unmarked && bare !== raw && alnumCount(bare) >= MIN_CHARS) forms.push({ form: bare });
  // A name whose entry reads no type word ("GMS8 furnace"): the name alone, its type held to the written kind.
  const kind = TRAILING_TYPE.exec(bare);
  const typeless = kind === null ? '' : bare.slice(0, kind.index).trim();
  if (kind !== null && typeless !== raw && alnumCount(typeless) >= MIN_CHARS) forms.push({ form: typeless, kinds: kindOf(kind[1]!) });
  return forms;
}
