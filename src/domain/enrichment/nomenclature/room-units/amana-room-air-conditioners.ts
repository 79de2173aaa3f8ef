// Amana room air conditioners (Amana Appliances / Raytheon era, slide-out chassis and Quiet Zone lines): AAC · class in
// thousands of Btu/h · digit · S · R (slide chassis) / T · A / B revision. A room unit is `packaged units`, as the PTAC
// rules. Coverage and sources in README-extra.md ("PTAC, PTHP and room units of further makers").
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

// The slide-chassis service manual lists AAC081SRA, AAC101SRA, AAC121SRA, AAC141SRA, AAC182SRA, AAC202SRA, AAC242SRA
// (and AAC081SRB); the technical sheets rate AAC101SRA at 10,735 Btuh and AAC061STA at 6,000 Btuh, both 115 VAC: the
// two digits are the class in thousands of Btu/h. The digit after them is not explained (both rated sheets print 1 with
// 115 V; no 2 is rated in reach), so it is not read.
const SOURCE =
  'Amana service manual "Slide Chassis Air Conditioners" AAC081SRA … AAC242SRA (listed at https://homedocbox.com/amp/94125039-Appliances/Service-compact-quiet-zone-room-air-conditioners.html) · Amana technical information AAC101SRA (10,735 BTUH, 115 VAC): https://appliancetechmanuals.com/tech-sheet-16022064-2/ · AAC061STA (6,000 BTUH, 115 VAC): https://appliancetechmanuals.com/tech-sheet-16022029-2/';
const AAC = /^P?AAC(05|06|08|10|12|14|18|20|24)([12])S([RT])([AB])\d?$/;

const amanaRoom: NomenclatureRule = {
  id: 'goodman.amana-room-ac',
  family: 'goodman',
  brands: ['Amana'],
  unambiguousWithoutBrand: false,
  firstChars: 'AP',
  decode(model) {
    const m = AAC.exec(model);
    if (m === null) return null;
    const [, cls = '', , chassis = ''] = m;
    const kbtuh = Number(cls);
    return decodeOf('goodman', 'Amana', model, {
      type: 'packaged units',
      series: `AAC${chassis === 'R' ? '…SR' : '…ST'}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      description: chassis === 'R' ? 'room air conditioner, slide-out chassis' : 'room air conditioner',
      evidence: 'pattern',
      rule: 'Amana room air conditioners: AAC · class (thousands of Btu/h) · digit · S · R / T · revision',
      source: SOURCE,
    });
  },
};

export const AMANA_ROOM_AC_RULES: readonly NomenclatureRule[] = [amanaRoom];
