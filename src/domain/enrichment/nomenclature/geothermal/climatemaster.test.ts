import { describe, expect, it } from 'vitest';
import { CLIMATEMASTER_RULES } from './climatemaster';
import { normalizeNomenclatureModel } from '../types';

const rule = CLIMATEMASTER_RULES[0]!;
const decode = (raw: string, brand = 'ClimateMaster') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('ClimateMaster Tranquility', () => {
  // Expected values are the sources' own words: series letters, cabinet configuration, staging in
  // the title, HFC-410A / R410A refrigerant; sizes from the printed size lists.
  it.each([
    // TC nomenclature: "TC – TRANQUILITY COMPACT R410A", H/V, sizes 006 … 060.
    ['TCH006', 'TC', 'horizontal'],
    ['TCV036', 'TC', 'vertical'],
    ['TCV041', 'TC', 'vertical'],
    ['TCH060', 'TC', 'horizontal'],
  ])('%s → series %s, %s, R-410A, no staging stated', (model, series, config) => {
    const d = decode(model);
    expect(d).not.toBeNull();
    expect(d!.type).toBe('geothermal heat pumps');
    expect(d!.series).toBe(series);
    expect(d!.fields.refrigerant).toBe('R-410A');
    expect(d!.fields.efficiency_tier).toBe(config);
    expect(d!.evidence).toBe('src');
    expect(d!.fields.cooling_capacity_tons).toBeUndefined();
    expect(d!.fields.voltage_v).toBeUndefined();
  });

  it.each([
    // IOM 97B0075N05: "Models TTD/H/V 026 - 072", two-stage scroll; physical data 026 038 049 064 072.
    ['TTD026', 'TT', 'two-stage, downflow', 'src'],
    ['TTH049', 'TT', 'two-stage, horizontal', 'src'],
    ['TTV072', 'TT', 'two-stage, vertical', 'src'],
    // TS catalog: single-stage, horizontal/vertical/downflow, sizes 018 - 070.
    ['TSV018', 'TS', 'single-stage, vertical', 'pattern'],
    ['TSD070', 'TS', 'single-stage, downflow', 'pattern'],
    // TZ submittal: "Models TZH/V 024 - 060", two-stage.
    ['TZH024', 'TZ', 'two-stage, horizontal', 'pattern'],
    ['TZV060', 'TZ', 'two-stage, vertical', 'pattern'],
    // Tranquility Split: two-stage indoor split, sizes 026 - 064.
    ['TTS026', 'TTS', 'two-stage', 'src'],
    ['TTS064', 'TTS', 'two-stage', 'src'],
  ])('%s → series %s (%s), evidence %s', (model, series, tier, evidence) => {
    const d = decode(model);
    expect(d).not.toBeNull();
    expect(d!.series).toBe(series);
    expect(d!.fields.efficiency_tier).toBe(tier);
    expect(d!.fields.refrigerant).toBe('R-410A');
    expect(d!.evidence).toBe(evidence);
    expect(d!.family).toBe('climatemaster');
  });

  it.each([
    // TY submittal: "TYH/V 024-060 60Hz HFC-410A".
    ['TYH024', 'TY', 'R-410A'],
    ['TYV060', 'TY', 'R-410A'],
    // Genesis design guides: "0.5 TO 5 TON HORIZONTAL AND VERTICAL UNITS"; no refrigerant stated.
    ['GRH006', 'GR', undefined],
    ['GCV060', 'GC', undefined],
  ])('%s → series %s, refrigerant %s, sizes as pattern', (model, series, refrigerant) => {
    const d = decode(model);
    expect(d?.series).toBe(series);
    expect(d?.fields.refrigerant).toBe(refrigerant);
    expect(d?.evidence).toBe('pattern');
    expect(d?.type).toBe('geothermal heat pumps');
  });

  it('reads a full model string with revision and option characters, upper-cased and trimmed', () => {
    const d = decode(' ttv038agc02cl ');
    expect(d?.series).toBe('TT');
    expect(d?.model).toBe('TTV038AGC02CL');
    expect(d?.brand).toBe('ClimateMaster');
  });

  it('keeps the lead brand when another brand is given (the dispatcher decides agreement)', () => {
    expect(decode('TTV038', 'Trane')?.brand).toBe('ClimateMaster');
  });

  it.each([
    'TTV040', // TT sizes are 026/038/049/064/072 only
    'TCV037', // not in the TC size list
    'TCD036', // TC has no downflow cabinet
    'TZD036', // TZ is horizontal/vertical only
    'TSV019', // off the range's grid
    'TSV072', // beyond the TS range 018-070
    'TTSV038', // TTS has no configuration letter
    'TTS072', // TTS sizes end at 064
    'TYD036', // TY is horizontal/vertical only
    'GRV072', // Genesis ends at 5 tons
    'GSV036',
    'GCVC960604CX', // Goodman furnace shape
    'TXV036',
    'TTV03',
    'TTV038$', // stray punctuation
    // Other families' model numbers.
    'GSX140361',
    '4TTR4036L1000A',
    'MSZ-GL12NA',
    'TUD080R9V3K',
    'TEM4A0C36S31SA',
    'TTB036C100A2',
    '',
  ])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });

  it('is not trusted without a brand', () => {
    expect(rule.unambiguousWithoutBrand).toBe(false);
  });
});
