import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from Vaillant's "Installations- und Wartungsanleitung ecoCOMPACT, Gas-Kompaktgerät mit
// Brennwerttechnik VSC" (a gas condensing compact unit with an integrated stratified hot-water store).
describe('Vaillant ecoCOMPACT written alone', () => {
  it('is a condensing gas boiler series name, no size', () => {
    const d = decodeModelNumber('ecoCOMPACT', 'Vaillant');
    expect(d).toMatchObject({ type: 'boilers', brand: 'Vaillant', series: 'ECOCOMPACT', fields: { efficiency_tier: 'condensing' }, seriesOnly: true });
  });
  it('needs the Vaillant brand and leaves the VSC designation to its own rule', () => {
    expect(decodeModelNumber('ecoCOMPACT', null)).toBeNull();
    expect(decodeModelNumber('ecoCOMPACT', 'Saunier Duval')).toBeNull();
    expect(decodeModelNumber('ecoCOMPACT VSC 196/4-5 150', 'Vaillant')).toMatchObject({ type: 'boilers', series: 'ecoCOMPACT VSC' });
  });
});
