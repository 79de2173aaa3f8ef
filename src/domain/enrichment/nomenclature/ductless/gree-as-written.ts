// Gree's own ductless names as owners copy them off a plate (issue 18, id18f): the GWH / GWC wall split written without
// the hyphen or cut short after the class or the series letters (`GWH09AB`, `GWH12`, `GWH09ABK3NNA1A`), the 15 class
// (GWH15QD), the GWHD multi-zone outdoor units without the parentheses or in the NK600 generation, and the MULTIE named
// line. ductless/gree.ts reads the full GW… key; this module only what it leaves. Coverage in README-extra.md ("Gree forms").
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Gree', 'Tosot'] as const;
const tons = (kbtuh: number) => Math.round((kbtuh / 12) * 100) / 100;

// GW · H / C · class (09 … 36, and 15: the NRCan row GWH15QD-D3DNA5G/O + GWH15QD-D3DN/I is rated 15,000 Btu/h) · series
// letters · option block, any of the last two absent, no hyphen. ductless/gree.ts's spec-sheet source for the class field.
const GW_SOURCE =
  'Gree service manual GWH09ACB-K3NNA1A … GWH18ACC-K3NNA1A specification sheet (code 09 = 2,638 W) — https://www.manualslib.com/manual/2322419/Gree-Electric-Gwh09acb-K3nna1a.html; NRCan row GWH15QD-D3DNA5G/O (15,000 Btu/h), shared/data/catalog/raw/ccashp.tsv';
const GW_CUT = /^GW([HC])(09|12|15|18|24|30|36)([A-Z]{1,5})?((?:[A-Z]\d[A-Z0-9]{1,6}))?(?:\/[IO])?$/;
// The full key with the 15 class, which ductless/gree.ts's code list leaves out: GWH15QD-D3DNA5G/O.
const GW_15 = /^GW([HC])15([A-Z]{1,5})-[A-Z0-9*]{3,8}(?:\/[IO])?$/;

// GWHD · class · generation: GWHD(24)ND3GO as the rows print it, GWHD24ND3GO as owners write it, and the NK600
// generation of the owner's manual "GWHD(14)NK600, GWHD(18)NK600, GWHD(21)NK600, GWHD(24)NK600, GWHD(28)NK600,
// GWHD(36)NK600, GWHD(42)NK600" (multi-zone outdoor units; the rows rate the ND3 units at the class).
const GWHD_SOURCE =
  'Gree owner\'s manual GWHD(14)NK600 … GWHD(42)NK600 (https://manuals.plus/m/df76c9e13232f7d55ad4dd5d9b2b85d19b41d9c2b7ed2c81ac59e5406f179e22); NRCan rows GWHD(24)ND3GO 24,000 Btu/h, shared/data/catalog/raw/ccashp.tsv';
const GWHD = /^GWHD\(?(14|18|21|24|28|30|36|42|48)\)?(ND3[A-Z]O|NK600)$/;

// MULTIE24HP230V1AO: the Multi21 form with an E (row rated 24,000 Btu/h); read like ductless/gree.ts's MULTI / MULTIU lines.
const MULTIE_SOURCE = 'NRCan row MULTIE24HP230V1AO (24,000 Btu/h), shared/data/catalog/raw/ccashp.tsv; Gree Multi21 installation manual (MULTI18HP230V1CO … MULTI42HP230V1CO, "ductless inverter heat pump")';
const MULTIE = /^MULTIE(18|24|30|36|42)HP230V1[A-Z]O$/;

function out(brand: string, model: string, series: string, kbtuh: number, description: string, rule: string, source: string): NomenclatureDecode {
  return {
    family: 'gree',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'mini-splits',
    series,
    model,
    fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) },
    description,
    evidence: 'pattern',
    rule,
    source,
  };
}

export const greeForms: NomenclatureRule = {
  id: 'gree.forms-18f',
  family: 'gree',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GM',
  decode(model, brand) {
    const c = model.charCodeAt(0);
    if (c === 77 /* M */) {
      const m = MULTIE.exec(model);
      return m ? out(brand, model, 'MULTIE', Number(m[1]), 'multi-zone outdoor unit (ductless inverter heat pump)', 'Gree MULTIE multi-zone outdoor unit, class kBtu/h', MULTIE_SOURCE) : null;
    }
    if (c !== 71 /* G */ || model.charCodeAt(1) !== 87 /* W */) return null;
    let m = GWHD.exec(model);
    if (m) return out(brand, model, 'GWHD', Number(m[1]), 'multi-zone outdoor unit', 'Gree GWHD multi-zone outdoor unit, class kBtu/h', GWHD_SOURCE);
    m = GW_15.exec(model);
    if (m) return out(brand, model, `GW${m[1]}${m[2]}`, 15, 'wall-mounted split', 'Gree GWH/GWC wall-mounted split, class 15 kBtu/h', GW_SOURCE);
    m = GW_CUT.exec(model);
    if (m === null) return null;
    const [, mode = '', cls = '', letters = '', options] = m;
    const cut = options === undefined ? (letters === '' ? 'cut short after the class' : 'cut short after the series letters') : 'written without the hyphen';
    return out(brand, model, `GW${mode}${letters}`, Number(cls), `wall-mounted split, ${cut}`, 'Gree GWH/GWC wall-mounted split as written on the plate, class kBtu/h', GW_SOURCE);
  },
};

export const GREE_FORMS_RULES: readonly NomenclatureRule[] = [greeForms];
