// Carrier WeatherMaker / WeatherMaster rooftops of the 3-digit size generation written without the option letter
// (48TJ004, 50TJ012) and the 15–25 ton sizes 016–028 (issue 18, comm21). packaged-rooftop-18e.ts reads the same lines
// with a letter before the size (48HJD005) for sizes 004–014. Product data titles: "48TJ004-028 Single-Package Rooftop
// Units Electric Cooling/Gas Heating, 3 to 25 Nominal Tons"; "48/50TJ016-028 Single-Package Rooftop Units 60 Hz, 15 to 25
// Nominal Tons"; "50HJ Single-Package Rooftop High-Efficiency Electric Cooling Units, 3 to 12½ Nominal Tons"; "48HJD/HJE/
// HJF … 3 to 12½ Nominal Tons"; "50LJQ Single-Package Rooftop Heat Pump Units"; "48TF / 48TM gas heating/electric
// cooling units". 48 = gas heat / electric cooling, 50 = electric cooling (Q = heat pump). Sizes 004–014 read with the
// 50HC key's tonnage table (as the 18e rule); 016 and 028 are the titles' 15 and 25 tons; 020 and 024 lie between and no
// table in reach gives their tons, so only the type is read; so for the HJ sizes 016–024 ("48HJD,HJF … 12 to 20 Nominal
// Tons"). carrier.ts §2.1 leaves TJ and HJ to these rules (48TJ024 is not a 2-ton residential size). Type `packaged
// units`; brand Carrier required.
import { S as CARRIER_S } from './carrier';
import { brandIn } from './kit-18e';
import { decodeOf } from './more-kit';
import type { DecodedFields, NomenclatureRule } from './types';

const SOURCE = `Carrier product data 48HJD,HJF 12 to 20 nominal tons, 48TJ004-028 (Form 48TJ-5PD, "3 to 25 Nominal Tons"): https://vdocuments.mx/product-data-electric-coolinggas-heating.html · 48/50TJ016-028 (Form 48/50TJ-1PD, "15 to 25 Nominal Tons"): https://pdfslide.net/documents/product-data-single-package-016-4500-7500-020-5400-9000-024-6000-10000-028-7000.html · Carrier rooftop product data titles (50HJ, 48HJD/HJE/HJF, 50LJQ, 48TF, 48TM): https://homedocbox.com/amp/77679929-Appliances/Product-data-features-benefits-48tj-single-package-rooftop-units-electric-cooling-gas-heating-3-to-25-nominal-tons.html · ${CARRIER_S.HC_KEY}`;

/** 004 = 3 t … 014 = 12.5 t (50HC key table, as packaged-rooftop-18e.ts); 016 = 15 t and 028 = 25 t (48/50TJ016-028 title). */
const TONS: Readonly<Record<string, number>> = { '004': 3, '005': 4, '006': 5, '007': 6, '008': 7.5, '009': 8.5, '012': 10, '014': 12.5, '016': 15, '028': 25 };
const TYPE_ONLY_SIZES = new Set(['020', '024']);
// 48 | 50 · series · optional option letter(s) (D/E/F heat size, S side discharge, Q heat pump) · size · build suffix.
const KEY = /^(48|50)(TJ|HJ|TF|TM|LJ)([A-Z]{0,2})(0(?:0[4-9]|1[246]|2[048]))(?:-*[A-Z0-9]{1,12})?$/;

const carrierRooftop: NomenclatureRule = {
  id: 'carrier.rooftop-3-digit-comm21',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, fam = '', series = '', letters = '', size = ''] = m;
    const tons = series === 'HJ' && Number(size) > 14 ? undefined : TONS[size];
    if (tons === undefined && !TYPE_ONLY_SIZES.has(size) && !(series === 'HJ' && size === '016')) return null;
    // Sizes above 014: the TJ "15 to 25" and HJ "12 to 20 Nominal Tons" lines only; 48 has no heat-pump letter.
    if (Number(size) > 14 && series !== 'TJ' && (series !== 'HJ' || size === '028')) return null;
    const heatPump = letters.includes('Q');
    if (heatPump && fam === '48') return null;
    const fields: DecodedFields = tons === undefined ? {} : { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}${series}`,
      fields,
      description: fam === '48' ? 'single-package rooftop, gas heating / electric cooling' : heatPump ? 'single-package rooftop heat pump' : 'single-package rooftop, electric cooling',
      evidence: 'pattern',
      rule: 'Carrier 48 / 50 TJ, HJ, TF, TM, LJ rooftops: series · option letters · 3-digit size (004–014 tonnage code, 016–028)',
      source: SOURCE,
    });
  },
};

export const CARRIER_ROOFTOP_RULES_COMM21: readonly NomenclatureRule[] = [carrierRooftop];
