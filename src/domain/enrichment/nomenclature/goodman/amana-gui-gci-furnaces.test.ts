// Amana GUI / GCI 80 % gas furnaces (goodman/amana-gui-gci-furnaces.ts). Expected values from the documents cited in
// the module: the GCI installation instructions' "Size_Air Flow" list (045_30 … 140_50), the RT6621005 key (I = induced
// draft 80 %, input 045 … 140 = 45,000 … 140,000 Btuh, airflow capability in tons × 10).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { AMANA_GUI_GCI_RULES } from './amana-gui-gci-furnaces';
import { decodeWith } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Amana GUI / GCI 80 % furnaces', () => {
  it.each([
    // [model as printed or written, brand, input kBtu/h, airflow CFM (tons × 400) or undefined, series]
    ['GUI045A30A', 'Amana', 45, 1200, 'GUI'],
    ['GCI070X40B', 'Amana', 70, 1600, 'GCI'],
    ['GUI090B50A', 'Goodman', 90, 2000, 'GUI'],
    ['GCI115A50', 'Janitrol', 115, 2000, 'GCI'],
    ['gui 140 a 50', 'Amana', 140, 2000, 'GUI'],
    ['GUI-070', 'Amana', 70, undefined, 'GUI'],
  ])('%s (%s) → furnace, %d kBtu/h', (model, brand, input, cfm, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'goodman', series, evidence: 'pattern' });
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.afue_percent).toBe(80);
    expect(d?.fields.cooling_airflow_cfm).toBe(cfm);
  });

  it('reads no input off the list, no airflow off the key, and nothing without a brand of the family', () => {
    expect(decodeWith(AMANA_GUI_GCI_RULES, 'GUI100A30A', 'Amana')).toBeNull();
    expect(decodeWith(AMANA_GUI_GCI_RULES, 'GUI070A25A', 'Amana')).toBeNull();
    expect(decodeWith(AMANA_GUI_GCI_RULES, 'GDI070A30A', 'Amana')).toBeNull();
    expect(decodeWith(AMANA_GUI_GCI_RULES, 'GUI070A30A', '')).toBeNull();
    expect(decodeModelNumber('GUI070A30A', 'Lennox')).toBeNull();
  });
});

describe('AMANA_GUI_GCI_RULES on nonsense', () => {
  it('fires on none of 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['Amana', 'Goodman', 'Janitrol'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2727 })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(AMANA_GUI_GCI_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
