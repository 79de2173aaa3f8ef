import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { laarsNeoTherm } from './laars-neotherm';

const decode = (raw: string, brand = 'Laars') => laarsNeoTherm.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from the Laars NeoTherm installation and operation instructions (Document 1330E "Modulating Boilers
// and Volume Water Heaters … NTH & NTV, Sizes 150 – 850 MBTU/h"; Table 9 sizes NTH 80 … 850, NTV 150 … 850).
describe('Laars NeoTherm NTH / NTV', () => {
  it.each([
    ['NTH 80', 'boilers', 80],
    ['NTH-600', 'boilers', 600],
    ['NTH850', 'boilers', 850],
    ['NTV 150', 'water heaters', 150],
    ['NTV199', 'water heaters', 199],
    ['NeoTherm NTV-399', 'water heaters', 399],
    ['NTV600', 'water heaters', 600],
  ])('%s → %s, %i kBtu/h input', (model, type, input) => {
    expect(decode(model)).toMatchObject({ type, fields: { heating_input_kbtuh: input, efficiency_tier: 'condensing' } });
  });

  it('rejects sizes off the manual\'s lists and needs the brand', () => {
    for (const m of ['NTV 80', 'NTV 210', 'NTH 199', 'NTH 900', 'NTX 150']) expect(decode(m)).toBeNull();
    expect(decode('NTV 399', '')).toBeNull();
  });

  it('is reached through the dispatcher for a volume water heater', () => {
    expect(decodeModelNumber('NTV 285', 'Laars')).toMatchObject({ type: 'water heaters', fields: { heating_input_kbtuh: 285 } });
  });
});
