// Bosch water heaters the Bosch rules (bosch-greentherm.ts, long-tail.ts, installed-base.ts) do not read (issue 18):
// the Tronic 6000C electric tankless heaters WH17 / WH27 (installation manual 6 720 646 951); the GWH C 800 ES and
// GWH C 920 ES / ESC gas tankless heaters (Bosch applications manual 11.2007 model list; GWH C 920 manual
// 6 720 608 836), NG natural gas / LP propane read from the suffix the manuals print; and the Australian Bosch 17e /
// 21e / 25e / 26e gas continuous-flow heaters with their YS…RA series codes (installation / operating instructions
// SAR8512). Type (and gas) only: the numbers are sizes, not inputs. Brand required. Coverage in README-extra.md.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const TRONIC_SOURCE =
  'Bosch Tronic 6000C WH17 / WH27 electric tankless water heater installation manual 6 720 646 951 ("The Tronic 6000C heats water continuously as it flows through the 2 heater modules"; WH17, WH27 units): https://www.manualslib.com/manual/990328/Bosch-Tronic-6000c-Wh17.html';
const GWH_C_SOURCE =
  'Bosch applications manual for tankless and point-of-use water heaters 11.2007 (models GWH 715 ES, GWH C 800 ES …): https://doczz.net/doc/3321309/bosch-powerstream-pro-applications-manual · GWH C 920 ES / ESC indoor residential and commercial models, "GWH C 920 ES/ESC - Natural Gas / - Liquefied Petroleum (LP) Gas", manual 6 720 608 836: https://manualzilla.com/doc/7346606/bosch-gwh-c-920-esc-specifications';
const AU_SOURCE =
  'Bosch 17e / 21e / 25e / 26e (YS1770RA series, YS2170RA series, YS2670RABZ, YS2670RA series) installation / operating instructions SAR8512, electronically controlled gas water heater: https://www.scribd.com/document/358667795/apricusaustralia-bosch-booster-manual';

const TRONIC = /^(?:BOSCH)?(?:TRONIC)?(?:6000C?)?-?WH(17|27)(?:-?(?:US|CA))?$/;
const GWH_C = /^(?:BOSCH)?(?:GWH)?-?C-?(800|920)-?(ESC|ESO|ES)-?(NG|LP)?$/;
const AU = /^(?:BOSCH)?(?:(17|21|25|26)E|YS(17|21|26)70RA[A-Z]{0,3})$/;
const GAS: Readonly<Record<string, DecodedFields['fuel']>> = { NG: 'natural gas', LP: 'propane' };

export const boschTronicAndGwhC: NomenclatureRule = {
  id: 'bosch.tronic-gwh-c-and-au-lines',
  family: 'bosch',
  brands: ['Bosch'],
  unambiguousWithoutBrand: false,
  firstChars: 'BTWGCY12',
  decode(model, brand) {
    if (brand === '') return null;
    const t = TRONIC.exec(model);
    if (t !== null) {
      return decodeOf('bosch', 'Bosch', model, {
        type: 'tankless water heaters',
        series: `Tronic 6000C WH${t[1]}`,
        fields: { fuel: 'electric' },
        description: 'electric tankless water heater (Tronic 6000C)',
        evidence: 'src',
        rule: 'Bosch Tronic 6000C WH17 / WH27 electric tankless water heaters: type',
        source: TRONIC_SOURCE,
      });
    }
    const g = GWH_C.exec(model);
    if (g !== null) {
      return decodeOf('bosch', 'Bosch', model, {
        type: 'tankless water heaters',
        series: `GWH C ${g[1]}`,
        fields: { fuel: g[3] === undefined ? undefined : GAS[g[3]] },
        description: 'gas tankless water heater (GWH C)',
        evidence: 'src',
        rule: 'Bosch GWH C 800 ES / C 920 ES(C) gas tankless water heaters: type, NG / LP gas',
        source: GWH_C_SOURCE,
      });
    }
    const a = AU.exec(model);
    if (a !== null) {
      return decodeOf('bosch', 'Bosch', model, {
        type: 'tankless water heaters',
        series: a[1] !== undefined ? `${a[1]}e` : `YS${a[2]}70RA`,
        fields: {},
        description: 'gas continuous-flow water heater (Australia)',
        evidence: 'src',
        rule: 'Bosch 17e / 21e / 25e / 26e gas continuous-flow water heaters (YS…RA series): type',
        source: AU_SOURCE,
      });
    }
    return null;
  },
};

export const BOSCH_TRONIC_GWH_C_RULES: readonly NomenclatureRule[] = [boschTronicAndGwhC];
