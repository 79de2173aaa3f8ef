// Heat Controller (Comfort-Aire, Century) split-system air handlers, two printed keys (README-extra.md, "Older
// North-American residential lines"). Brand required: H + three letters + two digits is short.
//  - HDG Series "1.5 to 5 Ton" installation instructions, 1.0 Nomenclature "H D G 18 F B - 1 A": H DX air handler /
//    A hydronic air handler · D · G (the key's "R-410A Refrigerant", as the G of the HMG guide below) · 18 … 60 =
//    18,000 … 60,000 BTUH · F flowrater (piston), T TXV, V TXV with ECM drive · matching guide H heat pump, C air
//    conditioner, B both · 1 = 208/230 V 1 phase, 2 = 208/230 V 3 phase · revision letter. The D is not read.
//  - The HMG / HCG air handlers (title "HMG**F1E, HMG**X1E & HCG**V1E Series"), whose owner's sheet prints the guide
//    "H M G 24 F 1 P": H DX air handler · M multi-tubed aluminum alloy coil · G "Green" gas R-410A · capacity
//    BTUH × 1000 · F flowrator (piston) with PSC drive · 1 = 208/230 V · a letter. The C of HCG and the X / V letters
//    are not explained by those documents: read as the same positions, their meaning not reported.
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;
const HDG_SOURCE =
  'Heat Controller installation instructions "Air Handler HDG Series 1.5 to 5 Ton", 1.0 Nomenclature (H D G 18 F B - 1 A): https://somanuals.com/html/e1/Heat-Controller-Inc-Air-Conditioner-HDG42-User-Manual.html · same manual (HDG24 … HDG60): https://manualmachine.com/heatcontroller/hdg/902193-user-manual/';
const HMG_SOURCE =
  'Heat Controller "Air Handler Installation Instructions HMG**F1E, HMG**X1E & HCG**V1E Series": https://somanualss.com/html/e1/Heat-Controller-Inc-Air-Conditioner-HMG__F1E-User-Manual.html · "HMG24F1P Enhanced Air Handler" owner\'s sheet, model number guide H M G 24 F 1 P (DX air handler · multi-tubed aluminum alloy coil · "Green" gas R-410A · capacity BTUH × 1000 · flowrator with PSC drive · 1 = 208/230 V): https://manualspro.net/283082-hmg24f1p-enhanced-air-handler-owners-manual';

const SIZES = '(18|24|30|36|42|48|60)';
const HDG = new RegExp(`^([HA])DG${SIZES}([FTV])([HCB])?(?:-?([12])([A-Z])?)?$`);
const HMG = new RegExp(`^H([MC])G${SIZES}([FXV])(?:([12])([A-Z])?)?$`);
const METERING: Record<string, string> = { F: 'flowrater (piston)', T: 'TXV', V: 'TXV, ECM blower' };
const MATCH: Record<string, string> = { H: 'heat pump match', C: 'air conditioner match', B: 'air conditioner or heat pump match' };

export const heatControllerAirHandler: NomenclatureRule = {
  id: 'heat-controller.air-handler',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'HA',
  decode(model, brand) {
    if (brand === '') return null;
    const c0 = model.charCodeAt(0);
    if (c0 !== 72 && c0 !== 65) return null; // H, A
    const d = HDG.exec(model);
    if (d !== null) {
      const [, kind = '', size = '', metering = '', match, volts] = d;
      const cooling = coolingFromCode(size);
      if (cooling === null) return null;
      const matchText = match === undefined ? undefined : MATCH[match];
      const tier = matchText === undefined ? METERING[metering] : `${METERING[metering] ?? ''}, ${matchText}`;
      return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
        type: 'air handlers',
        series: `${kind}DG`,
        fields: Object.assign({}, cooling, {
          refrigerant: 'R-410A',
          efficiency_tier: tier,
          voltage_v: volts === undefined ? undefined : 230,
          phase: volts === '1' ? (1 as const) : volts === '2' ? (3 as const) : undefined,
        }),
        description: kind === 'A' ? 'hydronic air handler' : 'DX air handler',
        evidence: 'src',
        rule: 'Heat Controller HDG air handlers: H DX / A hydronic · D · G R-410A · size kBtu/h · F / T / V metering · H / C / B match · 1 / 2 voltage · revision',
        source: HDG_SOURCE,
      });
    }
    if (c0 !== 72) return null;
    const h = HMG.exec(model);
    if (h === null) return null;
    const [, coil = '', size = '', metering = '', volts] = h;
    const cooling = coolingFromCode(size);
    if (cooling === null) return null;
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: `H${coil}G`,
      fields: Object.assign({}, cooling, {
        refrigerant: 'R-410A',
        efficiency_tier: metering === 'F' ? 'flowrator (piston), PSC blower' : undefined,
        voltage_v: volts === '1' ? 230 : undefined,
        phase: volts === '1' ? (1 as const) : undefined,
      }),
      description: coil === 'M' ? 'DX air handler, multi-tubed aluminum coil' : 'DX air handler',
      evidence: coil === 'M' && metering === 'F' ? 'src' : 'pattern',
      rule: 'Heat Controller HMG / HCG air handlers: H DX · M / C coil · G R-410A · size kBtu/h · F / X / V · 1 = 208/230 V · letter',
      source: HMG_SOURCE,
    });
  },
};

export const HEAT_CONTROLLER_AIR_HANDLER_RULES: readonly NomenclatureRule[] = [heatControllerAirHandler];
