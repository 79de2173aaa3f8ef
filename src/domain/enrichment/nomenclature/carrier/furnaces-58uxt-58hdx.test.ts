import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { carrierFurnace58UxtHdx } from './furnaces-58uxt-58hdx';

// Expected values from the Carrier 58UXT installation instructions (unit sizes 060-12, 080-16, 100-16, 100-20, 120-20;
// "upflow/horizontal, 2-speed, 2-stage induced-combustion gas furnace") and the 58HDX service guide title.
describe('carrier.furnace-58uxt-58hdx-sized', () => {
  it('reads the 58UXT listed sizes', () => {
    const d = carrierFurnace58UxtHdx.decode('58UXT100-16', 'Carrier');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields).toEqual({ heating_input_kbtuh: 100, cooling_airflow_cfm: 1600, efficiency_tier: 'two-stage' });
    expect(carrierFurnace58UxtHdx.decode('58UXT060---12', 'Carrier')?.fields).toMatchObject({ heating_input_kbtuh: 60, cooling_airflow_cfm: 1200 });
    expect(decodeModelNumber('58UXT120-20', 'Carrier')?.fields.heating_input_kbtuh).toBe(120);
  });

  it('reads 58HDX as a condensing furnace, type only', () => {
    const d = carrierFurnace58UxtHdx.decode('58HDX060-14', 'Carrier');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields).toEqual({ efficiency_tier: 'condensing' });
  });

  it('keeps to the listed sizes and needs a brand', () => {
    expect(carrierFurnace58UxtHdx.decode('58UXT060-20', 'Carrier')).toBeNull();
    expect(carrierFurnace58UxtHdx.decode('58UXT100-16', '')).toBeNull();
    expect(carrierFurnace58UxtHdx.decode('58UXT100-16', 'Trane')).toBeNull();
    expect(carrierFurnace58UxtHdx.decode('58UXT090-16', 'Carrier')).toBeNull();
  });
});
