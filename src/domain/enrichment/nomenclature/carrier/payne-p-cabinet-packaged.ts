// Payne single-packaged units of the P cabinet (issue 18, legacy lines): PH1P / PH2P heat pumps and PA3P air
// conditioners ("PH2PNB060000AA", "PH2PNB042000AA", "PA3P042"), the P-cabinet twins of the PH1Z / PA3Z lines read in
// multi-family/older-packaged-and-split.ts. Titles: Payne "PH1P, PH2P Single-Packaged Heat Pump Units" installation,
// start-up and service instructions, and the PA3P installation instructions ("Model PA3P disposes of condensate…").
// Key as the Payne single-packaged neighbours print it: P · A (air conditioner) / H (heat pump) · generation digit ·
// cabinet letter P · optional letters (N = voltage / option letters, not read) · size kBtu/h · options. The size is
// read as the neighbours' product data read it (sizes 024–060 = 2–5 nominal tons): evidence `pattern`.
// Brand required (Carrier / Bryant / Payne), as for the neighbours.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const SOURCE =
  'Payne "PH1P, PH2P Single-Packaged Heat Pump Units" installation, start-up and service instructions (PH2PNB060000AA): https://manualmachine.com/payne/ph2pnb060000aa/6169811-installation-guide · Payne PH2PNB042000AA owner\'s manual: http://38.142.81.21:8001/manual/payne/ph2pnb042000aa/manual-english/page-3.html · Payne PA3P installation instructions (PA3P042): https://manualshive.com/en/manual/payne/pa3p042/1513593?page=7 · size field as in Payne "Product Data PH3G--A … 2-5 nominal tons (sizes 24-60)": https://manualmachine.com/payne/ph3ga/20531477-product-data';

const PAYNE_P_CABINET = /^P([AH])([1-4])P([A-Z]{0,2})(\d{3})([A-Z0-9]{0,8})$/;

export const paynePCabinetPackaged: NomenclatureRule = {
  id: 'carrier.payne-single-packaged-p-cabinet',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 80 /* P */) return null;
    const m = PAYNE_P_CABINET.exec(model);
    if (m === null || !brandIn(BRANDS, brand)) return null;
    const kind = m[1] ?? '';
    const c = gridCapacity(m[4] ?? '');
    if (c === null || c.offGrid || c.kbtuh < 24 || c.kbtuh > 60) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Payne'),
      type: 'packaged units',
      series: `P${kind}${m[2] ?? ''}P`,
      model,
      description: kind === 'H' ? 'single-packaged heat pump' : 'single-packaged air conditioner',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Payne single-packaged units, P cabinet (PH1P, PH2P, PA3P): P · A/H · generation digit · P · size 024–060',
      source: SOURCE,
    });
  },
};

export const PAYNE_P_CABINET_RULES: readonly NomenclatureRule[] = [paynePCabinetPackaged];
