// Fujitsu's European cassette indoor units AUXG18LRLB … AUXG54LRLB (issue 18): the export key of ductless/fujitsu.ts
// (A · unit · Y / T / H · G · class) with X in the model-range place, as the cassette Design & Technical Manual lists them
// beside the AOYG…LBCA / LBTA outdoor units fujitsu.export already reads. Brand required. The class is read as the export
// rule reads it (nominal kBtu/h, inferred: the manual prints the models and their ratings, not the key).
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Fujitsu General, Cassette type DESIGN & TECHNICAL MANUAL DR_AU002EF_04 (INDOOR AUXG18LRLB AUXG24LRLB AUXG30LRLB AUXG36LRLB AUXG45LRLB AUXG54LRLB, OUTDOOR AOYG18LBCA … AOYG54LBTA): https://dokumen.tips/documents/design-technical-manual-design-technical-manual-air-conditioner-cassette.html';
const AUXG = /^AUXG(18|24|30|36|45|54)(LRLB)$/;

const fujitsuAuxgCassette: NomenclatureRule = {
  id: 'fujitsu.export-cassette-auxg',
  family: 'fujitsu',
  brands: ['Fujitsu'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 85 /* U */) return null;
    const m = AUXG.exec(model);
    if (m === null) return null;
    const kbtuh = Number(m[1]);
    return decoded({
      family: 'fujitsu',
      brand: reportedBrand(brand, 'Fujitsu'),
      type: 'mini-splits',
      series: `AUXG-${(m[2] ?? '').slice(0, 2)}`,
      model,
      description: 'ductless cassette indoor unit',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      evidence: 'pattern',
      rule: '§9.2 Fujitsu export ductless, cassette AUXG (class = nominal kBtu/h, as fujitsu.export reads ASYG / AOYG)',
      source: SOURCE,
    });
  },
};

export const FUJITSU_AUXG_CASSETTE_RULES: readonly NomenclatureRule[] = [fujitsuAuxgCassette];
