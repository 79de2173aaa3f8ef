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
      return null;
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

export const MHI_KX_VRF_RULES: readonly NomenclatureRule[] = [mhiKxVrf];
