// Packaged rooftop / tankless line names (series/rooftop-line-names.ts) and marketing line words before a series
// (line-words.ts). Names and expected types are the ones the cited maker documents print (product-catalog,
// engineering-data and technical-guide titles), not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { afterLineWord } from '../line-words';
import { nonsenseModels } from '../kit/nonsense-models';
import { ROOFTOP_NAME_SERIES_ENTRIES } from './rooftop-line-names';

describe('packaged rooftop line names: every unit of the line is a single package unit', () => {
  it('Trane Voyager (RT-PRC028-EN cooling and gas/electric, PKGP-PRC001-EN heat pumps), Precedent (RT-PRC023-EN), Foundation (RT-PRC078C-EN)', () => {
    for (const name of ['Voyager', 'VOYAGER', 'Voyager III', 'Voyager rooftop unit', 'Voyager Series', 'Trane Voyager', 'Precedent', 'Foundation']) {
      expect(decodeModelNumber(name, 'Trane'), name).toMatchObject({ type: 'packaged units', seriesOnly: true, evidence: 'pattern', fields: {} });
    }
    expect(decodeModelNumber('Voyager heat pump', 'Trane')).toMatchObject({ type: 'packaged units', description: 'packaged heat pump (rooftop)' });
    expect(decodeModelNumber('Voyager', 'American Standard')).toMatchObject({ type: 'packaged units', series: 'Voyager' });
  });

  it('Lennox Landmark (bulletins 210503 KG, 210553 KC), Energence (210556 LCH), Strategos (SG / SC guide specification), T-Class (210392)', () => {
    for (const name of ['Landmark', 'Lennox Landmark', 'Energence', 'Strategos', 'T-Class', 'T Class', 'tclass', 'E-Series', 'L Series', 'Model L']) {
      expect(decodeModelNumber(name, 'Lennox'), name).toMatchObject({ type: 'packaged units', seriesOnly: true });
    }
    // The Landmark bulletins read title gas/electric and electric/electric units only: a written heat pump is not read.
    expect(decodeModelNumber('Landmark heat pump', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Landmark furnace', 'Lennox')).toBeNull();
  });

  it('York Sunline 2000 (DM, D2CG single package, BP heat pumps) and Predator (ZF, ZH / XP)', () => {
    expect(decodeModelNumber('Sunline 2000', 'York')).toMatchObject({ type: 'packaged units', series: 'Sunline' });
    expect(decodeModelNumber('York Sunline', 'York')).toMatchObject({ type: 'packaged units' });
    expect(decodeModelNumber('Predator', 'York')).toMatchObject({ type: 'packaged units', series: 'Predator' });
    expect(decodeModelNumber('Predator heat pump', 'York')).toMatchObject({ type: 'packaged units', description: 'packaged heat pump (rooftop)' });
  });

  it('Carrier WeatherMaster (50P, 48HJ) and Centurion (48PD, 50PG)', () => {
    expect(decodeModelNumber('WeatherMaster', 'Carrier')).toMatchObject({ type: 'packaged units', series: 'WeatherMaster' });
    expect(decodeModelNumber('Weather-Master', 'Carrier')).toMatchObject({ type: 'packaged units' });
    expect(decodeModelNumber('Centurion', 'Carrier')).toMatchObject({ type: 'packaged units', series: 'Centurion' });
  });

  it('Bradford White EverHot (manual 238-48022-00D: "EverHot Tankless Gas Water Heater")', () => {
    expect(decodeModelNumber('EverHot', 'Bradford White')).toMatchObject({ type: 'tankless water heaters', series: 'EverHot', seriesOnly: true });
    expect(decodeModelNumber('Everhot tankless', 'Bradford White')).toMatchObject({ type: 'tankless water heaters' });
  });

  it('Bradford White Infiniti ("Infiniti Tankless K-Series" manual; ENERGY STAR "Infiniti", RTG-199HE, Gas Tankless) (lines32)', () => {
    expect(decodeModelNumber('Infiniti', 'Bradford White')).toMatchObject({ type: 'tankless water heaters', series: 'Infiniti', seriesOnly: true });
    expect(decodeModelNumber('Infiniti K-Series', 'Bradford White')).toMatchObject({ type: 'tankless water heaters', series: 'Infiniti K' });
    expect(decodeModelNumber('Infiniti Tankless K-Series', 'Bradford White')).toMatchObject({ type: 'tankless water heaters', series: 'Infiniti K' });
    expect(decodeModelNumber('Bradford White Infiniti tankless', 'Bradford White')).toMatchObject({ type: 'tankless water heaters' });
  });

  it('neighbours, other brands and no brand do not decode', () => {
    for (const [name, brand] of [
      ['Infiniti', 'Rheem'],
      ['Infiniti', null],
      ['Infiniti L', 'Bradford White'],
      ['Infinity', 'Bradford White'],
      ['Voyagers', 'Trane'],
      ['Voyager4', 'Trane'],
      ['Voyager IV', 'Trane'],
      ['Voyager', 'Lennox'],
      ['Voyager', null],
      ['Landmarks', 'Lennox'],
      ['L', 'Lennox'],
      ['K Series', 'Lennox'],
      ['Model K', 'Lennox'],
      ['Landmark', 'Trane'],
      ['Sunline 3000', 'York'],
      ['Predator', 'Rheem'],
      ['Centurion', 'Trane'],
      ['EverHot', 'Rheem'],
      ['EverHot 2', 'Bradford White'],
      ['Voyager furnace', 'Trane'],
    ] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('Bard packaged lines and Burnham MPO', () => {
  it('I-TEC installation instructions 2100-597G (I30A1DA … I60A1DC air conditioners) and 2100-549Q (I30H1-A … I60H1DC heat pumps)', () => {
    expect(decodeModelNumber('I30A1DA', 'Bard')).toMatchObject({ family: 'bard', type: 'packaged units', fields: { cooling_capacity_kbtuh: 30, cooling_capacity_tons: 2.5, efficiency_tier: 'I-TEC packaged air conditioner' }, evidence: 'pattern' });
    expect(decodeModelNumber('I36H1-B', 'Bard')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3, efficiency_tier: 'I-TEC packaged heat pump' } });
    expect(decodeModelNumber('I60H1DC', 'Bard')).toMatchObject({ fields: { cooling_capacity_tons: 5 } });
    expect(decodeModelNumber('I 48 A1 DB', 'Bard')).toMatchObject({ fields: { cooling_capacity_kbtuh: 48 } });
    expect(decodeModelNumber('I36H1', 'Bard')).toMatchObject({ fields: { cooling_capacity_kbtuh: 36 } });
    expect(decodeModelNumber('I36H1-B', 'Bard')?.fields.voltage_v).toBeUndefined();
  });

  it('I-TEC classes off the list, other letters, other brands and no brand do not decode', () => {
    for (const [m, b] of [
      ['I33H1-B', 'Bard'],
      ['I24H1-B', 'Bard'],
      ['I36C1-B', 'Bard'],
      ['I36H1-E', 'Bard'],
      ['I36H1DAX', 'Bard'],
      ['I36H1-B', 'Trane'],
      ['I36H1-B', null],
    ] as const) {
      expect(decodeModelNumber(m, b), `${m} / ${b}`).toBeNull();
    }
  });

  it('Bard names: Wall-Mount, Q-TEC (§11.1), I-TEC, Multi-TEC', () => {
    for (const name of ['Wall Mount', 'wall-mount', 'Q-TEC', 'QTEC', 'I-TEC', 'Mult-I-Tec', 'Multi-TEC']) {
      expect(decodeModelNumber(name, 'Bard'), name).toMatchObject({ type: 'packaged units', seriesOnly: true });
    }
    expect(decodeModelNumber('I-TEC', 'Trane')).toBeNull();
    expect(decodeModelNumber('I-TEC furnace', 'Bard')).toBeNull();
  });

  it('Burnham MPO 3-pass oil boiler (MPO84 … MPO231 manual) written without the size', () => {
    expect(decodeModelNumber('MPO', 'Burnham')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' }, seriesOnly: true });
    expect(decodeModelNumber('MPO', 'Weil-McLain')).toBeNull();
    expect(decodeModelNumber('MPX', 'Burnham')).toBeNull();
  });
});

describe('names with a "+" and Lennox Elite 90', () => {
  it('a trailing "+" reads as the titles\' "Plus" (G11-494 "Prestige 90 Plus"); Elite 90 is the G26 title\'s 90 % furnace', () => {
    expect(decodeModelNumber('Prestige 90+', 'Rheem')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 } });
    expect(decodeModelNumber('Prestige 90 Plus', 'Rheem')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 } });
    expect(decodeModelNumber('Elite 90', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 }, seriesOnly: true });
    expect(decodeModelNumber('Prestige 90++', 'Rheem')).toBeNull();
    expect(decodeModelNumber('Prestige+ 90', 'Rheem')).toBeNull();
    expect(decodeModelNumber('Elite 92', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Elite 90', 'Carrier')).toBeNull();
  });
});

describe('Rinnai and Navien written short', () => {
  it('Rinnai §10.5 key cut before the i / e letter: RU199 (N-series manual: RU199i = REU-N3237FF-US), RUR160', () => {
    expect(decodeModelNumber('RU199', 'Rinnai')).toMatchObject({ type: 'tankless water heaters', fields: { heating_input_kbtuh: 199 }, evidence: 'pattern' });
    expect(decodeModelNumber('RUR160', 'Rinnai')).toMatchObject({ fields: { heating_input_kbtuh: 160 } });
    expect(decodeModelNumber('RU 130', 'Rinnai')).toMatchObject({ fields: { heating_input_kbtuh: 130 } });
    for (const [m, b] of [['RU199', null], ['RU199', 'Navien'], ['RU250', 'Rinnai'], ['RU40', 'Rinnai'], ['RU1999', 'Rinnai']] as const) {
      expect(decodeModelNumber(m, b), `${m} / ${b}`).toBeNull();
    }
  });

  it('Rinnai Sensei (N-Series condensing tankless); Navien NPE / NPN tankless, NCB / NHB boilers (§10.4) without the size', () => {
    expect(decodeModelNumber('Sensei', 'Rinnai')).toMatchObject({ type: 'tankless water heaters', fields: { efficiency_tier: 'condensing' }, seriesOnly: true });
    expect(decodeModelNumber('NPE-A', 'Navien')).toMatchObject({ type: 'tankless water heaters', fields: { efficiency_tier: 'condensing, recirculation (A)' } });
    expect(decodeModelNumber('NPN', 'Navien')).toMatchObject({ type: 'tankless water heaters', fields: { efficiency_tier: 'non-condensing' } });
    expect(decodeModelNumber('NCB', 'Navien')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'combi' } });
    expect(decodeModelNumber('NHB', 'Navien')).toMatchObject({ type: 'boilers' });
    // ENERGY STAR's Navien boiler rows name the NFB / NFC lines (NFB-301C, NFB-399C) and the NCB …H units (NCB-190/60H).
    expect(decodeModelNumber('NFB', 'Navien')).toMatchObject({ type: 'boilers', series: 'NFB' });
    expect(decodeModelNumber('NFC', 'Navien')).toMatchObject({ type: 'boilers', series: 'NFC' });
    expect(decodeModelNumber('NCB-H', 'Navien')).toMatchObject({ type: 'boilers', series: 'NCB-H' });
    expect(decodeModelNumber('NFD', 'Navien')).toBeNull();
    expect(decodeModelNumber('NPX', 'Navien')).toBeNull();
    expect(decodeModelNumber('NPE', 'Rinnai')).toBeNull();
    expect(decodeModelNumber('Sensei', 'Navien')).toBeNull();
  });
});

describe('York technical-guide furnace series', () => {
  it('FL9S 92 % single stage, FC9T two-stage, FC9M modulating, GY9F 95 %, PS8 single stage (titles as printed)', () => {
    expect(decodeModelNumber('FL9S', 'Luxaire')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 92, efficiency_tier: '90 %+ condensing, single-stage' } });
    expect(decodeModelNumber('FC9T', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(decodeModelNumber('FC9M-UP', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, modulating' } });
    expect(decodeModelNumber('GY9F', 'York')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95 } });
    expect(decodeModelNumber('PS8DH', 'York')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'single-stage' } });
    expect(decodeModelNumber('FC9T', 'York')?.fields.afue_percent).toBeUndefined();
  });

  it('other letters and other brands do not decode', () => {
    expect(decodeModelNumber('FL9T', 'York')).toBeNull();
    expect(decodeModelNumber('FC9X', 'York')).toBeNull(); // (FC9S is titled by the PS9*UP / FC9S*UP / FL9S*UP manual: long-tail-names.ts)
    expect(decodeModelNumber('FL9S', 'Carrier')).toBeNull();
    expect(decodeModelNumber('FL9S', null)).toBeNull();
  });
});

describe('marketing line word before the series (line-words.ts)', () => {
  it('Lennox Merit / Elite / Dave Lennox Signature before the §5 series', () => {
    expect(decodeModelNumber('Elite XC16', 'Lennox')).toMatchObject({ type: 'air conditioners', fields: { seer: 16 } });
    expect(decodeModelNumber('Elite Series XC16', 'Lennox')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('Lennox Elite-XC16', 'Lennox')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('Merit ML180', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('Dave Lennox Signature XP25', 'Lennox')).toMatchObject({ type: 'heat pumps', fields: { seer: 25 } });
    expect(decodeModelNumber('ELITE SERIES EL296V', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 } });
  });

  it('Carrier Infinity / Performance, Bryant Evolution / Preferred before the series', () => {
    expect(decodeModelNumber('Infinity 58MVC', 'Carrier')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('Performance 24ACC6', 'Carrier')).toMatchObject({ type: 'air conditioners', fields: { seer: 16 } });
    expect(decodeModelNumber('Evolution 187B', 'Bryant')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('Preferred 926T', 'Bryant')).toMatchObject({ type: 'furnaces' });
  });

  it('York Affinity PT9, Luxaire Acclimate FL9S, Coleman Echelon FC9T / FC9V, LX TM9V (technical-guide titles)', () => {
    expect(decodeModelNumber('Affinity PT9', 'York')).toMatchObject({ type: 'furnaces', series: 'PT9' });
    expect(decodeModelNumber('Acclimate FL9S', 'Luxaire')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 92 } });
    expect(decodeModelNumber('Echelon FC9T', 'Coleman')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('Echelon FC9V', 'Coleman')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('LX TM9V', 'York')).toMatchObject({ type: 'furnaces' });
  });

  it('Trane / American Standard names before the series; a typed name must agree with the series', () => {
    expect(decodeModelNumber('XR13 4TTR3', 'Trane')).toMatchObject({ type: 'air conditioners', fields: { seer: 13 } });
    expect(decodeModelNumber('Trane XR 13 4TTR3', 'Trane')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('Gold 17 4A7A7', 'American Standard')).toMatchObject({ type: 'air conditioners', fields: { seer: 17 } });
    // XR80 is a furnace name (product data 22-1640); 4TTR3 an air conditioner: no decode.
    expect(decodeModelNumber('XR80 4TTR3', 'Trane')).toBeNull();
  });

  it('names printed after the series, as the titles print them: "58DLA/DLX WeatherMaker 8000", "353AAV Plus 90x", Pulse, Ultra SX', () => {
    expect(decodeModelNumber('58DLA WeatherMaker 8000', 'Carrier')).toMatchObject({ type: 'furnaces', series: '58DLA' });
    expect(decodeModelNumber('Weathermaker 8000 58SXA', 'Carrier')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('353AAV Plus 90x', 'Bryant')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('Plus 95s 355CAV', 'Bryant')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('Pulse G14', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'G14' });
    expect(decodeModelNumber('Ultra SX 90 G1D93', 'Armstrong Air')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 93 } });
    expect(decodeModelNumber('XC16 Elite', 'Lennox')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('4TTR3 XR13', 'Trane')).toMatchObject({ type: 'air conditioners' });
    // A furnace name with an air conditioner series, and a type word that contradicts the series: no decode.
    expect(decodeModelNumber('WeatherMaker 8000 38TKB', 'Carrier')).toBeNull();
    expect(decodeModelNumber('Elite XC16 heat pump', 'Lennox')).toBeNull();
  });

  it('Rheem Classic Plus, Maytag iQ Drive before the series', () => {
    expect(decodeModelNumber('Classic Plus R96V', 'Rheem')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 } });
    expect(decodeModelNumber('iQ Drive PSA4BG', 'Maytag')).toMatchObject({ type: 'air conditioners' });
  });

  // Commercial rooftop line names of the makers' catalogue titles (Trane Precedent / Voyager, York Sunline, Lennox Landmark,
  // Carrier WeatherMaker, Daikin Rebel) before the model, as equipment schedules and asset registers write them.
  it('commercial rooftop line names before the model read the model', () => {
    expect(decodeModelNumber('Precedent YSC120', 'Trane')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 10 } });
    expect(decodeModelNumber('Voyager YCD480', 'Trane')?.fields).toMatchObject({ cooling_capacity_tons: 40 });
    expect(decodeModelNumber('Sunline 2000 D2CG300', 'York')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(decodeModelNumber('Landmark KGA036S4DH1G', 'Lennox')?.type).toBe('packaged units');
    expect(decodeModelNumber('WeatherMaker 48TCED14A3A5', 'Carrier')?.type).toBe('packaged units');
    expect(decodeModelNumber('Rebel DPS010A', 'Daikin')?.type).toBe('packaged units');
    expect(decodeModelNumber('Precedent XYZ', 'Trane')).toBeNull();
    expect(decodeModelNumber('Precedent YSC120', 'Lennox')).toBeNull();
  });

  it('a line word alone, with a rest that is no series, or of another brand does not decode', () => {
    expect(decodeModelNumber('Elite', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Elite XYZ', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Elite XC16', 'Carrier')).toBeNull();
    expect(decodeModelNumber('Infinity 58MVC', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Elite XC16', null)).toBeNull();
    expect(afterLineWord('EliteXC16', 'Lennox')).toBeNull();
    expect(afterLineWord('Elite XC16', 'Lennox')).toEqual({ words: 'ELITE', rest: 'XC16' });
    expect(afterLineWord('xc16 elite', 'Lennox')).toEqual({ words: 'ELITE', rest: 'XC16' });
  });

  it('a line word never adds a decode: line word before or after model-shaped nonsense decodes at most as the nonsense alone', () => {
    const cases: [string, string][] = [
      ['Elite', 'Lennox'],
      ['Infinity', 'Carrier'],
      ['Evolution', 'Bryant'],
      ['Affinity', 'York'],
      ['Classic Plus', 'Rheem'],
      ['XR13', 'Trane'],
      ['WeatherMaker 8000', 'Carrier'],
      ['Ultra SX 90', 'Armstrong Air'],
      ['IntelliPak', 'Trane'], // not Precedent: an X-name line word before the series name "Precedent" reads that name (XV04 Precedent)
      ['Sunline 2000', 'York'],
      ['Landmark', 'Lennox'],
      ['WeatherMaster', 'Carrier'],
      ['Rebel', 'Daikin'],
    ];
    for (const [word, brand] of cases) {
      const differing: string[] = [];
      for (const s of nonsenseModels(3_000, { seed: 1818, digitLed: false })) {
        const alone = decodeModelNumber(s, brand);
        for (const written of [`${word} ${s}`, `${s} ${word}`]) {
          const lined = decodeModelNumber(written, brand);
          // A typed name may reject a series of another type (WeatherMaker 8000 + a heat-pump series); it never adds one.
          if (lined !== null && (alone === null || alone.type !== lined.type)) differing.push(written);
        }
      }
      expect(differing, word).toEqual([]);
    }
  });
});

it('no Bard I-TEC / Rinnai cut decode among 20,000 model-shaped strings with their brand', () => {
  const fired: string[] = [];
  for (const digitLed of [false, true]) {
    for (const s of nonsenseModels(20_000, { seed: 1821, digitLed })) {
      if (decodeModelNumber(s, 'Bard')?.rule.startsWith('Bard I-TEC') === true) fired.push(s);
      if (decodeModelNumber(s, 'Rinnai')?.rule.includes('cut after the input') === true) fired.push(s);
    }
  }
  expect(fired).toEqual([]);
});

it('no rooftop / tankless / York-title name decode among 20,000 model-shaped strings (letter- and digit-led) with each brand', () => {
  const sections = ROOFTOP_NAME_SERIES_ENTRIES.map((e) => e.section);
  for (const brand of ['Trane', 'Lennox', 'York', 'Coleman', 'Carrier', 'Bryant', 'Bradford White', 'Bard', 'Burnham', 'Rinnai', 'Navien']) {
    const fired: string[] = [];
    for (const digitLed of [false, true]) {
      for (const s of nonsenseModels(20_000, { seed: 1820, digitLed })) {
        const d = decodeModelNumber(s, brand);
        if (d?.seriesOnly === true && sections.some((x) => d.rule.startsWith(x))) fired.push(s);
      }
    }
    expect(fired, brand).toEqual([]);
  }
});
