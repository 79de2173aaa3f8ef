import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { AAON_OTHER_SERIES_RULES } from './aaon-other-series';

// Expected values from the documents' titles: RK user manual (models RK-02 … RK-60, heating & cooling rooftop units),
// RM installation manual (RM-002 … RM-030, "Heating • Cooling & Combination Rooftop Units"),
// RL-240 IOM ("RL Series Packaged Rooftop Units & Outdoor Air Handling Units"), RZ IOM ("RZ Series (45-240 tons)
// Packaged Rooftop Units"), SB-003 IOM ("SB Series Vertical Self Contained Units"), H3/V3 engineering catalog
// ("Horizontal and Vertical Indoor Air Handling Units"), and the ENERGY STAR geothermal list's AAON rows
// (WV-036-1-H-DCAC-C0-10-D00-A … "Closed Loop Water-to-Air").
describe('AAON other series (issue 18)', () => {
  const aaon = (model: string) => firstDecode(AAON_OTHER_SERIES_RULES, model, 'AAON');

  it('rooftops RK / RL / RM / RZ read as packaged units, type only', () => {
    expect(aaon('RK-60')).toMatchObject({ family: 'aaon', type: 'packaged units', series: 'RK', fields: {} });
    expect(aaon('RK-02')).toMatchObject({ series: 'RK' });
    expect(aaon('RL-240')).toMatchObject({ type: 'packaged units', series: 'RL', fields: {} });
    expect(aaon('RZ-045')).toMatchObject({ type: 'packaged units', series: 'RZ' });
    expect(aaon('RM-030')).toMatchObject({ type: 'packaged units', series: 'RM', fields: {} });
    expect(aaon('RM-002')).toMatchObject({ series: 'RM' });
  });

  it('SB self-contained units, H3 / V3 air handlers, WV geothermal heat pumps', () => {
    expect(aaon('SB-003')).toMatchObject({ type: 'packaged units', series: 'SB', fields: {} });
    expect(aaon('H3-D')).toMatchObject({ type: 'air handlers', series: 'H3' });
    expect(aaon('V3-B')).toMatchObject({ type: 'air handlers', series: 'V3' });
    expect(aaon('WV-036-1-H-DCAC-C0-10-D00-A')).toMatchObject({ type: 'geothermal heat pumps', series: 'WV', fields: {}, evidence: 'pattern' });
    expect(aaon('WV-060-1-V-DCAC-C0-10-D00-A')).toMatchObject({ type: 'geothermal heat pumps', series: 'WV' });
  });

  it('leaves other shapes, sizes 0, undocumented series and other brands alone', () => {
    expect(aaon('RK60')).toBeNull();
    expect(aaon('RL-000')).toBeNull();
    expect(aaon('RF-010')).toBeNull();
    expect(aaon('CF-010-3-0')).toBeNull();
    expect(aaon('CB-036')).toBeNull();
    expect(aaon('F1-060')).toBeNull();
    expect(aaon('WV-036 HEAT PUMP')).toBeNull();
    expect(firstDecode(AAON_OTHER_SERIES_RULES, 'WV-036-1-H-DCAC-C0-10-D00-A', 'Carrier')).toBeNull();
    expect(firstDecode(AAON_OTHER_SERIES_RULES, 'RL-240', '')).toBeNull();
  });

  it('is reached through decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('WV-048-1-V-DCAC-C0-10-D00-A', 'AAON')).toMatchObject({ type: 'geothermal heat pumps', series: 'WV' });
    expect(decodeModelNumber('RZ-045', 'AAON')).toMatchObject({ type: 'packaged units', series: 'RZ' });
  });
});
