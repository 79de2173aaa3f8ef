// Long-tail product-line names (series/long-tail-names.ts). Names and expected values are the ones the cited
// maker documents print (installation-instruction titles, service manuals, press releases), not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { MORE_NAME_SERIES_ENTRIES } from './long-tail-names';

describe('Allied Air series without the size', () => {
  it('507270-03 "A95UH1D, A93UH1D, 95G1UH-P & 92G1UH-P" furnaces: AFUE class, configuration, stages', () => {
    expect(decodeModelNumber('A95UH1D', 'Armstrong Air')).toMatchObject({ type: 'furnaces', series: 'A95UH1', fields: { afue_percent: 95, efficiency_tier: '90 %+ condensing, upflow/horizontal, single-stage' }, seriesOnly: true });
    expect(decodeModelNumber('A93', 'AirEase')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 93 } });
    expect(decodeModelNumber('95G1UH', 'Ducane')).toMatchObject({ type: 'furnaces', series: '95G1UH', fields: { afue_percent: 95 } });
    expect(decodeModelNumber('92G1DF', 'Concord')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 92, efficiency_tier: '90 %+ condensing, downflow, single-stage' } });
  });

  it('"92AF1DF and 95AF1DF Counterflow Warm Air Gas Furnaces": the AF spelling as the title prints it, not cut before the configuration', () => {
    expect(decodeModelNumber('92AF1DF', 'Ducane')).toMatchObject({ type: 'furnaces', series: '92AF1DF', fields: { afue_percent: 92, efficiency_tier: '90 %+ condensing, downflow, single-stage' }, seriesOnly: true });
    expect(decodeModelNumber('95AF1DF', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95 } });
    expect(decodeModelNumber('95AF1', 'Ducane')).toBeNull();
    expect(decodeModelNumber('92AF1DF', 'Goodman')).toBeNull();
  });

  it('SRH-G1D91/93 and 47904K005 (G1D93AU, G2D95CT): older Armstrong furnaces with stages and AFUE class', () => {
    expect(decodeModelNumber('G1D93AU', 'Armstrong Air')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 93, efficiency_tier: '90 %+ condensing, single-stage' } });
    expect(decodeModelNumber('G2D95CT', 'Armstrong Air')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95, efficiency_tier: '90 %+ condensing, two-stage' } });
  });

  it('Armstrong Ultra SX 90 (service manual: gas furnace, AFUE up to 90 %)', () => {
    expect(decodeModelNumber('Ultra SX 90', 'Armstrong Air')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 }, evidence: 'pattern' });
  });

  it('§5.5 split key cut before the size (S69: 2SCU13LC136T, 4SCU13 …): SCU air conditioner, SHP heat pump, refrigerant from 2 / 4', () => {
    expect(decodeModelNumber('2SCU13LC', 'Armstrong Air')).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-22', seer: 13 } });
    expect(decodeModelNumber('4SHP16', 'AirEase')).toMatchObject({ type: 'heat pumps', fields: { refrigerant: 'R-410A', seer: 16 } });
  });

  it('off-key AFUE classes and other brands do not decode', () => {
    expect(decodeModelNumber('A99', 'Armstrong Air')).toBeNull();
    expect(decodeModelNumber('A70', 'Armstrong Air')).toBeNull();
    expect(decodeModelNumber('A95', 'Carrier')).toBeNull();
    expect(decodeModelNumber('A95', null)).toBeNull();
    expect(decodeModelNumber('4SCU13 furnace', 'Armstrong Air')).toBeNull();
  });
});

describe('Maytag (Nortek) and Evcon series', () => {
  it('PSH2BD "Outdoor Heat Pump 13 SEER"; PSA4BG iQDrive "AC for air conditioner"', () => {
    expect(decodeModelNumber('PSH2BD', 'Maytag')).toMatchObject({ type: 'heat pumps', series: 'PSH2BD' });
    expect(decodeModelNumber('PSA4BG', 'Maytag')).toMatchObject({ type: 'air conditioners' });
  });

  it('PGC2TE (the §8.2 condensing furnace key before the input) and PGC', () => {
    expect(decodeModelNumber('PGC2TE', 'Maytag')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(decodeModelNumber('PGC', 'Maytag')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('PGC', 'Goodman')).toBeNull();
  });

  it('iQ Drive names no one type: only a written type decodes', () => {
    expect(decodeModelNumber('iQ Drive', 'Maytag')).toBeNull();
    expect(decodeModelNumber('iQ Drive AC', 'Maytag')).toMatchObject({ type: 'air conditioners', evidence: 'unconfirmed' });
    expect(decodeModelNumber('iQ Drive furnace', 'Maytag')).toBeNull();
  });

  it('Evcon / Coleman "DLAS … DGAT & DGAM … sealed combustion downflow gas furnaces"', () => {
    expect(decodeModelNumber('DGAM', 'Evcon')).toMatchObject({ type: 'furnaces', series: 'DGAM' });
    expect(decodeModelNumber('DLAS', 'Coleman')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('DGAX', 'Coleman')).toBeNull();
  });
});

describe('Rheem / Ruud names', () => {
  it('G11-494 "Rheem Prestige Series 90 Plus … gas furnaces": a line word with an AFUE class is a furnace', () => {
    expect(decodeModelNumber('Prestige 90 Plus', 'Rheem')).toMatchObject({ type: 'furnaces', series: 'Prestige 90 Plus', fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing' }, evidence: 'pattern' });
    expect(decodeModelNumber('Classic 90 Plus', 'Rheem')).toMatchObject({ type: 'furnaces', evidence: 'unconfirmed' });
    expect(decodeModelNumber('Achiever 90 Plus', 'Ruud')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 } });
    expect(decodeModelNumber('Prestige 90 Plus heat pump', 'Rheem')).toBeNull();
    expect(decodeModelNumber('Classic 80 Plus', 'Rheem')).toBeNull();
  });

  it('"90 Plus" alone (the "90 PLUS MODELS" chart, "Prestige Series 90 Plus"): a condensing furnace; other classes do not decode (lines32)', () => {
    expect(decodeModelNumber('90 Plus', 'Rheem')).toMatchObject({ type: 'furnaces', series: '90 Plus', fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing' }, seriesOnly: true });
    expect(decodeModelNumber('Rheem 90 Plus', 'Rheem')).toMatchObject({ type: 'furnaces', series: '90 Plus' });
    expect(decodeModelNumber('90-PLUS', 'Ruud')).toMatchObject({ type: 'furnaces', series: '90 Plus' });
    expect(decodeModelNumber('90 Plus furnace', 'Ruud')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('95 Plus', 'Rheem')).toBeNull();
    expect(decodeModelNumber('80 Plus', 'Rheem')).toBeNull();
    expect(decodeModelNumber('90 Plus', 'Lennox')).toBeNull();
    expect(decodeModelNumber('90 Plus heat pump', 'Rheem')).toBeNull();
  });

  it('ProTerra (Rheem: "ProTerra® Hybrid Electric Heat Pump Water Heater", "ProTerra® plug-in heat pump water heaters") (lines32)', () => {
    expect(decodeModelNumber('ProTerra', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'ProTerra', fields: { fuel: 'electric', efficiency_tier: 'heat pump' }, seriesOnly: true });
    expect(decodeModelNumber('ProTerra Hybrid Electric Heat Pump', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'ProTerra' });
    expect(decodeModelNumber('ProTerra Plug-in', 'Rheem')).toMatchObject({ type: 'water heaters' });
    expect(decodeModelNumber('Rheem ProTerra Hybrid', 'Rheem')).toMatchObject({ type: 'water heaters' });
    expect(decodeModelNumber('ProTerra', 'Bradford White')).toBeNull();
    expect(decodeModelNumber('ProTerra 2', 'Rheem')).toBeNull();
    expect(decodeModelNumber('ProTerra furnace', 'Rheem')).toBeNull();
  });

  it('Marathon (MR / CMR / MTS electric water heaters, polybutene tank)', () => {
    expect(decodeModelNumber('Marathon', 'Rheem')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('Marathon', 'A. O. Smith')).toBeNull();
  });
});

describe('Water-heater lines', () => {
  it('A. O. Smith Vertex (condensing gas), Cyclone XHE (gas), Voltex (hybrid electric heat pump)', () => {
    expect(decodeModelNumber('Vertex 100', 'A. O. Smith')).toMatchObject({ type: 'water heaters', series: 'Vertex 100', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('Cyclone XHE', 'A. O. Smith')).toMatchObject({ type: 'water heaters' });
    expect(decodeModelNumber('Voltex', 'A. O. Smith')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric', efficiency_tier: 'heat pump' } });
    // ProMax alone is read by water-heaters/as-owners-write.ts (the group's product names), before this fallback.
    expect(decodeModelNumber('ProMax', 'A. O. Smith')).toMatchObject({ type: 'water heaters' });
    expect(decodeModelNumber('Vertex', 'Bradford White')).toBeNull();
  });

  it('Bradford White Defender Safety System (atmospheric gas), eF Series (45817B), AeroTherm (heat pump)', () => {
    expect(decodeModelNumber('Defender Safety System', 'Bradford White')).toMatchObject({ type: 'water heaters', series: 'Defender' });
    expect(decodeModelNumber('eF Series', 'Bradford White')).toMatchObject({ type: 'water heaters' });
    expect(decodeModelNumber('AeroTherm', 'Bradford White')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('Defender', 'Trane')).toBeNull();
  });

  it('Whirlpool Energy Smart (electric, Energy Smart Module) and Flame Lock (gas, American Water Heater-built)', () => {
    expect(decodeModelNumber('Energy Smart', 'Whirlpool')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('Whirlpool Flame Lock', 'Whirlpool')).toMatchObject({ type: 'water heaters', series: 'Flame Lock' });
    expect(decodeModelNumber('Energy Smart', 'Rheem')).toBeNull();
  });

  it('GE GeoSpring (GEH50DEEDXX hybrid electric water heater), with the brand written before it', () => {
    expect(decodeModelNumber('GE GeoSpring', 'GE')).toMatchObject({ type: 'water heaters', series: 'GeoSpring', fields: { fuel: 'electric' } });
  });
});

describe('Series the older furnace literature titles', () => {
  it('York-group user manuals: "PS9 … 1-stage … 90%", "PT9 … 2-stage … 90%", "FL9M … modulating condensing", "P*UR / G9T-UP"', () => {
    expect(decodeModelNumber('PS9', 'York')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing, single-stage' } });
    expect(decodeModelNumber('PT9', 'Luxaire')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(decodeModelNumber('FL9M', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, modulating' } });
    expect(decodeModelNumber('G9T', 'York')).toMatchObject({ type: 'furnaces', fields: {} });
    expect(decodeModelNumber('PS9', 'Trane')).toBeNull();
  });

  it('York 035-19992-001 / 66832-UIM-D "Models: G8C / GF8 (single stage multi-position)" written without the input (furn32)', () => {
    expect(decodeModelNumber('G8C', 'York')).toMatchObject({ type: 'furnaces', series: 'G8C', fields: { efficiency_tier: 'single-stage' } });
    expect(decodeModelNumber('GF8', 'Luxaire')).toMatchObject({ type: 'furnaces', series: 'GF8' });
    expect(decodeModelNumber('G8C', 'Trane')).toBeNull();
    expect(decodeModelNumber('GF9', 'York')).toBeNull();
  });

  it('Rheem chart 62-24174-02 "90 PLUS MODELS" (RGRS … single-stage, RGRK two-stage, RGJD modulating) and 92-23531-70 induced-draft RGPJ', () => {
    expect(decodeModelNumber('RGRK', 'Rheem')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(decodeModelNumber('UGRA', 'Ruud')).toMatchObject({ type: 'furnaces', series: 'UGRA', fields: { efficiency_tier: '90 %+ condensing, single-stage' } });
    expect(decodeModelNumber('RGJD', 'Rheem')).toMatchObject({ fields: { efficiency_tier: '90 %+ condensing, modulating' } });
    expect(decodeModelNumber('RGPJ', 'Rheem')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'induced draft' } });
    expect(decodeModelNumber('RGEA', 'Rheem')).toBeNull();
    expect(decodeModelNumber('RGZZ', 'Rheem')).toBeNull();
  });

  it('Amana key "G U I S 045 C A 50" (I induced draft 80 %, C condensing) and the "GUC*, GUX*, GUD*, GDC*" manual', () => {
    expect(decodeModelNumber('GUIS', 'Amana')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('GUC', 'Amana')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('GDC', 'Amana')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('GUC', 'Lennox')).toBeNull();
  });
});

describe('Oil, pulse and manufactured-housing furnace names', () => {
  it('Thermo Pride MO-100G abbreviated series (OL5, OT5) and the current key before the capacity (OH6FA)', () => {
    expect(decodeModelNumber('OL5', 'Thermo Pride')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil', efficiency_tier: 'lowboy' } });
    expect(decodeModelNumber('OH6FA', 'Thermo Pride')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil', efficiency_tier: 'highboy, single-stage' } });
    expect(decodeModelNumber('OL40', 'Thermo Pride')).toBeNull();
    expect(decodeModelNumber('OL5', 'Trane')).toBeNull();
  });

  it('Lennox Pulse / Pulse 21 (G14 / G21 pulse-combustion condensing furnaces)', () => {
    expect(decodeModelNumber('Pulse', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('Lennox Pulse 21', 'Lennox')).toMatchObject({ series: 'Pulse 21' });
    expect(decodeModelNumber('Pulse', 'Maytag')).toBeNull();
  });

  it('"Series M1B, M1G, M1M and M1S" and Miller "M1B, M1M & M5S" downflow sealed-combustion furnaces', () => {
    expect(decodeModelNumber('M1B', 'Intertherm')).toMatchObject({ type: 'furnaces', series: 'M1B' });
    expect(decodeModelNumber('M5S', 'Miller')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('M2B', 'Miller')).toBeNull();
  });
});

it('the brand written before the name in another spelling of the same brand (brands.ts aliases) is dropped too', () => {
  expect(decodeModelNumber('AO Smith Vertex', 'A. O. Smith')).toMatchObject({ type: 'water heaters', series: 'Vertex' });
  expect(decodeModelNumber('Armstrong Ultra SX 90', 'Armstrong Air')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 } });
  expect(decodeModelNumber('Armstrong 4SCU13', 'Armstrong Air')).toMatchObject({ type: 'air conditioners' });
  expect(decodeModelNumber('Trane Vertex', 'A. O. Smith')).toBeNull();
});

it('no long-tail name decode among 20,000 model-shaped strings (letter- and digit-led) with each brand', () => {
  const sections = MORE_NAME_SERIES_ENTRIES.map((e) => e.section);
  for (const brand of ['Armstrong Air', 'Ducane', 'Maytag', 'Intertherm', 'Evcon', 'York', 'Rheem', 'Ruud', 'Amana', 'Thermo Pride', 'Lennox', 'A. O. Smith', 'Bradford White', 'GE', 'Whirlpool']) {
    const fired: string[] = [];
    for (const digitLed of [false, true]) {
      for (const s of nonsenseModels(20_000, { seed: 1819, digitLed })) {
        const d = decodeModelNumber(s, brand);
        if (d?.seriesOnly === true && sections.some((x) => d.rule.startsWith(x))) fired.push(s);
      }
    }
    expect(fired, brand).toEqual([]);
  }
});
