// Line names with the AFUE class (series/afue-line-names.ts). Names and expected values are the ones the cited
// documents print, not rows of data/eval:
// Bryant: product data "800SA Legacy 80, 80% AFUE …" (https://weblink.edmondswa.gov/WebLink/DocView.aspx?dbid=0&id=1497963&repo=Edmonds), 915SB "Legacy 96% AFUE …" (https://www.siglers.com/legacy-96-afue-single-stage-fixed-speed-gas-furnace-fer-115-1.html), 986TC "Evolution 96% AFUE …" (https://www.siglers.com/evolution-system-variable-speed-90-efficiency-gas-furnace.html), 987MA Evolution modulating up to 98.3 % (https://vdocuments.net/product-data-dms-3-specifications-heating-capacity-and-efficiency-42060-60060.html), 926TA Preferred up to 96.5 % (https://manualmachine.com/bryant/926ta36060v14/23117171-product-data).
// Lennox: §5.2 tier · stages · AFUE class model numbers (S77–S79), "Merit Series Gas Furnace" ML180UH (https://manualsdump.com/amp/en/manuals/39571/5), ENERGY STAR Certified Furnaces rows ML196, EL296, SLP98 (https://www.energystar.gov/productfinder/product/certified-furnaces/results).
// Trane: XV80i product-data title (https://homedocbox.com/amp/71339813-Appliances/Dd2b060a9v3va-dd2b080a9v3va-dd2c100a9v5va-dd2d120a9v5va.html).
// York group: ENERGY STAR Certified Furnaces "Model Name" Affinity (YP9C 98), Echelon (CP9C 97.5 / 97.7), Acclimate (LP9C 97.5 / 97.7), LX Series (TM9E / TM9V 95 / 96) (https://www.energystar.gov/productfinder/product/certified-furnaces/results); TP9C / YP9C / CP9C / LP9C "Up to 98% AFUE" (https://www.manualslib.com/manual/857717/York-Tp9c-Series.html).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Bryant line names with the AFUE class', () => {
  it('Legacy 80 (800SA title), Legacy 96 (915SB title), Evolution 96 (986TC title): furnaces of the printed class', () => {
    expect(decodeModelNumber('Legacy 80', 'Bryant')).toMatchObject({ type: 'furnaces', series: 'Legacy 80', fields: { afue_percent: 80, efficiency_tier: 'Legacy' }, evidence: 'pattern', seriesOnly: true });
    expect(decodeModelNumber('Bryant Legacy 96', 'Bryant')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96, efficiency_tier: 'Legacy, 90 %+ condensing' } });
    expect(decodeModelNumber('Evolution 96', 'Bryant')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96 }, evidence: 'pattern' });
  });

  it('Evolution 98 (987MA up to 98.3 %) and Preferred 96 (926TA up to 96.5 %): read, marked unconfirmed', () => {
    expect(decodeModelNumber('Evolution 98', 'Bryant')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 98 }, evidence: 'unconfirmed' });
    expect(decodeModelNumber('Preferred 96', 'Bryant')).toMatchObject({ type: 'furnaces', series: 'Preferred 96', fields: { afue_percent: 96 }, evidence: 'unconfirmed' });
  });

  it('a class the documents do not print under the line reads nothing', () => {
    expect(decodeModelNumber('Evolution 97', 'Bryant')).toBeNull();
    expect(decodeModelNumber('Legacy 92', 'Bryant')).toBeNull();
    expect(decodeModelNumber('Preferred 80', 'Bryant')).toBeNull();
  });

  it('the line alone (furnace, air conditioner and heat pump of one system) gives a type only as written', () => {
    expect(decodeModelNumber('Preferred', 'Bryant')).toBeNull();
    expect(decodeModelNumber('Preferred furnace', 'Bryant')).toMatchObject({ type: 'furnaces', series: 'Preferred' });
    expect(decodeModelNumber('Evolution heat pump', 'Bryant')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('Legacy AC', 'Bryant')).toMatchObject({ type: 'air conditioners' });
  });
});

describe('Lennox tier names with the AFUE class', () => {
  it('Merit 80 (ML180), Elite 96 (EL296), Dave Lennox Signature 98 (SLP98): furnaces of the tier and class', () => {
    expect(decodeModelNumber('Merit 80', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'Merit 80', fields: { afue_percent: 80, efficiency_tier: 'Merit' } });
    expect(decodeModelNumber('Lennox Elite 96', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96, efficiency_tier: 'Elite, 90 %+ condensing' } });
    expect(decodeModelNumber('Dave Lennox Signature 98', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 98, efficiency_tier: 'Dave Lennox Signature, 90 %+ condensing' } });
    expect(decodeModelNumber('Signature Collection 97', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 97 } });
  });

  it('a class outside the tier\'s model numbers reads nothing; the tier alone needs a type word', () => {
    expect(decodeModelNumber('Merit 98', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Signature 93', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Merit', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Merit furnace', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'Merit' } });
    expect(decodeModelNumber('Elite heat pump', 'Lennox')).toMatchObject({ type: 'heat pumps' });
  });
});

describe('York-group line names with the AFUE class', () => {
  it('Affinity 98 (YP9C), Acclimate 97.5 (LP9C), Echelon 97.7 (CP9C), LX Series 96 (TM9V): furnaces of the listed class', () => {
    expect(decodeModelNumber('Affinity 98', 'York')).toMatchObject({ type: 'furnaces', series: 'Affinity 98', fields: { afue_percent: 98 }, seriesOnly: true });
    expect(decodeModelNumber('Acclimate 97.5', 'Luxaire')).toMatchObject({ type: 'furnaces', series: 'Acclimate 97.5', fields: { afue_percent: 97.5 } });
    expect(decodeModelNumber('Coleman Echelon 97.7', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 97.7 } });
    expect(decodeModelNumber('LX Series 96', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96, efficiency_tier: 'LX, 90 %+ condensing' } });
  });

  it('a class the list does not print under the name reads nothing', () => {
    expect(decodeModelNumber('Echelon 96', 'Coleman')).toBeNull();
    expect(decodeModelNumber('Affinity 97', 'York')).toBeNull();
    expect(decodeModelNumber('Acclimate 95', 'Luxaire')).toBeNull();
    expect(decodeModelNumber('LX 80', 'York')).toBeNull();
  });
});

describe('Trane XV80i', () => {
  it('title "XV80i … 80% 2-Stage, Variable Speed Gas-Fired Furnace": furnace, 80 % AFUE, two-stage', () => {
    expect(decodeModelNumber('XV80i', 'Trane')).toMatchObject({ type: 'furnaces', series: 'XV80i', fields: { afue_percent: 80, efficiency_tier: 'two-stage, variable-speed blower' } });
    expect(decodeModelNumber('XV80i', 'Lennox')).toBeNull();
  });
});

describe('brand required', () => {
  it('no name reads without a brand or under another maker\'s brand', () => {
    for (const name of ['Evolution 98', 'Merit 80', 'Affinity 98', 'Acclimate 97.5']) expect(decodeModelNumber(name, null)).toBeNull();
    expect(decodeModelNumber('Affinity 98', 'Trane')).toBeNull();
    expect(decodeModelNumber('Merit 80', 'Bryant')).toBeNull();
    expect(decodeModelNumber('Evolution 98', 'Lennox')).toBeNull();
  });

  it('no AFUE line-name decode among 20,000 model-shaped strings with each brand', () => {
    for (const brand of ['Bryant', 'Lennox', 'York', 'Coleman', 'Luxaire', 'Trane']) {
      const fired: string[] = [];
      for (const s of nonsenseModels(20_000, { seed: 2222, digitLed: false })) {
        const d = decodeModelNumber(s, brand);
        if (d?.seriesOnly === true && /with the AFUE class/.test(d.rule)) fired.push(s);
      }
      expect(fired, brand).toEqual([]);
    }
  });
});
