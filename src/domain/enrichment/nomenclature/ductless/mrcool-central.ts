// MRCOOL central ducted heat pump condensers (issue 18): the Universal Series MDUO18… and the earlier MDHP18…
// (the DIY / Olympus / Advantage / Hyper Heat ductless lines are private-label.mrcool's). Both manuals are heat pump
// condensing-unit manuals, so the line is one type. Brand required (MRCOOL): the shapes are short.
import { decoded, reportedBrand } from '../common';
import { type NameLine, namesEntry } from '../series/marketing-names';
import type { SeriesEntry } from '../series-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const SOURCE =
  'MRCOOL "DC Inverter Heat Pump Condensing Unit Service Manual, Capacity 24kBtu/h~60kBtu/h" (Universal, MDUO18048060): https://www.notice-facile.com/en/manual/1042366/mrcool+mduo18048060 · MRCOOL MDHP1836 use and care manual (heat pump condensing unit): http://38.142.81.21:8001/manual/mrcool/mdhp1836/use-and-care-manual-english/page-61.html · MRCOOL Universal thermostat wiring guide (heat pump system, reversing valve at the condenser): https://support.mrcool.com/hc/en-us/articles/38604160929684-Universal-Thermostat-Wiring-Guide';
/** The sizes the service manual's 24–60 kBtu/h range holds. */
const SIZES = new Set([24, 36, 48, 60]);
// MD · UO (Universal outdoor) / HP · 18 · size kBtu/h as 2 or 3 digits (MDUO18036, MDHP1836); a listing may print two
// sizes run together (MDUO18048060): then no size is read.
const CENTRAL = /^MD(UO|HP)18(0?\d{2})(0\d{2})?$/;

const mrcoolCentral: NomenclatureRule = {
  id: 'mrcool.central-heat-pump',
  family: 'mrcool',
  brands: ['Mrcool'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '') return null;
    const m = CENTRAL.exec(model);
    if (m === null) return null;
    const size = Number(m[2]);
    if (!SIZES.has(size) || (m[3] !== undefined && !SIZES.has(Number(m[3])))) return null;
    const fields: DecodedFields = m[3] === undefined ? { cooling_capacity_kbtuh: size, cooling_capacity_tons: size / 12 } : {};
    return decoded({
      family: 'mrcool',
      brand: reportedBrand(brand, 'Mrcool'),
      type: 'heat pumps',
      series: `MD${m[1]!}18`,
      model,
      description: m[1] === 'UO' ? 'Universal Series central heat pump condenser (outdoor unit)' : 'central heat pump condenser (outdoor unit)',
      fields,
      evidence: 'pattern',
      rule: 'MRCOOL central heat pump condensers: MD · UO (Universal) / HP · 18 · size kBtu/h',
      source: SOURCE,
    });
  },
};

export const MRCOOL_CENTRAL_RULES: readonly NomenclatureRule[] = [mrcoolCentral];

const DIY_ROWS = 'ENERGY STAR / NRCan rows of MRCOOL: every DIY-…-HP-… unit (DIY-12-HP-C-115B, DIY-24-HP-WMAH-230B) is a Mini/Multi-Split, shipped as shared/data/catalog/raw';
// MRCOOL line names as owners write them (series-only fallback, brand MRCOOL only through the family): "Universal"
// (the central heat pump of the manuals above) and "DIY" (the ductless line of the rows), with "Series" or a DIY
// generation ("DIY 4th Gen") after them. No capacity.
const MRCOOL_LINES: readonly NameLine[] = [
  {
    re: /^UNIVERSAL(?:SERIES)?$/,
    read: () => ({ series: 'Universal', types: ['heat pumps'], description: 'Universal Series central heat pump', fields: {}, evidence: 'pattern', source: SOURCE }),
  },
  {
    re: /^DIY(?:SERIES|[1-5](?:ST|ND|RD|TH)?GEN(?:ERATION)?)?$/,
    read: () => ({ series: 'DIY', types: ['mini-splits'], description: 'DIY ductless mini-split', fields: {}, evidence: 'pattern', source: DIY_ROWS }),
  },
];

export const MRCOOL_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [namesEntry('mrcool', 'MRCOOL line names (Universal, DIY)', 'UD', MRCOOL_LINES)];
