// Budget ductless badges without a rule elsewhere (issue 18, dless20): Innovair (Elite EIN…, and the wall units WIN…
// / QIN… of the same key), DuctlessAire (DA…-H2-I / -O) and Blueridge (BMKH…/I / /O). Read from the brands' rows of
// the NRCan ccASHP list (outdoor and indoor model, rated cooling Btu/h per pairing), which print each pair with the
// indoor / outdoor mark the key carries. Brand required for all three: the shapes are short and generic.
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const ROWS = 'NRCan ccASHP list rows of the brand (outdoor and indoor model, Mini/Multi-Split, rated cooling Btu/h per pairing), shipped as shared/data/catalog/raw';

function unitOf(mark: string | undefined): string {
  return mark === 'I' ? 'ductless indoor unit' : mark === 'O' ? 'ductless outdoor unit' : 'ductless split unit';
}

// Innovair: line letter · IN (inverter) · two-digit size class · H · digit · V · two digits · (I) / (O). The rows
// rate EIN10H2V32 at 9,000 and EIN13H2V32 at 12,200 Btu/h: the class is not the kBtu/h, so no capacity is read.
// Model shapes also in Innovair's own manuals: Elite EIN10H2V32 service manual, Quartz QIN415H2V31 … QIN1129H2V31.
const INNOVAIR_SOURCE = `${ROWS} (EIN10H2V32(O) + EIN10H2V32(I) 9,000; EIN13H2V32 12,200; EIN18H2V32 18,000; EIN24H2V32 24,000 Btu/h); Innovair Elite service manual (EIN10H2V32): https://manualshive.com/en/manual/innovair/elite-ein10h2v32/2063476?page=28`;
const INNOVAIR = /^([A-Z])IN(\d{2})H(\d)V(\d{2})(?:\(([IO])\)|-?([IO]))?$/;

const innovair: NomenclatureRule = {
  id: 'ductless-other.innovair-dless20',
  family: 'ductless_other',
  brands: ['Innovair'],
  unambiguousWithoutBrand: false,
  firstChars: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 73 /* I */) return null;
    const m = INNOVAIR.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Innovair'),
      type: 'mini-splits',
      series: `${m[1] ?? ''}IN`,
      model,
      description: unitOf(m[5] ?? m[6]),
      fields: {},
      evidence: 'pattern',
      rule: 'Innovair ductless (dless20): line letter · IN · size class · H · digit · V · version · (I)/(O); type only',
      source: INNOVAIR_SOURCE,
    });
  },
};

function classFields(kbtuh: number): DecodedFields {
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

// DuctlessAire: DA · kBtu/h class · two digits · -H2 · -I / -O (DA1821-H2-O 18,000; DA2421-H2-O 25,000 Btu/h).
const DUCTLESSAIRE = /^DA(09|12|18|24|30|36)(\d{2})-?H(\d)-?([IO])?$/;

const ductlessAire: NomenclatureRule = {
  id: 'ductless-other.ductlessaire-dless20',
  family: 'ductless_other',
  brands: ['DuctlessAire'],
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (brand === '') return null;
    const m = DUCTLESSAIRE.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'DuctlessAire'),
      type: 'mini-splits',
      series: 'DA',
      model,
      description: unitOf(m[4]),
      fields: classFields(Number(m[1])),
      evidence: 'pattern',
      rule: 'DuctlessAire (dless20): DA · kBtu/h class · two digits · H2 · I/O',
      source: `${ROWS} (DA1821-H2-O + DA1821-H2-I 18,000; DA2421-H2-O + DA2421-H2-I 25,000 Btu/h)`,
    });
  },
};

// Blueridge: BMKH · kBtu/h class · two digits · /I indoor / /O outdoor (BMKH0938/O 9,000; BMKH1231 12,200; BMKH1824
// 18,000; BMKH2422 24,000 Btu/h).
const BLUERIDGE = /^BMKH(09|12|18|24)(\d{2})(?:[/-]?([IO]))?$/;

const blueridge: NomenclatureRule = {
  id: 'ductless-other.blueridge-dless20',
  family: 'ductless_other',
  brands: ['Blueridge'],
  unambiguousWithoutBrand: false,
  firstChars: 'B',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BLUERIDGE.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Blueridge'),
      type: 'mini-splits',
      series: 'BMKH',
      model,
      description: unitOf(m[3]),
      fields: classFields(Number(m[1])),
      evidence: 'pattern',
      rule: 'Blueridge BMKH (dless20): BMKH · kBtu/h class · two digits · /I or /O',
      source: `${ROWS} (BMKH0938/O + BMKH0938/I 9,000; BMKH1231 12,200; BMKH1824 18,000; BMKH2422 24,000 Btu/h)`,
    });
  },
};

// Pioneer WYT (Diamante) wall units: the unit letters of ductless/private-label.ts's Pioneer key (WS / WYS / YN · three-digit
// class · options) with WYT, as the owners' integrations name the line ("Pioneer WYT (Diamante) mini-splits";
// WYT012GLSI20RL). Type only: no row rates a WYT unit, so the class is not read as a capacity here.
const PIONEER_WYT_SOURCE =
  'signal15/tuya-minisplit-hubitat repository.json ("Native local control of Pioneer WYT (Diamante) mini-splits"): https://raw.githubusercontent.com/signal15/tuya-minisplit-hubitat/main/repository.json; mikesmitty/esphome-components "ESPHome Component for Pioneer WYT (Diamante) Minisplit Heatpumps"; key shape: Pioneer NRCan rows (WS009GMFI22HLD, YN009GMFI22RPD)';
const PIONEER_WYT = /^WYT(009|012|018|024|030|036)([A-Z]{2,5}\d{2}[A-Z]{1,4})$/;

const pioneerWyt: NomenclatureRule = {
  id: 'ductless-other.pioneer-wyt-dless20',
  family: 'ductless_other',
  brands: ['Pioneer'],
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    if (brand === '') return null;
    const m = PIONEER_WYT.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Pioneer'),
      type: 'mini-splits',
      series: 'WYT',
      model,
      description: 'ductless wall-mounted indoor unit (Diamante)',
      fields: {},
      evidence: 'pattern',
      rule: 'Pioneer WYT (Diamante) (dless20): unit letters · three-digit class · options; type only',
      source: PIONEER_WYT_SOURCE,
    });
  },
};

// LG single-zone vertical air handling units of the first generation, LV + capacity (kBtu/h × 10) + HV (+ 4): the engineering
// manual's model list (LV180HV4 18,000 … LV480HV 48,000 Btu/h). ductless/lg.ts reads the later LVN…HV4; same type as there.
const LG_LV_SOURCE =
  'LG "Single-Zone Vertical Air Handling Unit Engineering Manual", 18,000-48,000 Btu/h: LV180HV4 (18,000 Btu/h), LV240HV4 (24,000), LV360HV4 (36,000), LV420HV (42,000), LV480HV (48,000): https://manualzz.com/doc/51075426/lg-luu188hv-engineering-manual';
const LG_LV = /^LV(180|240|360|420|480)HV(4?)$/;

const lgVerticalAhu: NomenclatureRule = {
  id: 'lg.single-zone-vertical-ahu-dless20',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (brand === '') return null;
    const m = LG_LV.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: 'LV',
      model,
      description: 'single-zone vertical air handling unit (indoor)',
      fields: classFields(Number(m[1]) / 10),
      evidence: 'src',
      rule: 'LG single-zone vertical air handling unit (dless20): LV · capacity (kBtu/h × 10) · HV',
      source: LG_LV_SOURCE,
    });
  },
};

// Frigidaire ductless: FFHP · two-digit class · generation digit · C (outdoor) / W (wall indoor) · S · digit, as the NRCan
// rows pair them (FFHP093CS2 + FFHP093WS2, FFHP123CS2 + FFHP123WS2, FFHP124CS1 + FFHP124WS1, FFHP183…, FFHP223…). Type
// and unit only: the rows' rated figures do not follow the class closely enough to read it as a capacity.
const FRIGIDAIRE_FFHP = /^FFHP(09|12|18|22|24)(\d)([CW])S(\d)$/;

const frigidaireDuctless: NomenclatureRule = {
  id: 'ductless-other.frigidaire-ffhp-dless20',
  family: 'ductless_other',
  brands: ['Frigidaire'],
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '') return null;
    const m = FRIGIDAIRE_FFHP.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Frigidaire'),
      type: 'mini-splits',
      series: 'FFHP',
      model,
      description: m[3] === 'C' ? 'ductless outdoor unit' : 'ductless wall-mounted indoor unit',
      fields: {},
      evidence: 'pattern',
      rule: 'Frigidaire FFHP ductless (dless20): FFHP · class · digit · C outdoor / W wall indoor · S · digit; type only',
      source: `${ROWS} (FFHP093CS2 + FFHP093WS2, FFHP123CS2 + FFHP123WS2, FFHP124CS1 + FFHP124WS1, FFHP183CS2 + FFHP183WS2, FFHP223CS2 + FFHP223WS2)`,
    });
  },
};

export const DUCTLESS_BUDGET_RULES: readonly NomenclatureRule[] = [innovair, ductlessAire, blueridge, pioneerWyt, lgVerticalAhu, frigidaireDuctless];
