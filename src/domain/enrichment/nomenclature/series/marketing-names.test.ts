// Product-line names as owners write them (series/marketing-names.ts). Names and expected values are the ones the
// cited maker documents print (product-data titles, engineering-data bulletins), not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Trane / American Standard names', () => {
  it('furnace product-data titles XR 80 (TUD), XL 90 (TDX two-stage condensing), XV 80, XC 95m: furnaces with the AFUE class', () => {
    expect(decodeModelNumber('XR 80', 'Trane')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 }, seriesOnly: true });
    expect(decodeModelNumber('XL 90', 'Trane')).toMatchObject({ type: 'furnaces', series: 'XL90', fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('XV80', 'American Standard')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('XC 95m', 'Trane')).toMatchObject({ type: 'furnaces', series: 'XC95m', fields: { afue_percent: 95, efficiency_tier: '90 %+ condensing, modulating' } });
  });

  it('Freedom 95 (American Standard title "two stage condensing gas-fired furnace Freedom 95") and the brand written before it', () => {
    expect(decodeModelNumber('Freedom 95', 'American Standard')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95 }, evidence: 'pattern' });
    expect(decodeModelNumber('American Standard Freedom 95', 'American Standard')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95 } });
    expect(decodeModelNumber('Trane XR-80', 'Trane')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
  });

  it('XR 13 is sold as air conditioner (4TTR3) and heat pump (4TWR3, pub. 22-1795-12): no type unless written', () => {
    expect(decodeModelNumber('XR13', 'Trane')).toBeNull();
    expect(decodeModelNumber('Trane XR16', 'Trane')).toBeNull();
    expect(decodeModelNumber('XL16i', 'Trane')).toBeNull();
    expect(decodeModelNumber('Silver 14', 'American Standard')).toBeNull();
    expect(decodeModelNumber('XE1200', 'Trane')).toBeNull();
    expect(decodeModelNumber('XR13 heat pump', 'Trane')).toMatchObject({ type: 'heat pumps', series: 'XR13', fields: { seer: 13 } });
    expect(decodeModelNumber('XR 13 AC', 'Trane')).toMatchObject({ type: 'air conditioners', fields: { seer: 13 } });
    expect(decodeModelNumber('XR13 furnace', 'Trane')).toBeNull();
  });

  it('the §4.5 key cut before the input (TUD, TUX1, TDH) and the S-series by name (S8X1, S9V2: product data 22-1644)', () => {
    expect(decodeModelNumber('TUD', 'Trane')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('TUX1', 'Trane')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, single-stage' } });
    expect(decodeModelNumber('S8X1', 'Trane')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80, efficiency_tier: 'single-stage' } });
    expect(decodeModelNumber('S9V2', 'Trane')?.type).toBe('furnaces');
  });
});

describe('Trane air-handler names (lines32 gap scan)', () => {
  it('"Hyperion Field Reference Data TAM4 / TAM7", the TEM4 / TEM6 installer\'s guides, TEM3 submittal and GAM5 Service Facts: air handlers', () => {
    expect(decodeModelNumber('Hyperion', 'Trane')).toMatchObject({ type: 'air handlers', series: 'Hyperion', seriesOnly: true, evidence: 'pattern' });
    expect(decodeModelNumber('Hyperion air handler', 'Trane')).toMatchObject({ type: 'air handlers', series: 'Hyperion' });
    expect(decodeModelNumber('Trane Hyperion', 'Trane')).toMatchObject({ type: 'air handlers' });
    expect(decodeModelNumber('TAM7', 'Trane')).toMatchObject({ type: 'air handlers', series: 'TAM7', description: 'modular air handler, variable speed' });
    expect(decodeModelNumber('TAM4', 'Trane')).toMatchObject({ type: 'air handlers', series: 'TAM4' });
    // Service Facts AM8-SF-1J "Variable Speed Outdoor Compatible Convertible Air Handlers TAM8C0A24V21CA …".
    expect(decodeModelNumber('TAM8', 'Trane')).toMatchObject({ type: 'air handlers', series: 'TAM8', description: 'convertible air handler, variable speed' });
    // "* May be A or T": the American Standard badge of the TAM4.
    expect(decodeModelNumber('AAM4', 'American Standard')).toMatchObject({ type: 'air handlers', series: 'AAM4' });
    expect(decodeModelNumber('TEM6', 'Trane')).toMatchObject({ type: 'air handlers', series: 'TEM6' });
    expect(decodeModelNumber('TEM4 air handler', 'Trane')).toMatchObject({ type: 'air handlers', series: 'TEM4' });
    expect(decodeModelNumber('TEM3', 'American Standard')).toMatchObject({ type: 'air handlers' });
    expect(decodeModelNumber('GAM5', 'Trane')).toMatchObject({ type: 'air handlers', series: 'GAM5' });
  });

  it('series no document titles, other brands, a contradicting written type and split names with "air handler" do not decode', () => {
    for (const [name, brand] of [
      ['TEM5', 'Trane'],
      ['TAM6', 'Trane'],
      ['AAM8', 'American Standard'],
      ['AAM7', 'American Standard'],
      ['GAM4', 'Trane'],
      ['Hyperion 2', 'Trane'],
      ['Hyperions', 'Trane'],
      ['Hyperion', 'Lennox'],
      ['TAM7', 'Goodman'],
      ['Hyperion', null],
      ['XR16 air handler', 'Trane'],
      ['XR90 air handler', 'Trane'],
    ] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('Lennox series names', () => {
  it('XC / XP + SEER class without the capacity (§5.1: XP16 S72): C air conditioner, P heat pump', () => {
    expect(decodeModelNumber('XP16', 'Lennox')).toMatchObject({ type: 'heat pumps', series: 'XP16', fields: { seer: 16 }, seriesOnly: true });
    expect(decodeModelNumber('Lennox XC21', 'Lennox')).toMatchObject({ type: 'air conditioners', fields: { seer: 21 } });
    expect(decodeModelNumber('XC21 heat pump', 'Lennox')).toBeNull();
  });

  it('ML14XP1 (S70), ML17KC2 (S74): tier, SEER, refrigerant letter, type from C / P', () => {
    expect(decodeModelNumber('ML14XP1', 'Lennox')).toMatchObject({ type: 'heat pumps', fields: { seer: 14, refrigerant: 'R-410A', efficiency_tier: 'Merit, single-stage' } });
    expect(decodeModelNumber('ML17KC2', 'Lennox')).toMatchObject({ type: 'air conditioners', fields: { seer: 17, refrigerant: 'R-454B' } });
    expect(decodeModelNumber('13ACX', 'Lennox')).toMatchObject({ type: 'air conditioners', fields: { seer: 13, refrigerant: 'R-410A' } });
    expect(decodeModelNumber('14HPX', 'Lennox')).toMatchObject({ type: 'heat pumps' });
  });

  it('ML180UH (Merit upflow 80 % AFUE), SL280DFV (two-stage variable-speed), HS29 / HP29 (bulletins 210307 / 210473)', () => {
    expect(decodeModelNumber('ML180UH', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80, efficiency_tier: 'Merit, single-stage' } });
    expect(decodeModelNumber('SL280DFV', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80, efficiency_tier: 'Dave Lennox Signature, two-stage, variable-speed blower' } });
    expect(decodeModelNumber('HS29', 'Lennox')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('HP29', 'Lennox')).toMatchObject({ type: 'heat pumps' });
  });

  it('G26 (bulletin 210027 "Elite 90%"), G51 (210381 "90% minimum AFUE"), GHR26, written with or without the brand', () => {
    expect(decodeModelNumber('G26', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'G26', fields: { afue_percent: 90 } });
    expect(decodeModelNumber('Lennox G51', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 90 } });
    expect(decodeModelNumber('G61MPV', 'Lennox')?.type).toBe('furnaces');
    expect(decodeModelNumber('GHR26', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'GHR26' });
    expect(decodeModelNumber('G27', 'Lennox')).toBeNull();
  });
});

describe('Carrier / Bryant / Payne names', () => {
  it('"58STA/STX … Input Capacities 45,000 thru 155,000": 58 STX 110 = furnace, the input read by the cut-short rule (carrier/cut-short.ts); an off-list size rejects', () => {
    expect(decodeModelNumber('58 STX 110', 'Carrier')).toMatchObject({ type: 'furnaces', series: '58STX', fields: { heating_input_kbtuh: 110, afue_percent: 80 } });
    expect(decodeModelNumber('58 STX', 'Carrier')).toMatchObject({ type: 'furnaces', series: '58STX', seriesOnly: true });
    expect(decodeModelNumber('Carrier 58 STX 110', 'Carrier')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('58STX111', 'Carrier')).toBeNull();
    expect(decodeModelNumber('59TN6', 'Carrier')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing' } });
  });

  it('"Infinity 96 Model 58MVB", "58HDX Comfort 95", "58CTA/CTX Performance 80": furnaces at the class; Infinity with a SEER needs the type', () => {
    expect(decodeModelNumber('Infinity 96', 'Carrier')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 } });
    expect(decodeModelNumber('Comfort 95', 'Carrier')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 95 } });
    expect(decodeModelNumber('Performance 80', 'Carrier')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('Infinity 20', 'Carrier')).toBeNull();
    expect(decodeModelNumber('Infinity 20 heat pump', 'Carrier')).toMatchObject({ type: 'heat pumps', fields: { seer: 20 } });
  });

  it('line names written alone are printed on air conditioners, heat pumps and furnaces: a type only as written', () => {
    // "Infinity Air Conditioner or Heat Pump" (59TN6A), "Infinity 96 … Gas Furnace"; XR 13 heat pump / XR 80 furnace; Silver / Gold
    // split product data 12-1256 and "Gold 95v" furnace Model Name; Rheem "Classic / Prestige / Achiever Series" titles.
    for (const [name, brand] of [
      ['Infinity', 'Carrier'],
      ['XR', 'Trane'],
      ['Gold', 'American Standard'],
      ['Prestige', 'Rheem'],
    ] as const) expect(decodeModelNumber(name, brand), `${brand} ${name}`).toBeNull();
    expect(decodeModelNumber('Infinity heat pump', 'Carrier')).toMatchObject({ type: 'heat pumps', series: 'Infinity', fields: {} });
    expect(decodeModelNumber('Performance furnace', 'Carrier')).toMatchObject({ type: 'furnaces', series: 'Performance' });
    expect(decodeModelNumber('XR heat pump', 'Trane')).toMatchObject({ type: 'heat pumps', series: 'XR' });
    expect(decodeModelNumber('XL AC', 'Trane')?.type).toBe('air conditioners');
    expect(decodeModelNumber('Silver heat pump', 'American Standard')).toMatchObject({ type: 'heat pumps', series: 'Silver' });
    expect(decodeModelNumber('Gold furnace', 'American Standard')?.type).toBe('furnaces');
    expect(decodeModelNumber('Prestige heat pump', 'Rheem')).toMatchObject({ type: 'heat pumps', series: 'Prestige', evidence: 'unconfirmed' });
    expect(decodeModelNumber('Classic Plus air conditioner', 'Rheem')).toMatchObject({ type: 'air conditioners', series: 'Classic Plus' });
    expect(decodeModelNumber('Achiever furnace', 'Ruud')?.type).toBe('furnaces');
    expect(decodeModelNumber('Infinity heat pump', 'Rheem')).toBeNull();
  });

  it('"25VNA8 Infinity 18VS Variable Speed Heat Pump / 24VNA9 Infinity 19VS Variable Speed Air Conditioner": VS names of both types', () => {
    expect(decodeModelNumber('Infinity 19VS', 'Carrier')).toBeNull();
    expect(decodeModelNumber('Infinity 18VS heat pump', 'Carrier')).toMatchObject({ type: 'heat pumps', series: 'INFINITY 18VS', fields: { seer: 18 } });
    expect(decodeModelNumber('Infinity 19VS air conditioner', 'Carrier')).toMatchObject({ type: 'air conditioners', fields: { seer: 19 } });
  });

  it('Bryant titles 987MA Evolution modulating, 986TB two-stage, 925SA single-stage: furnaces with the stages', () => {
    expect(decodeModelNumber('Evolution 987M', 'Bryant')).toMatchObject({ type: 'furnaces', series: '987M', fields: { efficiency_tier: '90 %+ condensing, modulating' } });
    expect(decodeModelNumber('987MA', 'Bryant')?.type).toBe('furnaces');
    expect(decodeModelNumber('986TB', 'Bryant')).toMatchObject({ fields: { efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(decodeModelNumber('Preferred 925SA', 'Bryant')).toMatchObject({ fields: { efficiency_tier: '90 %+ condensing, single-stage' } });
    expect(decodeModelNumber('Evolution 187B', 'Bryant')).toMatchObject({ type: 'air conditioners' });
  });
});

describe('Rheem, ICP, York names', () => {
  it('a Rheem / Ruud marketing line before the §6.1 series name: the series decides (RA = air conditioner, RP = heat pump)', () => {
    expect(decodeModelNumber('Classic RA14', 'Rheem')).toMatchObject({ type: 'air conditioners', series: 'RA14', fields: { seer: 14 } });
    expect(decodeModelNumber('Achiever UP15', 'Ruud')).toMatchObject({ type: 'heat pumps', fields: { seer: 15 } });
    expect(decodeModelNumber('Classic', 'Rheem')).toBeNull();
  });

  it('ICP N9MP1 / N9MP2 (S55 title) and the split key cut after the type letter (N4A, N4H)', () => {
    expect(decodeModelNumber('N9MP2', 'Heil')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, two-stage' } });
    expect(decodeModelNumber('N4A', 'Tempstar')).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-410A' } });
    expect(decodeModelNumber('N4H', 'Heil')).toMatchObject({ type: 'heat pumps' });
  });

  it('York Affinity is printed on package units, splits and geothermal units: the type only as written', () => {
    expect(decodeModelNumber('Affinity', 'York')).toBeNull();
    expect(decodeModelNumber('Affinity heat pump', 'York')).toMatchObject({ type: 'heat pumps', series: 'AFFINITY' });
  });
});

describe('Goodman / Amana series names the full rules read only with a capacity', () => {
  it('GSXN4 (GSXN402410 cut before the capacity, §1.2), GLXS4 / GLZS4 (GLXS4BA3610 listings), GPG13 (GPG1324080M41, S29)', () => {
    expect(decodeModelNumber('GSXN4', 'Goodman')).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-410A' }, seriesOnly: true });
    expect(decodeModelNumber('GSZB4', 'Goodman')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('GLXS4', 'Goodman')).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-32' } });
    expect(decodeModelNumber('GLZS4', 'Goodman')?.fields.refrigerant).toBeUndefined();
    expect(decodeModelNumber('Goodman GPG13', 'Goodman')).toMatchObject({ type: 'packaged units', description: 'packaged gas/electric unit', fields: { seer: 13 } });
    expect(decodeModelNumber('GSXN4', 'Trane')).toBeNull();
  });
});

describe('names need the brand of their maker', () => {
  it('no brand, or another maker\'s brand, reads nothing', () => {
    for (const name of ['XR80', 'G26', 'XC21', '987M', 'Infinity 96', 'Freedom 95', 'N9MP2']) expect(decodeModelNumber(name, null), name).toBeNull();
    expect(decodeModelNumber('XR80', 'Lennox')).toBeNull();
    expect(decodeModelNumber('XC21', 'Trane')).toBeNull();
    expect(decodeModelNumber('G26', 'Goodman')).toBeNull();
    expect(decodeModelNumber('Infinity 96', 'Trane')).toBeNull();
  });

  it('a brand written before a model only counts as a separate word (GE Appliances "GEH50DEEDSR" is not "H50DEEDSR")', () => {
    expect(decodeModelNumber('TRANEXR80', 'Trane')).toBeNull();
    expect(decodeModelNumber('Lennox-XP16', 'Lennox')).toMatchObject({ type: 'heat pumps' });
  });

  it('no name decode among 20,000 model-shaped strings with each brand', () => {
    for (const brand of ['Trane', 'American Standard', 'Lennox', 'Carrier', 'Bryant', 'Rheem', 'York', 'Heil', 'Goodman']) {
      const fired: string[] = [];
      for (const s of nonsenseModels(20_000, { seed: 1818, digitLed: true })) {
        const d = decodeModelNumber(s, brand);
        if (d?.seriesOnly === true && /names/.test(d.rule)) fired.push(s);
      }
      expect(fired, brand).toEqual([]);
    }
  });
});
