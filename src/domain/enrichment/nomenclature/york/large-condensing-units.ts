// York commercial split-system air-cooled condensing units of 25 tons and up (issue 18, commercial gap scan), type
// `air conditioners` (the convention for split commercial condensing units), read from the technical guides' titles, which
// print the models and the nominal tons they span; the capacity code is the nominal kBtu/h (MBh) as on the rest of York's
// light-commercial line (300 = 25, 360 = 30, 480 = 40, 600 = 50 tons):
// - YD360, 480 & 600, "Split-System Air-Cooled Condensing Units … 30 thru 50 Nominal Tons", R-410A holding charge
//   (technical guides 628770-YTG-B-0811 / 628770-YTG-C-0712);
// - HA300, HB360, HB480 & HB600, "Split-System Air-Cooled Condensing Units … 25 thru 50 Nominal Tons" (technical guide
//   036-21345-001-A-0602, 50 Hz; guide specifications "Models HA300, HB360, HB480 and HB600 Condensing Units", 036-21328-003-D);
// - H2CA300, 360, 480 & 600, "Split-System Air-Cooled Condensing Units … thru 50 Nominal Tons";
// - YCUL0016 – YCUL0130, "Air-Cooled Scroll Condensing Units, Style C, 15 – 130 Ton" (Form 150.63-EG1): type only (the
//   four-digit size is not the tons: 0016 is printed against 15 tons).
// Model: series · size · options as far as written (`YD480C00A4`, `HB360`, `YCUL0060`). Brand York required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const YORK = ['York'] as const;
const YD_SOURCE =
  'York technical guide 628770-YTG-B-0811 "Split-System Air-Cooled Condensing Units YD360, 480 & 600, 30 thru 50 Nominal Tons" (R-410A): https://vi.scribd.com/document/219226190/628770-ytg-b-0811 · 628770-YTG-C-0712: https://usermanual.wiki/York/YdMillenniumTechnicalGuide.736482424/html';
const HAHB_SOURCE =
  'York technical guide 036-21345-001-A-0602 "Split-System Air-Cooled Condensing Units HA300, HB360, HB480 & HB600, 25 thru 50 Nominal Tons (50 Hz)": https://vdocuments.us/y-tg-50-hz-ha300-hb360-480-600-yorkcom-unitsha-hbtechnical-guide-split-system.html · guide specifications "Models HA300, HB360, HB480 and HB600 Condensing Units" (036-21328-003-D-0206): https://www.easymanua.ls/york/ha090/manual?p=134';
const H2CA_SOURCE =
  'York technical guide "Split-System Air-Cooled Condensing Units H2CA300, 360, 480 & [600], thru 50 Nominal Tons": https://autodocbox.com/amp/80918600-Performance_Vehicles/Air-cooled-scroll-condensing-units-style-c.html';
const YCUL_SOURCE =
  'York Form 150.63-EG1 "YCUL0016 – YCUL0130, 15 – 130 Ton, Air-Cooled Scroll Condensing Units, Style C": https://pdfslide.tips/documents/air-cooled-scroll-condensing-units-hvac-york-international-york-international.html';

interface Line {
  sizes: readonly string[];
  fields: DecodedFields;
  source: string;
}
const LINES: Readonly<Record<string, Line>> = {
  YD: { sizes: ['360', '480', '600'], fields: { refrigerant: 'R-410A' }, source: YD_SOURCE },
  HA: { sizes: ['300'], fields: {}, source: HAHB_SOURCE },
  HB: { sizes: ['360', '480', '600'], fields: {}, source: HAHB_SOURCE },
  H2CA: { sizes: ['300', '360', '480', '600'], fields: {}, source: H2CA_SOURCE },
};
const KEYED = /^(YD|HA|HB|H2CA)(\d{3})(?![0-9])([A-Z][A-Z0-9]{0,13})?$/;
const YCUL = /^YCUL(\d{4})(?![0-9])([A-Z][A-Z0-9]{0,13})?$/;

const yorkLargeCondensingUnits: NomenclatureRule = {
  id: 'york.large-split-condensing-units',
  family: 'york',
  brands: YORK,
  unambiguousWithoutBrand: false,
  firstChars: 'HY',
  decode(model, brand) {
    if (!brandIn(YORK, brand)) return null;
    const y = YCUL.exec(model);
    if (y) {
      const size = Number(y[1]);
      if (size < 16 || size > 130) return null;
      return decodeOf('york', 'York', model, {
        type: 'air conditioners',
        series: 'YCUL',
        fields: {},
        description: 'air-cooled scroll condensing unit, 15–130 tons (size not read)',
        evidence: 'pattern',
        rule: 'York YCUL air-cooled scroll condensing units 0016–0130: series from the product guide title (type only)',
        source: YCUL_SOURCE,
      });
    }
    const m = KEYED.exec(model);
    if (!m) return null;
    const [, series = '', size = ''] = m;
    const line = LINES[series];
    if (line === undefined || !line.sizes.includes(size)) return null;
    const kbtuh = Number(size);
    return decodeOf('york', 'York', model, {
      type: 'air conditioners',
      series,
      fields: { cooling_capacity_tons: kbtuh / 12, cooling_capacity_kbtuh: kbtuh, ...line.fields },
      description: 'split-system air-cooled condensing unit',
      evidence: 'pattern',
      rule: 'York split-system air-cooled condensing units YD / HA / HB / H2CA: series · nominal MBh 300–600 (25–50 tons)',
      source: line.source,
    });
  },
};

export const YORK_LARGE_CONDENSING_UNIT_RULES: readonly NomenclatureRule[] = [yorkLargeCondensingUnits];
