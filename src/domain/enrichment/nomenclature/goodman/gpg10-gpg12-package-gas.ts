// Goodman GPG10 / GPG12 single package gas/electric units, R-22, 2003–2007 (issue 18, legacy lines): "GPG10240451A",
// "GPG12360903B". Goodman / Amana dealer presentation 2003, "Package units GPG 10 and 12 SEER — Model Number Chart":
// G = Goodman · PG = packaged gas · efficiency 10 = 10 SEER, 12 = 12 SEER · nominal capacity 24 = 2 tons … 60 = 5 tons
// · heating input 045 = 45 MBTUH (input), 070 = 70, 090 = 90, 115 = 115, 140 = 140 · voltage 1 = 208-230/1/60,
// 3 = 208-230/3/60 · revision A initial, B rev 1, C rev 2; "fully charged R-22 system", "12 & 10 SEER cooling, 80% AFUE
// heating". Title: Goodman IO-256C "Installation & operating instructions for GPG10, GPG12, & GPG13 single package
// gas-electric heating & cooling unit". The GPG13 prints stay with goodman.packaged and
// goodman/gpg13-without-configuration.ts.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;

const SOURCE =
  'Goodman / Amana new dealer presentation 2003, "Package units GPG 10 and 12 SEER", Model Number Chart: https://studylib.net/doc/5322344/amana-new-dealer-presentation-2003 · Goodman IO-256C "Installation & operating instructions for GPG10, GPG12, & GPG13 single package gas-electric heating & cooling unit": https://usermanual.wiki/GOODMAN/L0806745.266225441/help';

const GPG_10_12 = /^GPG(10|12)(24|30|36|42|48|60)(045|070|090|115|140)([13])([ABC]?)$/;

export const goodmanGpg10Gpg12: NomenclatureRule = {
  id: 'goodman.packaged-gpg10-gpg12',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 71 /* G */) return null;
    const m = GPG_10_12.exec(model);
    if (m === null) return null;
    const c = gridCapacity(m[2] ?? '');
    if (c === null) return null;
    const seer = Number(m[1]);
    const phase = m[4] === '3' ? 3 : 1;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'packaged units',
      series: `GPG${m[1] ?? ''}`,
      model,
      description: 'single package gas/electric unit',
      fields: Object.assign({}, capacityFields(c), {
        heating_input_kbtuh: Number(m[3]),
        seer,
        afue_percent: 80,
        refrigerant: 'R-22',
        voltage_v: 230,
        phase: phase as 1 | 3,
      }),
      evidence: 'src',
      rule: 'Goodman GPG10 / GPG12 package gas/electric units, 2003 model number chart',
      source: SOURCE,
    });
  },
};

export const GOODMAN_GPG10_GPG12_RULES: readonly NomenclatureRule[] = [goodmanGpg10Gpg12];
