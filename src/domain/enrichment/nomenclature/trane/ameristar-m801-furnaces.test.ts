// Ameristar M801P single-stage furnaces (trane.ameristar-furnace). Expected values from Service Facts M801-SF-1D:
// M801P040AU24AA "Upflow / Horizontal, 40,000" Btuh input, M801P060AU36AA 60,000, M801P100CD48AA and M801P120DD60AA
// downflow; the two digits after the flow letter are the cooling size in kBtu/h (24 … 60).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { TRANE_RULES } from './trane';
import { firstDecode } from '../kit/first-decode';

describe('Ameristar M801P furnaces (Service Facts M801-SF-1D)', () => {
  // [model, input kBtu/h, flow, cooling size kBtu/h]
  const table: [string, number, string, number][] = [
    ['M801P040AU24AA', 40, 'upflow/horizontal', 24],
    ['M801P060AU36AA', 60, 'upflow/horizontal', 36],
    ['M801P100CD48AA', 100, 'downflow/horizontal', 48],
    ['M801P120DD60AA', 120, 'downflow/horizontal', 60],
  ];
  it.each(table)('%s: furnace, %i kBtu/h input, %s, airflow class of %i kBtu/h', (model, input, flow, size) => {
    const d = firstDecode(TRANE_RULES, model, 'Ameristar');
    expect(d).toMatchObject({ type: 'furnaces', series: 'M801P', fields: { heating_input_kbtuh: input, afue_percent: 80, cooling_airflow_cfm: (size / 12) * 400 } });
    expect(d?.description).toContain(flow);
  });

  it('reads through the engine with the Trane-group badges', () => {
    expect(decodeModelNumber('M801P060AU36AA', 'Trane')).toMatchObject({ family: 'trane', type: 'furnaces' });
  });

  it('no P blower letter on the other classes, no input off the list, no size off 24–60', () => {
    expect(firstDecode(TRANE_RULES, 'M951P080CU48AA', 'Ameristar')).toBeNull();
    expect(firstDecode(TRANE_RULES, 'M801P050AU24AA', 'Ameristar')).toBeNull();
    expect(firstDecode(TRANE_RULES, 'M801P060AU72AA', 'Ameristar')).toBeNull();
    expect(decodeModelNumber('M801P060AU36AA', null)).toBeNull();
  });
});
