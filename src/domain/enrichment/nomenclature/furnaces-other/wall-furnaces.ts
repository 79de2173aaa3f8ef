// Gas wall and floor furnaces of Williams Furnace Co. and its Cozy line (issue 18, id18b): the installed base of
// gravity / direct-vent wall heaters owners report from rating plates. Coverage and evidence in README-extra.md
// ("Wall and floor furnaces"). Brand required: the Williams key is all digits, the Cozy keys are short.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand, weakest } from '../kit/rule-kit';
import type { EvidenceTag } from '../types';

const WILLIAMS_BRANDS = ['Williams'] as const;
const COZY_BRANDS = ['Cozy'] as const;

// Williams: input kBtu/h (2 digits) · third digit (0 US; "Canadian model numbers third digit from left to be 1 for
// basic altitudes, 2 for high altitudes"; 3 and 5 on later listed variants such as 2539622, 2559622: not read) · line (2 digits) · variant digit · gas (2 natural / 1 propane: every manual
// lists the natural-gas models ending in 2 and the propane models ending in 1) · optional ".05" (manufactured-home
// version) or revision letter. The manuals state the inputs of the top-vent (25 / 35 / 50) and window-wall (25 / 40)
// lines; the other lines' leading digits are read the same way (pattern).
const WILLIAMS_SOURCE =
  'Williams top-vent rating table (2509622 Nat. 25,000 / 2509621 L.P. 25,000 / 3509622 35,000 / 5009622 50,000 Btu/hr input): https://www.manualshelf.com/manual/williams/2509621a/instructions-assembly-english/page-16.html · Williams top-vent gravity wall furnace owner\'s manual (2509622 / 3509622 / 5009622: 25,000, 35,000 and 50,000 Btu/hr; natural gas …2, propane …1; Canadian third digit 1 / 2): https://www.scribd.com/document/440454748/williams-furnace-heating-hvac-pilot-knob-lighter-FIRE-pdf · L0408222 (2509611 … 5009621): https://usermanual.wiki/Williams/2509611.3949022460/help · window wall direct-vent 2503532 / 4003532 "25,000 and 40,000 BTU/Hr Furnaces": https://manualmachine.com/williams/2503532/722481-user-manual/ · gravity direct vent 1403612 … 3003621 (L0408134): https://manuzoid.com/manuals/m1dJ6-Williams%202203621%20User%20manual · counterflow top vent 3508332 … 6508732: https://manualspro.net/355783-williams-3508332-counterflow-top-vent-gas-wall-furnaces-instruction-manual · Magnum Forsaire counterflow top-vent 6008832 / 6018832 / 6038832 / 6058832 natural, …1 propane: https://abcdocz.com/doc/299191/owner%E2%80%99s-manual-magnum-forsaire-counterflow-top-vent-gas-w... · direct-vent wall furnace 1403822 … 2253822 natural, 1403821 … 2253821 propane, "14,000 Btu/hr, 22,000 Btu/hr": https://abcdocz.com/doc/300279/owner%E2%80%99s-manual-direct-vent-wall-furnace · enclosed / fireplace front 2001622A … 6502921A: https://manualmachine.com/williams/2001622a3501522a3501922a5001522a5001922a6501522a6501922a2001621a3501521a3501921a5001521a5001921a6501521a6501921a3502522a3502922a5002522a5002922a6502522a6502922a3502521a3502921a5002521a5002921a6502521a6502921a/27311215-owners-manual';
const WILLIAMS = /^(14|20|22|25|30|35|40|45|50|55|60|65)([0-5])(96|36|38|35|83|87|88|15|16|19|25|29)([1-3])([12])(?:\.?05|[A-Z])?$/;
/** Lines by the manual titles. */
const WILLIAMS_LINE: Record<string, string> = {
  '96': 'top-vent gravity wall furnace',
  '36': 'gravity direct-vent wall furnace',
  '38': 'direct-vent wall furnace',
  '35': 'direct-vent window wall furnace',
  '83': 'counterflow top-vent wall furnace',
  '87': 'counterflow top-vent wall furnace',
  '88': 'counterflow top-vent wall furnace (Magnum Forsaire)',
  '15': 'enclosed-front wall furnace',
  '16': 'enclosed-front wall furnace',
  '19': 'enclosed-front wall furnace',
  '25': 'fireplace-front wall furnace',
  '29': 'fireplace-front wall furnace',
};
/** Line · input pairs whose input the manual's title prints (src); the rest are read at pattern. */
// 38: owner's manual "Direct-Vent Wall Furnace, model numbers 1403822; 1413822; 1433822; 1453822; 2203822 … (natural gas),
// 1403821 … 2253821 (propane); 14,000 Btu/hr, 22,000 Btu/hr" (WILLIAMS_SOURCE).
const WILLIAMS_STATED = new Set(['96:25', '96:35', '96:50', '35:25', '35:40', '38:14', '38:22']);

const williams: NomenclatureRule = {
  id: 'williams.wall-furnace',
  family: 'wall_furnace',
  brands: WILLIAMS_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '123456',
  decode(model, brand) {
    if (!brandIn(WILLIAMS_BRANDS, brand)) return null;
    const m = WILLIAMS.exec(model);
    if (!m) return null;
    const [, input = '', , line = '', , gas = ''] = m;
    const inputEvidence: EvidenceTag = WILLIAMS_STATED.has(`${line}:${input}`) ? 'src' : 'pattern';
    return decodeOf('wall_furnace', pickBrand(WILLIAMS_BRANDS, brand), model, {
      type: 'furnaces',
      series: `Williams ${line}`,
      fields: { heating_input_kbtuh: Number(input), fuel: gas === '2' ? 'natural gas' : 'propane' },
      description: `gas ${WILLIAMS_LINE[line] ?? 'wall furnace'}`,
      evidence: weakest(inputEvidence, 'src'),
      rule: 'Williams wall furnace: input kBtu/h · altitude digit · line · variant · 2 natural / 1 propane',
      source: WILLIAMS_SOURCE,
    });
  },
};

// Cozy (Louisville Tin & Stove, later Cozy Heating Systems, Colton CA): top-vent gravity wall heaters C · 25 / 35 / 50
// · 5 natural / 6 propane · H (the manual titles single-sided C255H / C355H "25,000 – 35,000 BTU/hr" and double-sided
// C505H "50,000 BTU/hr"); fan-type direct-vent through-the-wall WOW · 25 / 40 · 3 natural / 4 propane (WOW253 …
// WOW404); vented floor furnaces 90N · 30 / 50 / 65 / 75 · A (natural gas, millivolt control). The WOW and 90N sizes
// are read as the input in thousands as the C line prints it (pattern).
const COZY_SOURCE =
  'Cozy top vent gravity gas wall heater owner\'s manual (C255H / C355H natural, C256H / C356H propane, 25,000 – 35,000 BTU/hr; C505H / C506H 50,000 BTU/hr): https://manuals.online/cozy/heater/c255h/operating-instructions/177pg · Cozy fan type direct vent through the wall heater P/N 64920 (WOW253 / WOW403 natural, WOW254 / WOW404 L.P.): http://www.hammerwall.com/Manuals/Cozy/Description/WOW254/Cozy%20Fan%20Type%20Direct%20Vent%20Through%20The%20Wall%20Gas%20Heater/L0805262/ · Cozy / Louisville Tin and Stove gas-fired vented floor furnace P/N 74521 (90N30A, 90N50A, 90N65A, 90N75A, natural gas): https://docslib.org/doc/6475721/gas-fired-vented-floor-furnace';
const COZY_TOP_VENT = /^C(25|35|50)([56])H(?:-?[A-Z0-9]{1,3})?$/;
const COZY_WOW = /^WOW(25|40)([34])(?:-?[A-Z0-9]{1,3})?$/;
const COZY_FLOOR = /^90N(30|50|65|75)A?$/;

const cozy: NomenclatureRule = {
  id: 'cozy.wall-furnace',
  family: 'wall_furnace',
  brands: COZY_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'CW9',
  decode(model, brand) {
    if (!brandIn(COZY_BRANDS, brand)) return null;
    const c = model.charCodeAt(0);
    const name = pickBrand(COZY_BRANDS, brand);
    if (c === 67) {
      // C
      const m = COZY_TOP_VENT.exec(model);
      if (!m) return null;
      const input = m[1] ?? '';
      return decodeOf('wall_furnace', name, model, {
        type: 'furnaces',
        series: 'Cozy C…H',
        fields: { heating_input_kbtuh: Number(input), fuel: m[2] === '5' ? 'natural gas' : 'propane' },
        description: input === '50' ? 'gas top-vent gravity wall furnace, double-sided' : 'gas top-vent gravity wall furnace',
        evidence: 'src',
        rule: 'Cozy top-vent gravity wall heater: C · input kBtu/h · 5 natural / 6 propane · H',
        source: COZY_SOURCE,
      });
    }
    if (c === 87) {
      // W
      const m = COZY_WOW.exec(model);
      if (!m) return null;
      return decodeOf('wall_furnace', name, model, {
        type: 'furnaces',
        series: 'Cozy WOW',
        fields: { heating_input_kbtuh: Number(m[1] ?? ''), fuel: m[2] === '3' ? 'natural gas' : 'propane' },
        description: 'gas fan-type direct-vent through-the-wall furnace',
        evidence: 'pattern',
        rule: 'Cozy fan-type direct-vent wall heater: WOW · size (input kBtu/h) · 3 natural / 4 propane',
        source: COZY_SOURCE,
      });
    }
    const m = COZY_FLOOR.exec(model);
    if (!m) return null;
    return decodeOf('wall_furnace', name, model, {
      type: 'furnaces',
      series: 'Cozy 90N',
      fields: { heating_input_kbtuh: Number(m[1] ?? ''), fuel: 'natural gas' },
      description: 'gas vented floor furnace',
      evidence: 'pattern',
      rule: 'Cozy vented floor furnace: 90N · size (input kBtu/h) · A',
      source: COZY_SOURCE,
    });
  },
};

// Empire Comfort Systems: GWT top-vent gravity wall furnaces (GWT-25-2 installation instructions: "wall furnaces shall be
// installed …") and the UltraSaver PVS direct-vent wall furnaces (PVS35N-1 owner's manual: Category IV, condensing).
// Neither document ties the size to an input in reach: type and line only.
const EMPIRE_BRANDS = ['Empire'] as const;
const EMPIRE_SOURCE =
  'Empire GWT-25-2 wall furnace installation instructions: https://manualshive.com/ru/manual/empire-heating-systems/gwt-25-2/2404209?page=8 · Empire UltraSaver PVS35N-1 owner\'s manual ("the UltraSaver is classified as a Category IV appliance"; "do not vent the wall furnace …"): http://38.142.81.21:8001/manual/empire-heating-systems/pvs35n-1/owner-s-manual-english/page-25.html';
const EMPIRE_GWT = /^GWT-?(25|35|50)(?:-?\d)?$/;
const EMPIRE_PVS = /^PVS-?(18|35)([NP])?(?:-?\d)?$/;

const empire: NomenclatureRule = {
  id: 'empire.wall-furnace',
  family: 'wall_furnace',
  brands: EMPIRE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GP',
  decode(model, brand) {
    if (!brandIn(EMPIRE_BRANDS, brand)) return null;
    if (EMPIRE_GWT.test(model)) {
      return decodeOf('wall_furnace', 'Empire', model, {
        type: 'furnaces',
        series: 'GWT',
        fields: {},
        description: 'gas top-vent gravity wall furnace',
        evidence: 'src',
        rule: 'Empire GWT top-vent wall furnace · size · revision (type only)',
        source: EMPIRE_SOURCE,
      });
    }
    if (!EMPIRE_PVS.test(model)) return null;
    return decodeOf('wall_furnace', 'Empire', model, {
      type: 'furnaces',
      series: 'PVS',
      fields: { efficiency_tier: 'condensing (Category IV), direct vent' },
      description: 'UltraSaver gas direct-vent wall furnace',
      evidence: 'src',
      rule: 'Empire UltraSaver PVS direct-vent wall furnace · size · N / P · revision (type only)',
      source: EMPIRE_SOURCE,
    });
  },
};

// Rinnai EnergySaver direct-vent wall furnaces: RHFE-263FA, RHFE-431WTA, RHFE-556FTA, RHFE-1004FA (owner's operation
// and installation manuals titled "EnergySaver Gas Direct Vent Wall Furnace") and the later EX08CT / EX11CT (use and care
// manual) … EX38CT. The number is a size, not stated as an input: type only; the trailing N / P is the gas as on every
// Rinnai model (water-heaters/rinnai.ts).
const RINNAI_BRANDS = ['Rinnai'] as const;
const RINNAI_SOURCE =
  'Rinnai RHFE-263FA "EnergySaver Gas Direct Vent Wall Furnace" owner\'s manual: https://manualmachine.com/rinnai/rhfe263faii/1302957-user-manual · RHFE-431WTA: https://manualmachine.com/rinnai/rhfe431wta/1303387-user-manual · RHFE-1004FA operation manual: https://manualmachine.com/rinnai/rhfe1004fa/1303703-user-manual · EX08CT, EX11CT use and care manual (furnace clearances): https://manualshelf.com/manual/rinnai/ex11ctn/use-and-care-manual-english-french/page-9.html';
const RINNAI_RHFE = /^RHFE-?(263|431|556|1004)([A-Z]{1,3})(?:II|2)?([NP])?$/;
const RINNAI_EX = /^EX(08|11|17|22|38)C(T)?([NP])?$/;

const rinnaiWallFurnace: NomenclatureRule = {
  id: 'rinnai.wall-furnace',
  family: 'rinnai',
  brands: RINNAI_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RE',
  decode(model, brand) {
    if (!brandIn(RINNAI_BRANDS, brand)) return null;
    const m = RINNAI_RHFE.exec(model) ?? RINNAI_EX.exec(model);
    if (!m) return null;
    const gas = m[3];
    const series = model.startsWith('EX') ? `EX${m[1] ?? ''}` : `RHFE-${m[1] ?? ''}`;
    return decodeOf('rinnai', 'Rinnai', model, {
      type: 'furnaces',
      series,
      fields: { fuel: gas === 'N' ? 'natural gas' : gas === 'P' ? 'propane' : undefined },
      description: 'EnergySaver gas direct-vent wall furnace',
      evidence: gas === undefined ? 'src' : 'pattern',
      rule: 'Rinnai EnergySaver direct-vent wall furnace: RHFE-size / EX + size + C(T) · N / P (type only)',
      source: RINNAI_SOURCE,
    });
  },
};

export const WALL_FURNACE_RULES: readonly NomenclatureRule[] = [williams, cozy, empire, rinnaiWallFurnace];
