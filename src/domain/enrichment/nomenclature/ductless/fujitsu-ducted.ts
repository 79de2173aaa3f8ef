// Fujitsu's ducted lines that are not the §9.2 ductless key: the furnaces, air handlers and coils "Manufactured for
// Fujitsu General America" (Rheem-built, Rheem-style form numbers GFJ-553 / HFJ-552), and the AMUG multi-position air
// handler. Coverage and evidence in README-extra.md ("Fujitsu ducted lines"). Brand required.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Fujitsu'] as const;
const tons = (kbtuh: number) => Math.round((kbtuh / 12) * 100) / 100;

// Furnaces, spec sheet GFJ-553 "FF***TT96 Series, 96 % A.F.U.E., two-stage multi-position, input rates from 40 to 115
// kBTU", blower table by model size (40173 = 40 kBtu/h input, 17½" cabinet, 3-ton blower, as Rheem's R96V sizes):
// FF · input kBtu/h · cabinet width 17 / 21 / 24 · blower tons · staging letters · AFUE class · letter (FF70173TT96M).
const FURNACE_SOURCE =
  'Fujitsu two-stage multi-position gas furnaces FF***TT96 series spec sheet, form GFJ-553 rev. 3 (manufactured for Fujitsu General America): https://pdfslide.net/documents/two-stage-multi-position-gas-furnaces-40173-11-x-7-279-x-178-12-373-low.html';
const FURNACE = /^FF(40|60|70|85|100|115)(17|21|24)([2-5])([A-Z]{2})(9[2-8])([A-Z])?$/;

// Air handlers, spec sheets HFJ-552 ("FH**TPS series PSC motor … FH**TQS* series constant torque … 1½ ton through 5 ton",
// FH4221TQSTJSN) and the FH**TTT EcoNet sheet: FH · kBtu/h class · cabinet width · letters (FH2421ELVJUC). Coils FCC +
// the same class and width (FCC2421EUA), as Rheem's RCF2421. AMUG24LMAS / AMUG36LMAS: Fujitsu multi-position air
// handlers, read with the §9.2 capacity digits (the ENERGY STAR / NRCan rows pair them with AOUG24LMAS1 / AOUG36LMAS1).
const HANDLER_SOURCE =
  'Fujitsu standard efficiency air handler FH**TPS / FH**TQS spec sheet, form HFJ-552 rev. 2: https://documents.pub/document/standard-efficiency-air-handler.html · FH**TTT EcoNet air handler sheet: https://manuals.plus/m/3430cd045ed466b36d1f5096a7c19f414d5cff34fd968b7708748d56ef8fe945 · ENERGY STAR / NRCan rows (FCC…, AMUG… with their outdoor units), shared/data/catalog/raw';
const HANDLER = /^F(H|CC)(18|24|30|36|42|48|60)(14|17|21|24)([A-Z]{2,7})$/;
const AMUG = /^AMUG(18|24|30|36|48)([A-Z]{3,4})\d?$/;

const furnace: NomenclatureRule = {
  id: 'fujitsu.ducted-furnace',
  family: 'fujitsu',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 70 || model.charCodeAt(1) !== 70 || !brandIn(BRANDS, brand)) return null; // FF
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, input = '', width = '', blower = '', staging = '', afue = ''] = m;
    return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `FF${staging}${afue}`,
      fields: {
        heating_input_kbtuh: Number(input),
        afue_percent: Number(afue),
        efficiency_tier: staging === 'TT' ? 'two-stage' : undefined,
      },
      description: `gas furnace, multi-position, ${width}" cabinet, ${blower}-ton blower`,
      evidence: 'pattern',
      rule: 'Fujitsu (Rheem-built) gas furnace: FF · input kBtu/h · cabinet width · blower tons · staging letters (TT two-stage) · AFUE class',
      source: FURNACE_SOURCE,
    });
  },
};

const handler: NomenclatureRule = {
  id: 'fujitsu.ducted-air-handler',
  family: 'fujitsu',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'FA',
  decode(model, brand) {
    if (brand === '') return null;
    let m = HANDLER.exec(model);
    if (m) {
      if (!brandIn(BRANDS, brand)) return null;
      const [, kind = '', cls = '', width = ''] = m;
      const kbtuh = Number(cls);
      const coil = kind === 'CC';
      return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
        type: coil ? 'evaporator coils' : 'air handlers',
        series: `F${kind}`,
        fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) },
        description: coil ? `cased evaporator coil, ${width}" cabinet` : `multi-position air handler, ${width}" cabinet`,
        evidence: 'pattern',
        rule: 'Fujitsu (Rheem-built) air handler FH / coil FCC: kBtu/h class · cabinet width · letters',
        source: HANDLER_SOURCE,
      });
    }
    m = AMUG.exec(model);
    if (!m || !brandIn(BRANDS, brand)) return null;
    const kbtuh = Number(m[1]);
    return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: 'AMUG',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) },
      description: 'multi-position air handler of a ducted inverter split',
      evidence: 'pattern',
      rule: 'Fujitsu AMUG multi-position air handler: kBtu/h class (§9.2 digits) · series letters',
      source: HANDLER_SOURCE,
    });
  },
};

export const FUJITSU_DUCTED_RULES: readonly NomenclatureRule[] = [furnace, handler];
