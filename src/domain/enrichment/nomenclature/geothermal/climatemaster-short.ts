// ClimateMaster Tranquility units written without the cabinet letter (issue 18, dless20): owners copy the series
// letters and the unit size ("TE038", "TT049") and drop the H / V / D configuration letter that geothermal/climatemaster.ts and
// geothermal/energy-star-lines.ts require after the series. The type (geothermal heat pump) and series follow from the letters;
// the configuration stays absent. Sizes: the ones the ENERGY STAR list prints per series. Brand required.
import { decoded, reportedBrand } from '../common';
import { ES_GEOTHERMAL_SOURCE } from './energy-star-lines';
import type { NomenclatureRule } from '../types';

interface Series {
  name: string;
  sizes: ReadonlySet<string>;
  source: string;
}

const sizes = (s: string): ReadonlySet<string> => new Set(s.split(' '));

// Series letters and titles: ClimateMaster's model keys put the series letters first, then the configuration letter,
// then the three-digit unit size (TCH/V 006-060 guide: "Model Type: TC … Configuration: H – Horizontal, V – Vertical,
// Unit Size: 006 … 060"); the ENERGY STAR list files TEV072B under "Tranquility 30 Digital", TTV072 under
// "Tranquility 27", TSV070C under "Tranquility 20", TZV060C under "Tranquility 22 Digital".
const KEY_SOURCE =
  'ClimateMaster TCH/V 006-060 installation guide, model nomenclature (series · configuration H/V · unit size): https://manualspro.net/330271-climatemaster-tch-v-006-060-25-ton-130-eer-copper-vertical-geothermal-water-source-heat-pump-installation-guide';
const SERIES: Readonly<Record<string, Series>> = {
  TE: { name: 'Tranquility 30 Digital (TE)', sizes: sizes('026 038 049 064 072'), source: `${ES_GEOTHERMAL_SOURCE}; ${KEY_SOURCE}` },
  TT: { name: 'Tranquility 27/30 two-stage (TT)', sizes: sizes('026 038 049 064 072'), source: `ClimateMaster Tranquility 30 (TT) Series IOM 97B0075N05, Models TTD/H/V 026-072: https://www.manualshelf.com/manual/climatemaster/dd-series/service-manual-english.html; ${KEY_SOURCE}` },
  TS: { name: 'Tranquility 20 single-stage (TS)', sizes: sizes('018 024 030 036 042 048 060 070'), source: `ClimateMaster Tranquility 20 (TS) Series catalog, sizes 018-070: https://documents.pub/document/tranquility-20-ts-series-at-low-liquid-pressure-drop-convoluted-copper-.html; ${KEY_SOURCE}` },
  TZ: { name: 'Tranquility 22 Digital two-stage (TZ)', sizes: sizes('024 030 036 042 048 060'), source: `ClimateMaster Tranquility 22 Digital (TZ) Series, TZH/V 024-060: https://manualzz.com/doc/23576872/tranquility%C2%AE-22-digital-tz--series; ${KEY_SOURCE}` },
};

// Series letters · unit size, nothing after (a revision or option letter would follow the configuration letter).
const SHORT = /^(T[ETSZ])(\d{3})$/;

const climateMasterShort: NomenclatureRule = {
  id: 'climatemaster.series-size-without-configuration-dless20',
  family: 'climatemaster',
  brands: ['ClimateMaster'],
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (model.length !== 5 || model.charCodeAt(0) !== 84 /* T */) return null;
    const m = SHORT.exec(model);
    if (m === null) return null;
    const [, letters = '', size = ''] = m;
    const s = SERIES[letters];
    if (s === undefined || !s.sizes.has(size)) return null;
    return decoded({
      family: 'climatemaster',
      brand: reportedBrand(brand, 'ClimateMaster'),
      type: 'geothermal heat pumps',
      series: letters,
      model,
      description: `${s.name} water-source / geothermal heat pump, configuration letter not given`,
      fields: {},
      evidence: 'pattern',
      rule: 'ClimateMaster Tranquility series letters · unit size, configuration letter omitted (dless20)',
      source: s.source,
    });
  },
};

export const CLIMATEMASTER_SHORT_RULES: readonly NomenclatureRule[] = [climateMasterShort];
