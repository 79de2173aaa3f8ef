// Lennox's first R-410A split outdoor series, 2002–2008: HSXA12 / HSXA15 / HSXA16 / HSXB15 condensing units and
// HPXA12 / HPXA15 / HPXA16 heat pumps. Each installation instruction is titled with its series ("HSXA12 Series Units
// CONDENSING UNITS", "HPXA15 SERIES UNITS HEAT PUMP UNITS") and states that the unit uses R410A; the model is the series
// plus a dash size (HSXA12-018, HPXA15-024, HPXA16-060), the sizes of its line-set table (-024, -030, -036 …). No key
// of these series was found, so the dash size is read as the same-era Lennox keys print it (XP14 "nominal cooling
// capacity 018 = 1-1/2 tons … 060 = 5 tons"): inferred, `pattern`. The two digits are not read as a SEER class (no
// document states it). Brand required (Lennox). Coverage in README-extra.md ("Lennox HSX / HPX R-410A splits").
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Lennox installation instructions 504,540M "HSXA12 Series Units, condensing units" (HSXA12-018, R410A): https://manualshive.com/en/manual/lennox/hsxa12-018/1876906 · 504,668M "HSXA15 Series Units": https://www.manualslib.com/manual/1488553/Lennox-Hsxa15-Series.html · 504,953M "HSXA16 Series Units": https://manualshive.com/en/manual/lennox/hsxa16-series/1877792 · 504,710M "HSXB15 Series Units, condensing units" (R-410A): https://fdocuments.us/document/installation-manual-u2006-lennox-industries-nc-dallas-texas-usa-installation.html · HPXA12 unit information (reversing valve, defrost control): https://manualshive.com/en/manual/lennox/hpxa12-series/1877776?page=5 · 504,713M "HPXA15 Series Units, heat pump units" (R410A; line sets by size -024 / -030 / -036): https://manualshive.com/en/manual/lennox/hpxa15-series/1877778 · 504,954M "HPXA16 Series Units, heat pump units" (HFC-410A): https://www.manualslib.com/manual/1488556/Lennox-Hpxa16-024.html · size convention of the Lennox XP14 key (018 = 1-1/2 tons … 060 = 5 tons): https://vdocuments.net/seer-up-to-1600-heating-capacity-17500-to-58500-btuh.html';

// H · S (condensing unit) / P (heat pump) · X (R-410A) · A / B · titled number · optional dash size · optional tail.
const SERIES = /^H([SP])X([AB])(12|15|16)(?:-?(018|024|030|036|042|048|060)(?:-[0-9A-Z]{1,4}){0,2})?$/;
// The titled series only.
const TITLED = new Set(['SA12', 'SA15', 'SA16', 'SB15', 'PA12', 'PA15', 'PA16']);

export const lennoxHsxHpxSplit: NomenclatureRule = {
  id: 'lennox.hsx-hpx-split',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model) {
    if (model.charCodeAt(0) !== 72 || model.charCodeAt(2) !== 88) return null; // H · X
    const m = SERIES.exec(model);
    if (m === null) return null;
    const [, kind = '', rev = '', digits = '', size] = m;
    if (!TITLED.has(`${kind}${rev}${digits}`)) return null;
    const capacity = size === undefined ? {} : coolingFromCode(size);
    if (capacity === null) return null;
    const ac = kind === 'S';
    return decodeOf('lennox', 'Lennox', model, {
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `H${kind}X${rev}${digits}`,
      description: ac ? 'split condensing unit' : 'split heat pump',
      fields: Object.assign({}, capacity, { refrigerant: 'R-410A' }),
      evidence: 'pattern',
      rule: 'Lennox HSX / HPX R-410A splits as the installation instructions title them: H · S / P · X (R-410A) · A / B · 12 / 15 / 16 · dash size read as the Lennox keys print it (HSXA12-018)',
      source: SOURCE,
    });
  },
};

export const LENNOX_HSX_HPX_RULES: readonly NomenclatureRule[] = [lennoxHsxHpxSplit];
