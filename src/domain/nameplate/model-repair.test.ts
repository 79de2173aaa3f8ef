import { describe, expect, it } from 'vitest';
import { repairModelByRules } from './model-repair';

const pct = (xs: number[]) => xs.map((x) => x / 100);

// Model numbers from the ICP furnace nomenclature (Tempstar F9MXE, Day & Night G96VTN: AFUE digit
// second, then input kBtuh, blower, cabinet width); confidences as Tesseract gave them on rendered plates.
describe('repairModelByRules', () => {
  it('keeps a reading the rules decode as read', () => {
    expect(repairModelByRules('G96VTN1202422A', 'Day & Night')).toEqual({ value: 'G96VTN1202422A', cost: 0, edits: 0 });
  });

  it('merges a 9 read as two glyphs "OI" and drops a glyph read twice', () => {
    const r = repairModelByRules('FOIMXEO0801716A', 'Tempstar', pct([98, 98, 91, 98, 99, 98, 93, 97, 98, 99, 98, 98, 98, 99, 98]));
    expect(r?.value).toBe('F9MXE0801716A');
    expect(r?.edits).toBe(2);
  });

  it('drops a stray I the engine was unsure of', () => {
    const r = repairModelByRules('GI96VTN1202422A', 'Day & Night', pct([99, 93, 98, 99, 98, 98, 98, 97, 98, 98, 98, 98, 98, 98, 98]));
    expect(r?.value).toBe('G96VTN1202422A');
  });

  it('reads a 9 taken for O back when the O was the unsure glyph', () => {
    const r = repairModelByRules('FOMXE0801716A', 'Tempstar', pct([98, 88, 98, 99, 99, 98, 98, 98, 99, 98, 99, 99, 98]));
    expect(r?.value).toBe('F9MXE0801716A');
  });

  it('does not change glyphs the engine was sure of beyond the cost budget', () => {
    // The 9 merge (0.1 + 1.0) and the twin drop (1.0) together exceed MAX_REPAIR_COST.
    expect(repairModelByRules('FOIMXEO0801716A', 'Tempstar', pct(Array(15).fill(99)))).toBeNull();
  });

  it('finds nothing for a brand without model-number rules', () => {
    expect(repairModelByRules('XQ7I-4O', null)).toBeNull();
  });
});
