// Mitsubishi Heavy Industries KX6 VRF modules that ductless/mhi.ts leaves out (issue 18): the outdoor condensing modules
// FDC335KXE6 … FDC1360KXE6, the large ducted indoor units FDU224KXE6 / FDU280KXE6 and the FDQS indoor units, as the KX6
// data book lists them. Typed as ductless/vrf.ts types VRF heads and outdoor units (mini-splits); type only: mhi.ts reads
// the kW×10 class of the light-commercial sizes (2.2–16 kW) only, and no page in reach ties these larger numbers to a
// rating. Brand required. Coverage in README-extra.md ("MHI KX6 VRF modules").
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  "MHI DATA BOOK '09 KX-DB-127 Inverter driven multi-indoor unit climate control system, KX6 series (OUTDOOR UNIT single use FDC335KXE6-K, 400KXE6, 450KXE6, 504KXE6, 560KXE6, 560KXE6-K, 615KXE6, 680KXE6; combination use FDC735KXE6 … 1360KXE6; INDOOR UNIT FDU71KXE6 … 224KXE6, 280KXE6; FDQS22KXE6, 28KXE6, 36KXE6, 45KXE6): https://www.scribd.com/document/719586530/Data-Book-KXE6";
// The data book's outdoor line-up: single-use and combination-use module numbers, optional -K.
const OUTDOOR_CLASSES = new Set(['335', '400', '450', '504', '560', '615', '680', '735', '800', '850', '900', '960', '1010', '1065', '1130', '1180', '1235', '1300', '1360']);
const KX_OUTDOOR = /^FDC(\d{3,4})KXE6(?:-?K)?$/;
const KX_LARGE_DUCT = /^FDU(224|280)KXE6$/;
const KX_FDQS = /^FDQS(22|28|36|45)KXE6$/;
// The earlier generations' outdoor modules and large ducted units, as their data books list them (type only, as above):
// KX4 / KXR "FDCA140HKXEN4R … 1360HKXE4R", "FDCA224HKXRE4R … 1360HKXRE4R" (with -K / K, B), the R407C heat-recovery
// "FDCP224HKXRE2A / V, 280HKXRE2A / V, FDCP2001HKXRE2, 2501HKXRE2", the HKX "FDCP / FDCJ 140, 224, 280HKXE2" (140 and 160
// are mhi.ts's light-commercial sizes) and the KX4 ducted "FDUA224KXE4R, 280KXE4R".
const EARLIER_SOURCE =
  "MHI technical manual '06 KX, KXR-T-108 (OUTDOOR UNIT FDCA140HKXEN4R … FDCA1360HKXE4R, FDCA224HKXRE4R … 1360HKXRE4R; INDOOR UNIT FDUA224KXE4R, 280KXE4R): https://de.scribd.com/document/326161781/FDTSA-71KX4R-06-KX-KXR-T-108-140-1360KX4R-224-1360KXR4R · MHI '07 KX, KXR-T-114 (FDCA335HKXE4BRK … 1360HKXE4BR): https://www.yumpu.com/en/document/view/35249095/3-indoor-unit-bvt-partners-oa · MHI technical manual FDC-HKXR (FDCP224HKXRE2A / V, 280HKXRE2A / V; FDCP2001HKXRE2, 2501HKXRE2): https://de.scribd.com/document/464044867/7385970 and https://dokumen.tips/documents/20-inverter-driven-multi-indoor-unit-heat-remote-control-switch-optionalrcd-hkx-s-e2.html · MHI technical manual FDC-HKX (FDCP / FDCJ 140, 224, 280HKXE2): https://manualzilla.com/doc/7356763/mitsubishi-fdkj22hkxe2-specifications";
const KX4_OUTDOOR = /^FDCA(\d{3,4})HKXR?E[NS]?4B?R(?:-?K)?$/;
const KX4_OUTDOOR_CLASSES = new Set(['224', '280', ...OUTDOOR_CLASSES]);
const HKX_OUTDOOR = /^FDC([PJ])(224|280|2001|2501)HKX(R?)E2([AV]?)$/;
const KX4_LARGE_DUCT = /^FDUA(224|280)KXE4R$/;

const mhiKxVrf: NomenclatureRule = {
  id: 'mhi.kx6-vrf-modules',
  family: 'mhi',
  brands: ['Mitsubishi Heavy Industries'],
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 68 /* D */) return null;
    let description: string;
    let series: string;
    const out = KX_OUTDOOR.exec(model);
    if (out !== null) {
      if (!OUTDOOR_CLASSES.has(out[1] ?? '')) return null;
      description = 'KX6 VRF outdoor (condensing) module';
      series = 'FDC-KXE6';
    } else if (KX_LARGE_DUCT.test(model)) {
      description = 'KX6 VRF ducted indoor unit';
      series = 'FDU-KXE6';
    } else if (KX_FDQS.test(model)) {
      description = 'KX6 VRF indoor unit (FDQS)';
      series = 'FDQS-KXE6';
    } else {
      return decodeEarlier(model, brand);
    }
    return decoded({
      family: 'mhi',
      brand: reportedBrand(brand, 'Mitsubishi Heavy Industries'),
      type: 'mini-splits',
      series,
      model,
      description,
      fields: {},
      evidence: 'src',
      rule: 'MHI KX6 VRF modules of data book KX-DB-127 (FDC335–1360KXE6 outdoor, FDU224/280KXE6, FDQS22–45KXE6); type only',
      source: SOURCE,
    });
  },
};

function decodeEarlier(model: string, brand: string) {
  let description: string;
  let series: string;
  const kx4 = KX4_OUTDOOR.exec(model);
  if (kx4 !== null) {
    if (!KX4_OUTDOOR_CLASSES.has(kx4[1] ?? '')) return null;
    description = 'KX4 / KXR VRF outdoor (condensing) module';
    series = 'FDCA-HKX';
  } else {
    const hkx = HKX_OUTDOOR.exec(model);
    if (hkx !== null) {
      const [, letter = '', cls = '', recovery = '', suffix = ''] = hkx;
      // The 2001 / 2501 modules and the A / V suffixes are printed for the heat-recovery (HKXR, FDCP) line only.
      if (recovery === '' && (suffix !== '' || cls.length === 4)) return null;
      if (recovery !== '' && letter !== 'P') return null;
      description = recovery === '' ? 'HKX VRF outdoor unit' : 'HKXR heat-recovery VRF outdoor unit';
      series = `FDC${letter}-HKX${recovery}E2`;
    } else if (KX4_LARGE_DUCT.test(model)) {
      description = 'KX4 VRF ducted indoor unit';
      series = 'FDUA-KXE4R';
    } else {
      return null;
    }
  }
  return decoded({
    family: 'mhi',
    brand: reportedBrand(brand, 'Mitsubishi Heavy Industries'),
    type: 'mini-splits',
    series,
    model,
    description,
    fields: {},
    evidence: 'src',
    rule: 'MHI KX4 / KXR / HKX VRF modules of their data books (FDCA224–1360HKXE4R, FDCA224–1360HKXRE4R, FDCP / FDCJ 224–2501HKX(R)E2, FDUA224/280KXE4R); type only',
    source: EARLIER_SOURCE,
  });
}

export const MHI_KX_VRF_RULES: readonly NomenclatureRule[] = [mhiKxVrf];
