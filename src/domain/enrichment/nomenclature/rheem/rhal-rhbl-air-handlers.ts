// Rheem RHAL / RHBL wall-hanging air handlers (issue 18, parts-list gap scan): the Rheem specification sheets H11-533 and
// H11-545 are titled "Air handlers RHBL- high efficiency X-13 (ECM) … RHAL- standard efficiency – PSC, featuring industry
// standard R-410A refrigerant" (front or bottom return, wall-hanging brackets, field-installed heater kits); the rating
// plate quoted in the RHAL installation instructions reads "RHAL-FR24PJN00A, 208/240 V, 1 / 60". The sheets' model number
// identification is not in reach, so the letters and digits after the dash are not read: type only. The §6.3 rule
// (rheem/rheem.ts) keeps RH·L-HM…; the Ruud twins are not titled in these sheets. Brand required (Rheem group).
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Rheem', 'Ruud', 'WeatherKing'] as const;
const SOURCE =
  'Rheem form H11-533 rev. 1 "Air handlers RHBL- high efficiency X-13 (ECM), RHAL- standard efficiency – PSC, featuring industry standard R-410A refrigerant": https://vdocuments.net/rheem-air-handler-rhal.html · form H11-545 "Air handlers RHBL/RHAL series": https://tr.scribd.com/document/179656248/Rheem-Air-Handler-RHBL · RHAL installation instructions with the rating plate "RHAL-FR24PJN00A": https://manualshive.com/en/manual/rheem/rhal-fr18pj/1451307?page=15';

const LINE = /^RH([AB])L-?F[RB]\d\d[A-Z0-9]{0,10}$/;

const rhalRhbl: NomenclatureRule = {
  id: 'rheem.rhal-rhbl-air-handler',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82 /* R */ || !brandIn(BRANDS, brand)) return null;
    const m = LINE.exec(model);
    if (!m) return null;
    const line = m[1] ?? '';
    return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: `RH${line}L`,
      fields: {},
      description: line === 'A' ? 'wall-hanging air handler, PSC motor' : 'wall-hanging air handler, X-13 (ECM) motor',
      evidence: 'src',
      rule: 'Rheem RHAL / RHBL wall-hanging air handlers (RHAL-FR24PJN00A), type only',
      source: SOURCE,
    });
  },
};

export const RHEEM_RHAL_RHBL_RULES: readonly NomenclatureRule[] = [rhalRhbl];
