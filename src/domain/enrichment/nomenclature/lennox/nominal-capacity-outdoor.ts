// Lennox HS (condensing unit) / HP (heat pump outdoor unit) split models with the post-1995 nominal
// capacity code: HS29-030-1P, HP29-036-2Y, HS29-120-1Y. The pre-1995 gross codes (HS26-311V-1P) are
// lennox/lennox.ts's §5.4 rule; the two never overlap (a gross code starts 21/26/31/41/46/51/65).
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Lennox'] as const;

export const LENNOX_NOMINAL_SOURCE = [
  'Lennox HS29 engineering data, bulletin 210307 (model number identification: HS = high side air conditioners · series · nominal cooling capacity 072 = 6 tons … 240 = 20 tons · minor revision · voltage; R-22): https://fdocuments.in/document/lennox-hs293phase.html',
  'Lennox HP29 engineering data, bulletin 210473 (HP = heat pump outdoor unit · series · nominal cooling capacity 036 = 3 tons, 042 = 3.5, 048 = 4, 060 = 5 · minor revision · voltage; R-22): https://www.scribd.com/document/352695398/hp29',
  'Lennox HS29 unit information (residential condensing units -018, -024, -030 … -060, 1 through 5 tons): http://www.manualslib.com/manual/1317552/Lennox-Hs29-211.html',
].join('; ');

/** Nominal codes the sources list: thousands of Btu/h, 12 per ton. */
const NOMINAL_CODES = new Set(['012', '018', '024', '030', '036', '042', '048', '060', '072', '090', '120', '180', '240']);

// Unit type · series (two digits) · dash · nominal code · [dash · revision digit · voltage / phase letter].
const PATTERN = /^(HS|HP)(\d\d)-?(\d{3})(?:-?(\d)([A-Z])?)?$/;

function decodeLennoxNominal(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 72 /* H */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, kind = '', series = '', code = ''] = m;
  if (!NOMINAL_CODES.has(code)) return null;
  const kbtuh = Number(code);
  const ac = kind === 'HS';
  const fields: DecodedFields = { cooling_capacity_tons: kbtuh / 12, cooling_capacity_kbtuh: kbtuh };
  // Both bulletins are R-22 series 29 units; other series' refrigerant is not stated by them.
  if (series === '29') fields.refrigerant = 'R-22';
  return decoded({
    family: 'lennox',
    brand: reportedBrand(brand, 'Lennox'),
    type: ac ? 'air conditioners' : 'heat pumps',
    series: `${kind}${series}`,
    model,
    description: ac ? 'split condensing unit' : 'split heat pump outdoor unit',
    fields,
    evidence: 'src',
    rule: 'Lennox HS / HP split outdoor units, nominal capacity code (HS29-030-1P, HP29-036-2Y)',
    source: LENNOX_NOMINAL_SOURCE,
  });
}

export const LENNOX_NOMINAL_RULES: readonly NomenclatureRule[] = [
  // HS / HP + digits is no other brand's key that the sources rule out: Lennox only.
  { id: 'lennox.hs-hp-nominal', family: 'lennox', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'H', decode: decodeLennoxNominal },
];
