// Suburban RV forced-air furnaces by the model lists of Suburban's manuals: SF / SFV · 20 / 25 / 30 / 35 / 42 ·
// optional F, Q or FQ (`SF-35FQ`, `SFV-30FQ`, `SF-42`), SH · 35 / 42 · optional F, SHD-2542 · optional Q, and the older
// Dynatrail NT · two digits · optional S / SP / K / T (`NT-30SP`, `NT-42T`, `NT-30`). The manuals name the models, not
// the meaning of their digits (the Dynatrail table rates NT-20S at 19,000 Btu/h), so only the type is read. Brand
// required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Suburban'] as const;

const SOURCE =
  'Suburban Gas Furnaces User\'s Information Manual, Part Number 204960 (04-12-2013), models SF-20Q … SF-42FQ, SFV-20Q … SFV-42FQ, SH-35 / SH-42 / SH-35F / SH-42F, SHD-2542Q (https://github.com/tokendad/RV_Interchange/blob/main/Docs/Data/Suburban/Furnace/Furnance%20-%20Suburban%20-%20SF-20FQ%20User%20Information%20Manual.pdf); Suburban installation instructions "Models SF-20 • SF-25 • SF-30 • SF-35 • SF-42"; Suburban Dynatrail furnaces service manual, models NT-12S … NT-42T (https://pdfslide.net/download/link/suburban-manufacturing-company-post-office-box-suburban-manufacturing-company)';

const SHAPE = /^(SFV|SF|SHD|SH|NT)-?(\d{2,4})([A-Z]{0,2})$/;
const SF_SIZES = new Set(['20', '25', '30', '35', '42']);
const SF_SUFFIXES = new Set(['', 'F', 'Q', 'FQ']);
const NT_SUFFIXES = new Set(['', 'S', 'SP', 'K', 'T']);

function listed(series: string, size: string, suffix: string): boolean {
  if (series === 'SF' || series === 'SFV') return SF_SIZES.has(size) && SF_SUFFIXES.has(suffix);
  if (series === 'SH') return (size === '35' || size === '42') && (suffix === '' || suffix === 'F');
  if (series === 'SHD') return size === '2542' && (suffix === '' || suffix === 'Q');
  // NT (Dynatrail): two-digit sizes 12 … 42 as the service manual's table lists them.
  if (size.length !== 2 || size < '12' || size > '42') return false;
  return NT_SUFFIXES.has(suffix);
}

export const suburbanRvFurnace: NomenclatureRule = {
  id: 'suburban.rv-furnace',
  family: 'rv_appliance',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'SN',
  decode(model, brand) {
    if (brand === '' || model.length < 4 || model.length > 10) return null;
    const c1 = model.charCodeAt(1);
    if (c1 !== 70 && c1 !== 72 && c1 !== 84) return null; // F, H or T after the first letter
    const m = SHAPE.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    if (!listed(series, m[2] ?? '', m[3] ?? '')) return null;
    return decodeOf('rv_appliance', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series,
      fields: {},
      description: series === 'NT' ? 'Dynatrail RV forced-draft furnace (propane)' : 'RV forced-air furnace (propane)',
      evidence: series === 'NT' ? 'pattern' : 'src',
      rule: 'Suburban RV furnaces as the manuals list them (SF / SFV / SH / SHD-2542, Dynatrail NT): type',
      source: SOURCE,
    });
  },
};

export const SUBURBAN_RV_FURNACE_RULES: readonly NomenclatureRule[] = [suburbanRvFurnace];
