// Japanese residential CO2 heat-pump water heaters ("EcoCute", 家庭用自然冷媒CO2ヒートポンプ給湯機; issue 18, gap scan of
// smart-home integrations' device lists: the ECHONET Lite integrations report them as "electric water heater"
// objects). Each maker prints a system name with the tank class 37 / 46 / 55 (370 / 460 / 550 L tanks) and series
// letters: Mitsubishi Electric SRT- (SRT-N37, SRT-N46, SRT-N55, SRT-NK37D / NK46D, SRT-HP46W5 with its tank
// SRT-HPT46W5 and heat pump unit SRT-HPU60A5; "-BS" salt-resistant), Panasonic HE- (HE-S46HQS with heat pump unit
// HE-PS60H, HE-370SUFQS / HE-460SFQMS, HE-KU37GQCS, HE-AK46GQCS, HE-K37GZCS), Hitachi BHP- (BHP-Z37NU, BHP-ZA46NU;
// "E" / "J" salt-resistant). Type (water heaters, electric, heat pump) only: the tank classes are litres, not read.
// Brand required, each line only with its own brand. Coverage in README-extra.md.
import type { NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const MITSUBISHI_SOURCE =
  'Mitsubishi Electric EcoCute owner\'s manual (家庭用自然冷媒CO2ヒートポンプ給湯機, システム形名 SRT-N37 / SRT-N46 / SRT-N55 / SRT-NK37D / SRT-NK46D, "耐塩害仕様はシステム形名の末尾に「-BS」"): http://manualzilla.com/doc/6658983 · 三菱 自然冷媒CO2ヒートポンプ給湯機 仕様書 セット形名 SRT-HP46W5 (貯湯タンクユニット SRT-HPT46W5, ヒートポンプユニット SRT-HPU60A5, 冷媒 CO2 R744, 460L): https://expydoc.com/doc/7184045';
const PANASONIC_SOURCE =
  'Panasonic EcoCute フルオート HE 仕様 (HE-S46HQS / HE-S46HQ, ヒートポンプユニット HE-PS60H, 冷媒 R744 (CO2), タンク容量 460): https://paperzz.com/doc/6628350 · 取扱説明書 システム品番 HE-370SUFQS / HE-460SUFQS / HE-370SFQS / HE-460SFQMS (家庭用ヒートポンプ給湯機): https://happylibus.com/doc/182000 · 工事説明書 HE-KU37GQ(M)CS … HE-K46GZ(M)CS (家庭用ヒートポンプ給湯機): https://expydoc.com/doc/7185689';
const HITACHI_SOURCE =
  'Hitachi 家庭用ヒートポンプ給湯機 工事説明書 システム形式 BHP-ZA46NU / BHP-ZA37NU / BHP-Z46NU / BHP-Z37NU ("耐塩害仕様は、形式の末尾に「E」", 耐重塩害「J」): http://manualzilla.com/doc/6582850';

interface Line {
  id: string;
  family: NomenclatureFamily;
  brand: string;
  first: string;
  re: RegExp;
  series: string;
  source: string;
}

const LINES: readonly Line[] = [
  // SRT- · series letters · tank class 37 / 46 / 55 (or the 60 heat pump unit HPU60) · generation / variant · -BS.
  { id: 'mitsubishi.eco-cute-srt', family: 'mitsubishi', brand: 'Mitsubishi Electric', first: 'S', re: /^SRT-?(?:[A-Z]{1,4}(?:37|46|55)|HPU(?:45|60))[A-Z0-9]{0,3}(?:-?BS)?$/, series: 'SRT', source: MITSUBISHI_SOURCE },
  // HE- · series letters · 37 / 46 / 55 or 370 / 460 / 550 · letters (M indoor, CS, …); the PS60H heat pump unit.
  { id: 'panasonic.eco-cute-he', family: 'panasonic', brand: 'Panasonic', first: 'H', re: /^HE-?(?:[A-Z]{1,4}(?:37|46|55)[A-Z]{1,6}|(?:370|460|550)[A-Z]{3,7}|PS60H)$/, series: 'HE', source: PANASONIC_SOURCE },
  // BHP- · Z / ZA · 37 / 46 · NU (+ E / J).
  { id: 'hitachi.eco-cute-bhp', family: 'heat_pump_other', brand: 'Hitachi', first: 'B', re: /^BHP-?[A-Z]{1,3}(?:37|46|55)[A-Z]{1,3}$/, series: 'BHP', source: HITACHI_SOURCE },
];

function lineRule(l: Line): NomenclatureRule {
  return {
    id: l.id,
    family: l.family,
    brands: [l.brand],
    unambiguousWithoutBrand: false,
    firstChars: l.first,
    decode(model, brand) {
      const lead = pickBrand([l.brand], brand, '');
      if (lead === '' || !l.re.test(model)) return null;
      return decodeOf(l.family, lead, model, {
        type: 'water heaters',
        series: l.series,
        fields: { fuel: 'electric', efficiency_tier: 'heat pump' },
        description: 'CO2 heat pump water heater (EcoCute)',
        evidence: 'pattern',
        rule: 'Japanese EcoCute CO2 heat-pump water heaters: Mitsubishi Electric SRT-, Panasonic HE-, Hitachi BHP- system names with the tank class 37 / 46 / 55 (type only)',
        source: l.source,
      });
    },
  };
}

// Mitsubishi Electric electric storage water heaters (電気温水器, night-rate resistance heating, no heat pump): the
// installation manual T962Z261H01 lists 形名 SRG-3769 (タンク容量 370L), SRG-4669 (460L), SRG-5569 (550L). SRG · optional
// series letters · tank class 37 / 46 / 55 · two digits · optional letters. Type and fuel only (the tank class is litres,
// not read, as for the SRT- EcoCute names). Issue 18, Japanese domestic gap scan (README-extra.md). Brand required.
const SRG_SOURCE =
  'Mitsubishi Electric 三菱 電気温水器 据付工事説明書 T962Z261H01 (2008-10), 形名 SRG-3769 (タンク容量:370L), SRG-4669 (460L), SRG-5569 (550L), 深夜電力8時間 (通電制御型): http://manualzilla.com/doc/6542715';
const SRG = /^SRG-?[A-Z]{0,2}(?:37|46|55)\d\d[A-Z]{0,3}$/;

export const mitsubishiElectricStorageSrg: NomenclatureRule = {
  id: 'mitsubishi.electric-storage-srg',
  family: 'mitsubishi',
  brands: ['Mitsubishi Electric'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 83 || model.charCodeAt(2) !== 71) return null; // S · G
    const lead = pickBrand(['Mitsubishi Electric'], brand, '');
    if (lead === '' || !SRG.test(model)) return null;
    return decodeOf('mitsubishi', lead, model, {
      type: 'water heaters',
      series: 'SRG',
      fields: { fuel: 'electric' },
      description: 'electric storage water heater (電気温水器)',
      evidence: 'src',
      rule: 'Mitsubishi Electric SRG- electric storage water heaters: tank class 37 / 46 / 55 and two digits (type and fuel only)',
      source: SRG_SOURCE,
    });
  },
};

export const JAPAN_ECO_CUTE_RULES: readonly NomenclatureRule[] = [...LINES.map(lineRule), mitsubishiElectricStorageSrg];
