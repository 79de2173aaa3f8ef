// Thermo Pride V-series oil furnaces (MO-554 "Models: VC-CBP VLF-DBP VLR-DBP VLF-DCP VLR-DCP"; specification sheet
// PS300027: VL… lowboys, F / R front / rear flue, VC-CBP horizontal / counterflow) and the OHC highboy of the printed key
// ("C = heat exchanger identifier", OHCFA072DV4R). Expected values are the documents' words, not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Thermo Pride V-series oil furnaces', () => {
  it('the five listed models are oil furnaces, lowboy or horizontal/counterflow', () => {
    for (const name of ['VLF-DBP', 'VLR-DBP', 'VLF-DCP', 'VLR-DCP']) {
      expect(decodeModelNumber(name, 'Thermo Pride'), name).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil', efficiency_tier: 'lowboy' } });
    }
    expect(decodeModelNumber('VC-CBP', 'Thermo Pride')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil', efficiency_tier: 'horizontal/counterflow' } });
    expect(decodeModelNumber('VLR-DBP', 'Thermo Pride')?.description).toContain('rear flue');
  });
  it('no input is read (several firing rates per model); unlisted pairs and other brands do not decode', () => {
    expect(decodeModelNumber('VLF-DBP', 'Thermo Pride')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('VC-DBP', 'Thermo Pride')).toBeNull();
    expect(decodeModelNumber('VLF-DBP', 'Goodman')).toBeNull();
  });
});

describe('Thermo Pride OHC highboy (heat exchanger identifier C)', () => {
  it('OHCFA072DV4R reads like OH6FA072D48B: highboy, single-stage oil furnace', () => {
    expect(decodeModelNumber('OHCFA072DV4R', 'Thermo Pride')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil', efficiency_tier: 'highboy, single-stage' } });
  });
});
