// Ducane CG gas furnaces (lennox/ducane-cg-furnaces.ts): the key of specification sheet DCG95-V-100,
// C G 95 T C 100 V 20 C 1 A, and numbers laid out on it.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { DUCANE_CG_RULES } from './ducane-cg-furnaces';
import { decodeWith } from '../kit/test-helpers';

describe('Ducane CG furnaces', () => {
  it('CG95TC100V20C1A, the sheet\'s example: 95 AFUE, upflow/horizontal, 100,000 Btuh input, 2,000 CFM, 21" cabinet', () => {
    const d = decodeModelNumber('CG95TC100V20C1A', 'Ducane');
    expect(d).toMatchObject({ type: 'furnaces', family: 'allied', brand: 'Ducane', series: 'CG95TC', evidence: 'src', description: 'gas furnace, 21" cabinet' });
    expect(d?.fields).toEqual({ heating_input_kbtuh: 100, afue_percent: 95, efficiency_tier: 'upflow/horizontal', cooling_airflow_cfm: 2000 });
  });

  it.each([
    ['CG80UC070V14B1A', 80, 'upflow', 70],
    ['CG90CC080V16B1A', 90, 'counterflow', 80],
    ['CG95TC060', 95, 'upflow/horizontal', 60],
    ['cg95-tc-100', 95, 'upflow/horizontal', 100],
  ])('%s → %d AFUE, %s, %d kBtu/h', (model, afue, config, input) => {
    const d = decodeModelNumber(model, 'Ducane');
    expect(d?.fields).toMatchObject({ afue_percent: afue, efficiency_tier: config, heating_input_kbtuh: input });
  });

  it('reads no AFUE class, configuration or cabinet letter the key does not print; brand required', () => {
    expect(decodeWith(DUCANE_CG_RULES, 'CG85TC100V20C1A', 'Ducane')).toBeNull();
    expect(decodeWith(DUCANE_CG_RULES, 'CG95XC100V20C1A', 'Ducane')).toBeNull();
    expect(decodeWith(DUCANE_CG_RULES, 'CG95TC100V20E1A', 'Ducane')).toBeNull();
    expect(decodeWith(DUCANE_CG_RULES, 'CG95TC100V20C1A', '')).toBeNull();
  });
});
