// Carrier Gemini commercial air-cooled split systems of the R-22 / early-2000s generation (issue 18, set 20 families):
// - 38AR / 38AK condensing units: product data Form 38A-19PD "GEMINI 38ARZ007-012, 38ARS012, 38ARD012-024, 38AKS014-024 with
//   40RM007-028 … Commercial Air-Cooled Split Systems 6 to 20 Nominal Tons" (38ARZ single circuit scroll, 38ARS single
//   circuit semi-hermetic, 38ARD dual circuit scroll, 38AKS single circuit semi-hermetic compressor); Form 38A-C10PD (the
//   50 Hz edition of the same units); "38ARZ/ARD Commercial Air-Cooled Split Sizes 007 - 028 With 40RM007-028, 6-25 Nominal
//   Tons - 50Hz" (38AR-01PD); "38AKS013-024 Air-Cooled Condensing Units" installation (sizes 013, 014, 016, 024); Form
//   38A-9SI ("The 38AK007, 008, and 012 units use hermetic compressors. The 38AKS008, 009, and 012 units use semi-hermetic
//   compressors"). Model: 38A · RZ / RS / RD / KS / K · 3-digit size · options.
//   No table in reach pairs each size with its tons (the titles give only the range ends), so only the type is read:
//   `air conditioners` (split condensing unit, as 38AU / 38AP).
// - 40RM / 40RMQ / 40RMS packaged air-handling units, the indoor half of those splits: "40RM007-034, 40RMQ008-028,
//   40RMS008-034 Packaged Air-Handling Units 50/60 Hz Installation, Start-Up and Service Instructions" (40RM direct
//   expansion, 40RMQ heat pump, 40RMS chilled water); "40RM/RMS Packaged Air-Handling Units 50/60 Hz 6 to 30 Nominal Tons"
//   (40RM007S-012S, 40RMS008S-012S, 40RM014S-034S, 40RMS014S-034S). Model: 40RM · Q / S · 3-digit size · options, dashes
//   as plates print them (40RM-008--B600HC, a plate quoted in a public RFQ). Type `air handlers`, type only.
// Brand Carrier required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const CU_SOURCE =
  'Carrier Form 38A-19PD "GEMINI 38ARZ007-012, 38ARS012, 38ARD012-024, 38AKS014-024 with 40RM007-028 and 28CB,LA008,012 Commercial Air-Cooled Split Systems 6 to 20 Nominal Tons": https://tr.scribd.com/document/133137987/ahu-split · Form 38A-C10PD (50 Hz): https://www.scribd.com/document/452923627/38a-c10pd-pdf · 38AR-01PD "38ARZ/ARD Sizes 007 - 028 With 40RM007-028, 6-25 Nominal Tons - 50Hz": https://www.scribd.com/document/236953537/40RM-38AR-PD-50HZ · "38AKS013-024 Air-Cooled Condensing Units 50/60 Hz Installation, Start-Up and Service Instructions": https://manualsbase.com/manual/2569/air_conditioner/carrier/38aks013-024 · Form 38A-9SI (38AK007, 008, 012; 38AKS008, 009, 012): https://manualmachine.com/carrier/38ak008/1063303-user-manual';
/** Size ranges the documents print, per series (3-digit size codes). */
const CU_SIZES: Readonly<Record<string, (n: number) => boolean>> = {
  RZ: (n) => n >= 7 && n <= 28,
  RS: (n) => n === 12,
  RD: (n) => n >= 12 && n <= 28,
  KS: (n) => n >= 8 && n <= 24,
  K: (n) => n === 7 || n === 8 || n === 12,
};
const CU_KIND: Readonly<Record<string, string>> = {
  RZ: 'commercial air-cooled condensing unit, single circuit, scroll compressor',
  RS: 'commercial air-cooled condensing unit, single circuit, semi-hermetic compressor',
  RD: 'commercial air-cooled condensing unit, dual circuit, scroll compressor',
  KS: 'commercial air-cooled condensing unit, single circuit, semi-hermetic compressor',
  K: 'commercial air-cooled condensing unit, hermetic compressor',
};
const CU_KEY = /^38A(RZ|RS|RD|KS|K)-{0,2}(0\d{2})(?![0-9])[A-Z0-9-]{0,20}$/;

const carrier38ar: NomenclatureRule = {
  id: 'carrier.gemini-38ar-38aks',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 56 || !brandIn(['Carrier'], brand)) return null; // 38…
    const m = CU_KEY.exec(model);
    if (!m) return null;
    const [, series = '', size = ''] = m;
    if (!CU_SIZES[series]?.(Number(size))) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'air conditioners',
      series: `38A${series}`,
      fields: {},
      description: CU_KIND[series] ?? 'commercial air-cooled condensing unit',
      evidence: 'pattern',
      rule: 'Carrier Gemini 38ARZ / 38ARS / 38ARD / 38AKS / 38AK condensing units: series · 3-digit size · options; type only',
      source: CU_SOURCE,
    });
  },
};

const AH_SOURCE =
  'Carrier "40RM007-034, 40RMQ008-028, 40RMS008-034 Packaged Air-Handling Units 50/60 Hz Installation, Start-Up and Service Instructions": https://somanualss.com/html/e1/Carrier-40RMS008-034-User-Manual.html · "40RM/RMS Packaged Air-Handling Units 50/60 Hz 6 to 30 Nominal Tons" (40RM-05PD; 40RM007S-012S, 40RMS008S-012S, 40RM014S-034S): https://dokumen.tips/documents/40rm-04-pd-2008-carrier-yc-and-wd-option-codes-for-all-034-size-units-and-008.html · Form 38A-19PD (38AR / 38AKS with 40RM007-028): https://tr.scribd.com/document/133137987/ahu-split';
const AH_KEY = /^40RM([QS])?-{0,2}(0\d{2})(?![0-9])[A-Z0-9-]{0,20}$/;
const AH_KIND: Readonly<Record<string, string>> = {
  '': 'packaged air-handling unit, direct expansion',
  Q: 'packaged air-handling unit, heat pump',
  S: 'packaged air-handling unit, chilled water',
};

const carrier40rm: NomenclatureRule = {
  id: 'carrier.packaged-air-handler-40rm',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '4',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 48 || !brandIn(['Carrier'], brand)) return null; // 40…
    const m = AH_KEY.exec(model);
    if (!m) return null;
    const kind = m[1] ?? '';
    const n = Number(m[2]);
    // Ranges of the instructions' title: 40RM 007–034, 40RMQ 008–028, 40RMS 008–034.
    if (n < (kind === '' ? 7 : 8) || n > (kind === 'Q' ? 28 : 34)) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'air handlers',
      series: `40RM${kind}`,
      fields: {},
      description: AH_KIND[kind] ?? 'packaged air-handling unit',
      evidence: 'pattern',
      rule: 'Carrier 40RM / 40RMQ / 40RMS packaged air handlers: series · 3-digit size (007–034) · options; type only',
      source: AH_SOURCE,
    });
  },
};

export const CARRIER_GEMINI_38AR_40RM_RULES: readonly NomenclatureRule[] = [carrier38ar, carrier40rm];
