// Installed-base lines of multi-family/installed-base-lines.ts through the dispatcher. Every model below is printed in the document its
// rule cites (manual titles, model lists, parts-list headings); the expected type and fields are what those
// documents state — never from data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { INSTALLED_BASE_LINE_RULES } from './installed-base-lines';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';

describe('Sears / Kenmore 867: furnace ranges of the Sears source number', () => {
  it.each([
    // Gas-fired sectional furnace owner's manual model list (867.76391 … 867.773860).
    ['Kenmore', '867.76391', 'gas furnace (Sears source 867)'],
    ['Kenmore', '867.77389', 'gas furnace (Sears source 867)'],
    ['Sears', '867.763822', 'gas furnace (Sears source 867)'],
    ['Sears', '867,773860', 'gas furnace (Sears source 867)'],
    ['Kenmore', '867773860', 'gas furnace (Sears source 867)'],
  ])('%s %s → furnaces', (brand, model, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'sears', series: '867', description });
    // The catalogue number is no field key: no input, no fuel.
    expect(d?.fields).toEqual({});
  });

  it('867.73xxxx is the wall-furnace range (gas-fired forced air wall furnace manual)', () => {
    expect(decodeModelNumber('867.736349', 'Sears')).toMatchObject({ type: 'furnaces', description: 'gas-fired forced air wall furnace (Sears source 867)' });
  });

  it.each([
    // 867.84xxxx: packaged terminal heat pumps on Sears PartsDirect — not a furnace range.
    ['Sears', '867841970'],
    ['Sears', '867842050'],
    // A range no document titles, and the bare number without a brand.
    ['Kenmore', '867.812345'],
    ['', '867.763822'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });

  it('the Sears 153 water heaters are unchanged', () => {
    expect(decodeModelNumber('153.331761', 'Kenmore')).toMatchObject({ type: 'water heaters', series: '153' });
  });
});

describe('Trane TWE air handlers off the residential grid', () => {
  it.each([
    // trane/trane.ts §4.4 comment (TWE040P13FB1), TWE-SVX03B-EN (TWE060 … TWE240, 50 Hz TWE050 … TWE200), SSA-SVX06C-EN (TWE061 … TWE300).
    ['Trane', 'TWE040P13FB1'],
    ['Trane', 'TWE040'],
    ['American Standard', 'TWE040P13FB1'],
    ['Trane', 'TWE090'],
    ['Trane', 'TWE120'],
    ['Trane', 'TWE240'],
    ['Trane', 'TWE051'],
    ['Trane', 'TWE300'],
  ])('%s %s → air handlers, size not read', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('air handlers');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('the grid sizes stay with trane/trane.ts §4.4 and keep their capacity', () => {
    expect(decodeModelNumber('TWE036E13FB2', 'Trane')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_kbtuh: 36 } });
  });

  it.each([['TWE400'], ['TWE012'], ['TWE040-X']])('Trane %s → none', (model) => {
    expect(decodeModelNumber(model, 'Trane')).toBeNull();
  });
});

describe('Trane oil-fired furnaces THV1 / TLF1 / TLR1 / TDF1 (installer\'s guide 18-DE01D1-8)', () => {
  it.each([
    ['THV1M087A936', 'oil-fired central furnace (highboy)'],
    ['THV1C072A948SA', 'oil-fired central furnace (highboy)'],
    ['TLF1M087A9V5SA', 'oil-fired central furnace (lowboy, front flue)'],
    ['TLR1M087A948', 'oil-fired central furnace (lowboy, rear flue)'],
    ['TDF1M087A9V3SA', 'oil-fired central furnace (downflow / horizontal)'],
    ['THV1M087', 'oil-fired central furnace (highboy)'],
  ])('Trane %s → furnaces, oil', (model, description) => {
    expect(decodeModelNumber(model, 'Trane')).toMatchObject({ type: 'furnaces', description, fields: { fuel: 'oil' } });
  });

  it('never without the brand', () => {
    expect(decodeModelNumber('THV1M087A936', '')).toBeNull();
  });
});

describe('Buderus GB gas condensing boilers and Logatherm WLW heat pumps', () => {
  it.each([
    // Logano plus GB402 / GB312 (operating and installation instructions titles): floor-standing.
    ['GB402', 'gas condensing boiler (Logano plus)'],
    ['GB312', 'gas condensing boiler (Logano plus)'],
    ['Logano plus GB312', 'gas condensing boiler (Logano plus)'],
  ])('Buderus %s → boilers, condensing', (model, description) => {
    expect(decodeModelNumber(model, 'Buderus')).toMatchObject({ type: 'boilers', description, fields: { efficiency_tier: 'condensing' } });
  });

  it('GB142 / GB162 keep their own key with the size in kW (boilers/buderus.ts)', () => {
    expect(decodeModelNumber('GB142-24', 'Buderus')?.rule).toContain('GB142');
    expect(decodeModelNumber('GB162-80', 'Buderus')?.rule).toContain('GB162');
  });

  it.each([['WLW196i.2 AR'], ['WLW196i'], ['Logatherm WLW196i.2 AR S+']])('Buderus %s → heat pumps', (model) => {
    expect(decodeModelNumber(model, 'Buderus')).toMatchObject({ type: 'heat pumps', family: 'buderus' });
  });

  it.each([['GB'], ['GB12'], ['WLW196']])('Buderus %s → none', (model) => {
    expect(decodeWith(INSTALLED_BASE_LINE_RULES, model, 'Buderus')).toBeNull();
  });
});

describe('Weil-McLain EG / PEG as the manual pairs them (550-142-782 "EG & PEG Series 5")', () => {
  it.each([['EG/PEG-30'], ['EG & PEG 75'], ['EG/PEG/EGH-55']])('Weil-McLain %s → boilers', (model) => {
    expect(decodeModelNumber(model, 'Weil-McLain')).toMatchObject({ type: 'boilers', fields: {} });
  });

  it.each([['EG/SGO-35'], ['EG/PEG-355']])('Weil-McLain %s → none by this rule', (model) => {
    expect(decodeWith(INSTALLED_BASE_LINE_RULES, model, 'Weil-McLain')).toBeNull();
  });
});

describe('Mitsubishi Electric Ecodan outdoor units cut before the phase letter (OCH531 outdoor list)', () => {
  it.each([
    ['PUHZ-W85', 8.5],
    ['PUHZ-HW140', 14],
    ['PUHZ-SHW140', undefined],
    ['PUHZ-SW50', undefined],
  ])('Mitsubishi Electric %s → heat pumps, heating kW %s', (model, kw) => {
    const d = decodeModelNumber(model, 'Mitsubishi Electric');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields.heating_capacity_kw).toBe(kw);
  });

  it.each([['PUHZ-SHW99'], ['PUHZ-RP71']])('Mitsubishi Electric %s → none by this rule', (model) => {
    expect(decodeWith(INSTALLED_BASE_LINE_RULES, model, 'Mitsubishi Electric')).toBeNull();
  });
});

describe('Lennox Pulse 21V', () => {
  it('Pulse 21V is the G21V of the Pulse 21 line: a condensing furnace', () => {
    expect(decodeModelNumber('Pulse 21V', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('Pulse 21Q', 'Lennox')).toMatchObject({ type: 'furnaces', series: 'Pulse 21 (G21Q)' });
    expect(decodeModelNumber('Pulse 21V', '')).toBeNull();
  });
});

describe('model-shaped nonsense', () => {
  it('no rule of multi-family/installed-base-lines.ts fires on 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['Kenmore', 'Sears', 'Trane', 'American Standard', 'Buderus', 'Lennox', 'Weil-McLain', 'Mitsubishi Electric'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 1818, digitLed: true })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(INSTALLED_BASE_LINE_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
