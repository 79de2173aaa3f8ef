import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Dunkirk installation instructions "Model PVSB Continuous Pilot Gas-Fired Steam / Model PSB Electronic Intermittent Ignition".
describe('Dunkirk PVSB continuous-pilot steam boilers (water-heaters/installed-base.ts)', () => {
  it.each(['PVSB-4D', 'PVSB5D', 'PVSB-3'])('%s: boiler', (model) => {
    expect(decodeModelNumber(model, 'Dunkirk')).toMatchObject({ type: 'boilers', series: 'Plymouth Steam PVSB' });
  });
  it('needs the brand and a section count', () => {
    expect(decodeModelNumber('PVSB-4D', '')).toBeNull();
    expect(decodeModelNumber('PVSB-2D', 'Dunkirk')).toBeNull();
  });
});
