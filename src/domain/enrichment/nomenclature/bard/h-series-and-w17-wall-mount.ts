// Bard wall-mount units outside the §11.1 classes (issue 18, parts-list gap scan):
// * the H-series wall-mounted packaged air conditioners: installation instructions 2100-585C "Wall mounted packaged air
//   conditioner, models H24A2-A, H36A2-A, H42A2-A, H48A2-A, H60A2-A, H24L2-A … H60L2-A" (tables "H**A series" and
//   "H**L series"), 2100-647 (H12AA-A, H24AA-A …, "Model Series H36, H42, H48, H60 and H72") and 2100-639A (H24A4-A).
//   Written as the W key writes its units: H · capacity class · A / L (the A and L series of the tables) · revision ·
//   -volts. Type packaged units; the size for the 24 … 60 classes, read as §11.1 reads the W classes (kBtu/h), the
//   12 and 72 classes typed without one (no tonnage printed in the pages read).
// * the W17 air conditioners of manual 2100-581D ("W17A2-A", "W17L2-A" among the W18A2 … W70L2 models): class 17 has no
//   tonnage printed there, so typed only.
// * the C-series wall mounted package heat pumps: installation instructions 2100-586C "Wall mounted package heat pumps,
//   models C24H1, C30H1, C36H1, C42H1, C48H1, C60H1" (table "Electrical specifications C**H") and the later C24H2-A …
//   C48H1-A manual: C · class · H · revision · -volts, packaged units (heat pump), the size read as the H-series one.
// Brand required (Bard).
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Bard'] as const;
const H_SOURCE = [
  'Bard installation instructions 2100-585C, wall mounted packaged air conditioner, models H24A2-A … H60L2-A: https://manuzoid.com/manuals/o0g5j-Bard%20H42L2-A%20User%20manual',
  'Bard manual 2100-647D (H12AA-A …, model series H36, H42, H48, H60 and H72): https://manualshive.com/en/manual/bard/h12aa-a/474581?page=6',
  'Bard manual 2100-639A (H24A4-A): https://manualshive.com/ru/manual/bard/h24a4-a/4071900?page=6',
].join('; ');
const C_SOURCE = [
  'Bard installation instructions 2100-586C, wall mounted package heat pumps, models C24H1, C30H1, C36H1, C42H1, C48H1, C60H1: https://fr.scribd.com/document/239531566/2100-586-C',
  'Bard wall-mounted packaged heat pump manual, models C24H2-A, C36H1-A, C48H1-A …: https://www.easymanua.ls/bard/c24h2-a/manual',
].join('; ');
const W17_SOURCE =
  'Bard literature assembly 911-0589, installation instructions 2100-581D, wall mounted packaged air conditioner, models W17A2-A, W18A2-A, … W17L2-A …: https://fdocuments.us/document/literature-assembly-911-0589-bard-911-0589-contains-the-following-2100-581d.html';

const H_CLASSES = new Set(['12', '24', '36', '42', '48', '60', '72']);
// H · class · A / L · revision · [-volts letter …].
const H_SERIES = /^H(\d\d)([AL])([A-Z0-9])(?:-?[ABCD](?:[0-9A-Z]*))?$/;
const W17 = /^W17([AL])(\d)(?:-?[ABCD](?:[0-9A-Z]*))?$/;
const C_CLASSES = new Set(['24', '30', '36', '42', '48', '60']);
const C_SERIES = /^C(\d\d)H(\d)(?:-?[ABCD](?:[0-9A-Z]*))?$/;

const bardHSeries: NomenclatureRule = {
  id: 'bard.h-series-wall-mount',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72 /* H */ || !brandIn(BRANDS, brand)) return null;
    const m = H_SERIES.exec(model);
    if (!m) return null;
    const [, cls = '', hand = ''] = m;
    if (!H_CLASSES.has(cls)) return null;
    const kbtuh = cls === '12' || cls === '72' ? undefined : Number(cls);
    const fields: DecodedFields = kbtuh === undefined ? {} : { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 };
    return decodeOf('bard', 'Bard', model, {
      type: 'packaged units',
      series: `H${hand}`,
      description: `wall-mount packaged air conditioner, ${hand === 'A' ? 'right-hand' : 'left-hand'} controls series`,
      fields,
      evidence: 'pattern',
      rule: 'Bard H-series wall-mount packaged air conditioners (H24A2-A, H42L2-A, H24AA-A)',
      source: H_SOURCE,
    });
  },
};

const bardW17: NomenclatureRule = {
  id: 'bard.w17-wall-mount',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 87 /* W */ || !brandIn(BRANDS, brand)) return null;
    const m = W17.exec(model);
    if (!m) return null;
    const [, hand = ''] = m;
    return decodeOf('bard', 'Bard', model, {
      type: 'packaged units',
      series: `W${hand}`,
      description: `wall-mount packaged air conditioner, ${hand === 'A' ? 'right-hand' : 'left-hand'} controls`,
      fields: {},
      evidence: 'src',
      rule: 'Bard W17 wall-mount air conditioners (W17A2-A, W17L2-A): type only',
      source: W17_SOURCE,
    });
  },
};

const bardCSeries: NomenclatureRule = {
  id: 'bard.c-series-wall-mount-heat-pump',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 67 /* C */ || !brandIn(BRANDS, brand)) return null;
    const m = C_SERIES.exec(model);
    if (!m || !C_CLASSES.has(m[1] ?? '')) return null;
    const kbtuh = Number(m[1]);
    return decodeOf('bard', 'Bard', model, {
      type: 'packaged units',
      series: 'CH',
      description: 'wall-mount package heat pump',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      evidence: 'pattern',
      rule: 'Bard C-series wall-mount package heat pumps (C24H1, C36H1-A)',
      source: C_SOURCE,
    });
  },
};

export const BARD_H_SERIES_W17_RULES: readonly NomenclatureRule[] = [bardHSeries, bardW17, bardCSeries];
