// McQuay / Daikin Applied Maverick I packaged rooftops (issue 18): McQuay Catalog 251-1 "Maverick I Commercial Packaged
// Rooftop Systems, Heating & Cooling, Gas/Electric, Models MPS003A – 020A, 3 to 20 Tons", nomenclature "MPS - 003 B G C L
// 08 E XXX: McQuay Package System · Unit Size 003 = 3 Tons, 004 = 4, 005 = 5, 006 = 6, 007 = 7.5, 008 = 8.5, 010 = 10,
// 012 = 12.5, 015 = 15, 020 = 20 Tons · Vintage B = R-410A refrigerant · …"; IM 864 "Maverick I … Electric/Electric Models
// MPS003AY – 005AY"; IM 971-1 "Maverick I … Models MPS006B – MPS012B, 6 to 12 Tons, R-410A". Only the size (tons from the
// table), the vintage (B: R-410A) and the type are read; the heat, electrical and option letters are not. Type `packaged
// units`; brand McQuay / Daikin required (MPS + size is a short shape).
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['McQuay', 'Daikin'] as const;
const SOURCE =
  'McQuay Catalog 251-1 "Maverick I Commercial Packaged Rooftop Systems, Models MPS003A - 020A, 3 to 20 Tons", nomenclature (unit size table, vintage B = R-410A): https://pdfslide.us/documents/maverick-i-commercial-packaged-rooftop-systems-heating-lit-features-benefitsmps-007a.html · IM 864 Maverick I electric/electric MPS003AY – 005AY: https://manualmachine.com/mcquay/mps003ayck/5275514-installation--manual · IM 971-1 Maverick I MPS006B – MPS012B, 6 to 12 tons, R-410A: https://manualmachine.com/mcquay/mps006b/5258290-installation--manual';
/** Catalog 251-1 unit size → nominal tons. */
const TONS: Readonly<Record<string, number>> = { '003': 3, '004': 4, '005': 5, '006': 6, '007': 7.5, '008': 8.5, '010': 10, '012': 12.5, '015': 15, '020': 20 };
// MPS · -? · unit size · vintage letter · heat / electrical / option letters and digits (MPS-003BGCL08E…, MPS006B).
const MAVERICK = /^MPS-?(\d{3})([A-Z])([A-Z0-9-]{0,20})$/;

const mcquayMaverick: NomenclatureRule = {
  id: 'mcquay.maverick-i-mps',
  family: 'mcquay',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = MAVERICK.exec(model);
    if (!m) return null;
    const tons = TONS[m[1] ?? ''];
    if (tons === undefined) return null;
    const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
    if (m[2] === 'B') fields.refrigerant = 'R-410A';
    return decodeOf('mcquay', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: 'MPS',
      fields,
      description: 'Maverick I packaged rooftop',
      evidence: 'src',
      rule: 'McQuay Maverick I: MPS · unit size (003 … 020, catalog table) · vintage (B = R-410A)',
      source: SOURCE,
    });
  },
};

export const MCQUAY_MAVERICK_RULES: readonly NomenclatureRule[] = [mcquayMaverick];
