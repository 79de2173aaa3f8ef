// A. O. Smith BTP commercial gas water heaters, "Models BTP 139(A) thru 370(A), Series 104 / 105" (instruction manual
// 194186-003). Type only: the manual's title names the sizes, and this rule does not tie the number to an input or a
// tank size. BTP · size 139 … 370 · optional A · optional series 1xx (BTP-139, BTP 370A, BTP-250 104). Brand required
// (A. O. Smith group). Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['A. O. Smith', 'State', 'American', 'Reliance'] as const;

const SOURCE =
  'A. O. Smith instruction manual 194186-003, "Commercial Gas Water Heaters, Models BTP 139(A) Thru 370(A), Series 104/105": https://docslib.org/doc/11259390/500-instruction-manual';

const BTP = /^BTP-?(\d{3})A?(?:-?1\d\d)?$/;

export const aosmithBtpCommercial: NomenclatureRule = {
  id: 'aosmith.btp-commercial',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'B',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 84 || model.charCodeAt(2) !== 80) return null; // "TP"
    const m = BTP.exec(model);
    if (m === null) return null;
    const size = Number(m[1]);
    if (size < 139 || size > 370) return null;
    return decodeOf('aosmith', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series: 'BTP',
      fields: {},
      description: 'commercial gas tank water heater (BTP)',
      evidence: 'src',
      rule: 'A. O. Smith BTP 139 thru 370 commercial gas water heaters: type',
      source: SOURCE,
    });
  },
};

export const AOSMITH_BTP_RULES: readonly NomenclatureRule[] = [aosmithBtpCommercial];
