import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indoorUnits, indoorUnitsOf, parseCcashp } from './ccashp';

const RAW = join(import.meta.dirname, '../../../shared/data/catalog/raw/ccashp.tsv');

describe('parseCcashp', () => {
  // Expected counts: shared/data/catalog/SOURCES.md §2.
  const { rows, sections } = parseCcashp(readFileSync(RAW, 'utf8'));

  it('reads both sections after the 11-line preamble', () => {
    expect(sections.map((s) => s.rows)).toEqual([9990, 6]);
    expect(sections[1]!.firstLine).toBe(10005);
  });

  it('keeps the ASHP / ccASHP split and the ducted / mini-split split of the AHRI section', () => {
    const ahri = rows.filter((r) => r.refKind === 'AHRI');
    expect(ahri.filter((r) => r.group === 'ASHP').length).toBe(6490);
    expect(ahri.filter((r) => r.group === 'ccASHP').length).toBe(3500);
    expect(ahri.filter((r) => r.systemType === 'Centrally Ducted').length).toBe(6849);
    expect(ahri.filter((r) => r.systemType === 'Mini/Multi-Split').length).toBe(3141);
  });

  it('maps the second section by its own header', () => {
    const es = rows.filter((r) => r.refKind === 'ENERGY STAR');
    expect(es[0]).toMatchObject({ brand: 'UTL', outdoor: 'UCHA-18FDC', indoor: 'UCHA-18FDC', heat47: 18000, hspf: 10.2, seer: 20.2 });
  });
});

describe('indoorUnits', () => {
  it('splits coil & furnace, accessory suffixes, head lists and doubled models', () => {
    expect(indoorUnits('CNPV*6024AL*+UI & 98(6*B,7*A)66100V21***')).toEqual({ units: ['CNPV*6024AL*'], furnace: '98(6*B,7*A)66100V21***' });
    expect(indoorUnits('1PAMSHH09-SZW-25 1PAMSHH09-SZW-25').units).toEqual(['1PAMSHH09-SZW-25']);
    expect(indoorUnits('PKA-A18LAPKA-A18LA').units).toEqual(['PKA-A18LA']);
    expect(indoorUnits('').units).toEqual([]);
  });
  it('splits a York/JCI coil + modular blower combination (ccashp.tsv, Guardian rows)', () => {
    expect(indoorUnitsOf('CM30CXA1+ME12CN21+TXV').units).toEqual([
      { model: 'CM30CXA1', role: 'main' },
      { model: 'ME12CN21', role: 'blower' },
    ]);
  });
});
