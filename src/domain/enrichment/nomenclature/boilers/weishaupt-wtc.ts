// Weishaupt Thermo Condens (WTC) gas condensing boilers (not in RULES.md): the wall-hung WTC 15-A / 25-A / 32-A with
// their variant letters (-H, -H-0, -W, C, Kompakt / -K) and the floor-standing WTC-GB 90-A … 300-A, only in the forms the maker's
// manuals print. Brand Weishaupt required. Type `boilers`, condensing (the titles: "Brennwertgerät", "Condensing
// boilers", "Gas-Brennwertkessel"); the number is not read (the documents do not tie it to one rated field), nor the
// fuel (natural gas or liquid gas). Coverage in README-extra.md ("Boilers and water heaters of the boil32 gap scan").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const LINES: readonly ProductLine[] = [
  {
    id: 'weishaupt.wtc-a',
    brands: ['Weishaupt'],
    firstChars: 'WT',
    // "WTC 15-A", "WTC 25-A Kompakt", "WTC 32-A-H", "WTC 25-A C", "Weishaupt Thermo Condens WTC 25-A"
    re: /^(?:WEISHAUPT)?(?:THERMO-?CONDENS)?(WTC)-?(?:15|25|32)-?A(?:-?(?:H-?0|H|W|C|K|KOMPAKT))?$/,
    series: 'WTC-A',
    description: 'wall-hung gas condensing boiler (Weishaupt Thermo Condens)',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Weishaupt "Condensing boilers Weishaupt Thermo Condens WTC 15-A / WTC 25-A and WTC 32-A" installation and operating instructions 83247602 (1/2008), https://vdocument.in/2476-gb-108-weishaupt-condensing-boilers-weishaupt-thermo-condens-wtc-15-a.html; Montage- und Betriebsanleitung Gas-Brennwertgerät WTC 15 … 32-A 83247601 (1/2014-09, variants -H, -H-0, -W, C), https://fdokument.com/document/montage-und-betriebsanleitung-ausfhrung-c-nur-wtc-25-heizgert-mit-integrierter.html; WTC 15-A / WTC 25-A Kompakt 83247501, https://manualzilla.com/doc/6764646/4---klint-w%C3%A4rme-wasser',
  },
  {
    id: 'weishaupt.wtc-gb',
    brands: ['Weishaupt'],
    firstChars: 'WT',
    // "WTC-GB 90-A", "WTC GB 170-A": the six sizes of the conformity certification
    re: /^(?:WEISHAUPT)?(WTC-?GB)-?(?:90|120|170|210|250|300)-?A$/,
    series: 'WTC-GB',
    description: 'floor-standing gas condensing boiler (Weishaupt Thermo Condens WTC-GB)',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Weishaupt installation and operating instruction "Gas condensing boiler WTC-GB 90-A" 83266502 (1/2010-08; conformity certification: WTC-GB 90-A, 120-A, 170-A, 210-A, 250-A, 300-A), https://ro.scribd.com/document/386310738/83266502; Montage- und Betriebsanleitung Gas-Brennwertkessel WTC-GB 90-A 83266501 (1/2020-08), https://gebruikershandleiding.com/Weishaupt-WTC-GB-90-A/preview-handleiding-1052671.html',
  },
];

export const WEISHAUPT_WTC_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(line, 'src', 'Weishaupt Thermo Condens WTC as the manuals name it (type and condensing only)'),
);
