// Midea's North-American lines beside the MS / MO and …FN1 keys of ductless/midea.ts (issue 18, id18e): the 2020s M C… / M E…
// ductless pairs, the DHM… indoor heads sold with Carrier-built 38M… outdoor units, the MC… cased coils and the MGH…
// condensing furnaces. README-extra.md ("Midea North-American lines"). Brand required, evidence `pattern`.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Midea', 'MDV'] as const;
const SOURCE_ROWS =
  'NRCan Greener Homes eligible ASHP list, MIDEA rows (outdoor and indoor model, rated cooling Btu/h per pairing: MCHSU-18PHH2 + MEHSU-18PHH2 18,000; MCHS-12PSH1 + MEHS-12PSH1 11,800; 38MARBQ18AA3 + DHMAHBQ18XA3 18,000), shared/data/catalog/raw/ccashp.tsv';
const SOURCE_FURNACE =
  'ENERGY STAR Certified Furnaces, Midea rows (GD Midea Heating & Ventilating Equipment: MGH96M060B3A … MGH96M100C5A, AFUE 96), shared/data/catalog/raw; ENERGY STAR / AHRI coil rows (MC2430ANTF … MC4860DNTF)';

const kbtuhFields = (kbtuh: number): DecodedFields => ({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 });

// MCHSU-24PHH2 (outdoor column) with MEHSU-24PHH2 / MEU-24MPH2 (indoor column): M · C outdoor / E indoor · letters · - ·
// class · letters · generation digit. The rows rate each pairing within 20 % of the class.
const PAIR = /^M([CE])([A-Z]{1,4})-(09|12|18|24|30|36)([A-Z]{2,4})(\d)-?$/;
// DHMSHAQ12XA3, DHMAHBQ09XA3, DHMPHAQ24XA3: the indoor heads the rows pair with 38MAQB / 38MARBQ / 38MPRAQ outdoor units.
const DHM = /^DHM([SPA])H([AB])Q(09|12|18|24|30|36)XA(\d)$/;
// MC2430ANTF, MC4860DNTF: cased coil · capacity range (24–30 … 48–60 kBtu/h) · cabinet letter · NTF.
const COIL = /^MC(18|24|30|36|42|48)(24|30|36|42|48|60)([A-D])NTF$/;
// MGH96M060B3A: M · G gas · H · AFUE class · letter · input · cabinet · blower tons · revision.
const FURNACE = /^MGH(9[0-8])([A-Z])(040|060|080|100|120)([A-D])([2-5])([A-Z])?$/;

const midea: NomenclatureRule = {
  id: 'midea.na-lines-18e',
  family: 'midea',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'MD',
  decode(model, brand) {
    if (brand === '') return null;
    let m = PAIR.exec(model);
    if (m) {
      if (!brandIn(BRANDS, brand)) return null;
      return decodeOf('midea', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: `M${m[1]}${m[2]}`,
        fields: kbtuhFields(Number(m[3])),
        description: m[1] === 'C' ? 'ductless outdoor unit' : 'ductless indoor unit',
        evidence: 'pattern',
        rule: 'Midea M · C outdoor / E indoor · letters · kBtu/h class · letters · digit',
        source: SOURCE_ROWS,
      });
    }
    if ((m = DHM.exec(model))) {
      if (!brandIn(BRANDS, brand)) return null;
      return decodeOf('midea', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: `DHM${m[1]}H${m[2]}Q`,
        fields: kbtuhFields(Number(m[3])),
        description: 'ductless wall-mounted indoor unit (paired with 38M… outdoor units)',
        evidence: 'pattern',
        rule: 'Midea DHM… indoor head: series letters · Q · kBtu/h class · XA · digit',
        source: SOURCE_ROWS,
      });
    }
    if ((m = COIL.exec(model))) {
      if (Number(m[1]) >= Number(m[2]) || !brandIn(BRANDS, brand)) return null;
      return decodeOf('midea', pickBrand(BRANDS, brand), model, {
        type: 'evaporator coils',
        series: 'MC',
        fields: {},
        description: `cased evaporator coil for ${m[1]}–${m[2]} kBtu/h systems, cabinet ${m[3]}`,
        evidence: 'pattern',
        rule: 'Midea MC cased coil: capacity range · cabinet letter · NTF',
        source: SOURCE_FURNACE,
      });
    }
    if (!(m = FURNACE.exec(model)) || !brandIn(BRANDS, brand)) return null;
    return decodeOf('midea', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `MGH${m[1]}${m[2]}`,
      fields: { heating_input_kbtuh: Number(m[3]), afue_percent: Number(m[1]) },
      description: `gas furnace, cabinet ${m[4]}, ${m[5]}-ton blower`,
      evidence: 'pattern',
      rule: 'Midea MGH gas furnace: AFUE class · letter · input kBtu/h · cabinet · blower tons',
      source: SOURCE_FURNACE,
    });
  },
};

export const MIDEA_NORTH_AMERICA_RULES: readonly NomenclatureRule[] = [midea];
