// Trane "Weathertron" (series/title-names.ts): the heat-pump name of the installer's guide 18-BC39D6-4 ("The
// Weathertron® Heat Pump has been designed …", TWX018 … TWX060C heat pumps). A name, not a model number: brand required.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Trane Weathertron name', () => {
  it.each([
    ['Weathertron', 'Trane'],
    ['WEATHERTRON', 'American Standard'],
    ['Weathertron heat pump', 'Trane'],
    ['weathertron series', 'Trane'],
  ])('%s (%s) → heat pump, series name only', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'heat pumps', family: 'trane', series: 'Weathertron', seriesOnly: true, seriesName: true });
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('reads nothing without a brand, with another maker, or with more after the name', () => {
    expect(decodeModelNumber('Weathertron', null)).toBeNull();
    expect(decodeModelNumber('Weathertron', 'Lennox')).toBeNull();
    expect(decodeModelNumber('Weathertronic', 'Trane')).toBeNull();
  });
});
