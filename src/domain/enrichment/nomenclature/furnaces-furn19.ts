// Older furnaces as service companies copy them (issue 18, furn19). README-extra.md, "Older furnaces (furn19)".
// - Bryant / Day & Night / Payne literature form numbers copied from the manual cover in place of the model:
//   installation instructions "Form No. II 310A-45-5" (310AAV/JAV), product data "PDS 352A.60.1" (352AAV), "PDS 350M.40"
//   (350MAV), "PDS 311A.45.3" (311AAV/JAV) and the 355MAV installation instructions filed as "355M-40-4": the 3xx
//   furnace number · its first series letter · the smallest size of the range (40 / 45 / 60, "Sizes 040 thru 140") ·
//   the form revision. A gas furnace of that number, no size (the size in a form number is the range's first).
// - Goodman GSM / GSMS sealed-combustion condensing furnaces (installation IO-176, 11/98): the pre-2006 Goodman key of
//   goodman.ts (series · 3-digit input in kBtu/h · "-" · blower digit, GMP075-3 = 75,000 Btu/h), so GSMS080-4 = 80 kBtu/h.
// Brand required: both shapes are short.
import { decodeOf, pickBrand } from './more-kit';
import type { NomenclatureRule } from './types';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;
const GOODMAN_BRANDS = ['Goodman', 'Amana', 'Janitrol', 'Daikin'] as const;

const BRYANT_FORM_SOURCE =
  'Bryant literature form numbers: 310AAV/JAV installation instructions "Form No. II 310A-45-5": http://www.manualslib.com/manual/457890/Bryant-310AAV-Installation-Start-Up-Operating-And-Service-And.html · product-data titles "352AAV … Sizes 060 thru 120, Catalog No. PDS 352A.60.1", "350MAV … Sizes 040 thru 140, Form No. PDS 350M.40", "311AAV/311JAV Sizes 045 thru 155 … Form No. PDS 311A.45.3": https://homedocbox.com/amp/69526392-Appliances/352aav-4-way-multipoise-two-stage-condensing-gas-furnace-sizes-060-thru-120-catalog-no-pds-352a-60-1.html · 355MAV installation instructions filed as "Bryant 355M-40-4": https://manuzoid.com/manuals/w0Kbp-Bryant%20355M-40-4%20User%20manual';
// Optional form prefix (II installation instructions, PDS product data, UI user's information) · 3xx · series letter ·
// first size of the range · revision. A dot or a hyphen between the parts, as the covers print them.
const BRYANT_FORM = /^(?:II|PDS|UI)?(3[1-9]\d)([A-Z])[-.](40|45|60)(?:[-.](\d{1,2}))?$/;

const bryantForm: NomenclatureRule = {
  id: 'carrier.bryant-furnace-form-furn19',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '3IPU',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BRYANT_FORM.exec(model);
    if (!m) return null;
    const [, number = '', letter = ''] = m;
    return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand, 'Bryant'), model, {
      type: 'furnaces',
      series: `${number}${letter}`,
      fields: {},
      description: 'gas furnace (literature form number)',
      evidence: 'pattern',
      rule: 'Bryant 3xx gas furnaces written as the literature form number (355M-40-4, II 310A-45-5)',
      source: BRYANT_FORM_SOURCE,
    });
  },
};

const GOODMAN_GSM_SOURCE =
  'Goodman installation & operating instructions IO-176 (11/98) "for GSM & GSMS sealed combustion condensing furnaces (Category IV)": https://pdfslide.us/documents/installation-operating-instructions-for-gsm-docssmoeorggoodmangsmpdf.html · the pre-2006 key series · input · blower digit (GMPN040-3, GMP075-3, GMP100-5 …): https://mwitty.com/content.php?id=6037686';
// GSM / GSMS · input (kBtu/h) · optional "-" + blower digit (the digit's CFM is not stated: absent) · revision letters.
const GOODMAN_GSM = /^(GSMS?)(\d{3})(?:-?([2-6])([A-Z]{0,2}))?$/;
/** The input sizes of the pre-2006 key (goodman.ts OLD_FURNACE_INPUTS). */
const GSM_INPUTS = new Set([40, 45, 50, 60, 70, 75, 80, 90, 100, 115, 120, 125, 140, 150]);

const goodmanGsm: NomenclatureRule = {
  id: 'goodman.gsm-condensing-furn19',
  family: 'goodman',
  brands: GOODMAN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 83) return null; // GS…
    const m = GOODMAN_GSM.exec(model);
    if (!m) return null;
    const [, series = '', input = ''] = m;
    const kbtuh = Number(input);
    if (!GSM_INPUTS.has(kbtuh)) return null;
    return decodeOf('goodman', pickBrand(GOODMAN_BRANDS, brand, 'Goodman'), model, {
      type: 'furnaces',
      series,
      fields: { heating_input_kbtuh: kbtuh, efficiency_tier: 'condensing' },
      description: 'sealed-combustion condensing gas furnace (before 2006)',
      evidence: 'pattern',
      rule: 'Goodman GSM / GSMS condensing gas furnaces, pre-2006 key (GSMS080-4)',
      source: GOODMAN_GSM_SOURCE,
    });
  },
};

/** Issue 18 (furn19): older furnace numbers and forms, tried after the family modules. */
export const FURNACES_FURN19_RULES: readonly NomenclatureRule[] = [bryantForm, goodmanGsm];
