// Reliance commercial gas water heaters as their instruction manuals title them: "Commercial Gas Water Heaters, Models
// D85500NE & D85500PE, Series 120/121" (318300-001) and "Commercial Gas Water Heaters, Models N71120NE thru N85390NE/A,
// Low NOx Series 108" (319287-001). The titles print the models, no key: type only (no gallons, input or gas read).
// D85500NE / D85500PE exactly (evidence src); N · two digits 71–85 · three digits 120–390 · NE, optional /A, the range
// "thru" the title gives (evidence pattern: the models between the two printed ends are not listed). Brand Reliance
// required. Issue 18, owners'-threads gap scan; coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Reliance'] as const;

const SOURCE =
  'Reliance instruction manuals "Commercial Gas Water Heaters, Models D85500NE & D85500PE, Series 120/121" 318300-001 (http://somanuals.com/html/14/Reliance-Water-Heaters-Water-Heater-D85500NE-User-Guide.html) and "Commercial Gas Water Heaters, Models N71120NE thru N85390NE/A, Low NOx Series 108" 319287-001 (http://somanuals.com/html/14/Reliance-Water-Heaters-Water-Heater-N71120NE-User-Guide.html)';

const D_MODEL = /^D85500[NP]E$/;
const N_MODEL = /^N(\d\d)(\d{3})NE(?:[/-]?A)?$/;

export const relianceCommercial: NomenclatureRule = {
  id: 'aosmith.reliance-commercial-d-n',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'DN',
  decode(model, brand) {
    if (brand === '' || model.length < 8 || model.length > 11) return null;
    let evidence: 'src' | 'pattern';
    let series: string;
    if (model.charCodeAt(0) === 68 /* D */) {
      if (!D_MODEL.test(model)) return null;
      evidence = 'src';
      series = 'D85500 (Series 120/121)';
    } else {
      const m = N_MODEL.exec(model);
      if (m === null) return null;
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (a < 71 || a > 85 || b < 120 || b > 390) return null;
      evidence = 'pattern';
      series = 'N (Low NOx Series 108)';
    }
    return decodeOf('aosmith', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields: {},
      description: 'commercial gas tank water heater',
      evidence,
      rule: 'Reliance commercial gas water heaters D85500NE / PE and N71120NE thru N85390NE/A as the manual titles name them: type',
      source: SOURCE,
    });
  },
};

export const RELIANCE_COMMERCIAL_RULES: readonly NomenclatureRule[] = [relianceCommercial];
