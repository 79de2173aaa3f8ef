import { describe, expect, it } from 'vitest';
import { DUCTLESS_FORMS_RULES } from './private-label-as-written';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';

// Owner forms of models the brands' NRCan rows list (SENA/12HF/OZ + SENA/12HF/IZ 12,000 Btu/h; DIY-24-HP-C-230B with
// DIY-24-HP-WMAH-230B 23,000; YN009GMFI22RPD with WS009GMFI22HLD 9,000).
const FORMS: [brand: string, model: string, kbtuh: number, description: string][] = [
  ['Senville', 'SENA-12HF', 12, 'ductless system (indoor and outdoor unit)'],
  ['Senville', 'SENA/24HF', 24, 'ductless system (indoor and outdoor unit)'],
  ['MrCool', 'DIY-24-HP-230B', 24, 'ductless system (indoor and outdoor unit)'],
  ['MrCool', 'A-12-HP-C-115B', 12, 'Advantage ductless condenser (outdoor unit)'],
  ['MrCool', 'A-12-HP-WMAH-115B', 12, 'Advantage ductless indoor unit'],
  ['Pioneer', 'YN009', 9, 'ductless outdoor unit, cut short after the class'],
  ['Pioneer', 'WS012G', 12, 'ductless wall-mounted indoor unit, cut short after the class'],
];

describe('ductless owner forms (ductless/private-label-as-written.ts)', () => {
  it.each(FORMS)('%s %s → %i kBtu/h, %s', (brand, model, kbtuh, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.description).toBe(description);
  });

  it('reports the MrCool voltage and leaves the full models to ductless/private-label.ts', () => {
    expect(decodeModelNumber('DIY-12-HP-115B', 'MrCool')?.fields).toMatchObject({ voltage_v: 115, phase: 1 });
    expect(decodeModelNumber('SENA/12HF/OZ', 'Senville')?.rule).not.toMatch(/system name/);
    expect(decodeModelNumber('WYS012GMFI22RL', 'Pioneer')?.rule).not.toMatch(/without the options/);
  });

  it('needs the brand and a class of the lists', () => {
    expect(decodeModelNumber('SENA-12HF', null)).toBeNull();
    expect(decodeModelNumber('SENA-12HF', 'Pioneer')).toBeNull();
    expect(decodeModelNumber('SENA-13HF', 'Senville')).toBeNull();
    expect(decodeModelNumber('YN010', 'Pioneer')).toBeNull();
  });

  it('fires on no model-shaped nonsense', () => {
    const hits: string[] = [];
    for (const model of nonsenseModels(20000, { seed: 1821, digitLed: true })) {
      for (const brand of ['Senville', 'Mrcool', 'Pioneer']) if (DUCTLESS_FORMS_RULES[0]!.decode(model, brand) !== null) hits.push(`${brand} ${model}`);
    }
    expect(hits).toEqual([]);
  });
});

describe('Haier classes 15 / 36 and the USY heads (ductless/haier.ts)', () => {
  // NRCan rows: 1U15AP2VHA + AW15ES2VHB 15,000; 4U36EH2VH 34,000; 1U18EH2VHE + USYM18UCDSA 18,000; 1U24LP2VHA + AM24LP2VH 24,000 Btu/h.
  it.each([
    ['1U15AP2VHA', 15, 'ductless outdoor unit'],
    ['AW15ES2VHB', 15, 'ductless wall-mounted indoor unit'],
    ['4U36EH2VH', 36, 'ductless multi-zone outdoor unit (4 zones)'],
    ['USYM18UCDSA', 18, 'ductless compact ducted indoor unit'],
    ['AM24LP2VH', 24, 'ductless compact ducted indoor unit'],
  ] as const)('%s → %i kBtu/h, %s', (model, kbtuh, description) => {
    const d = decodeModelNumber(model, 'Haier');
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.description).toBe(description);
  });

  it('keeps other USY classes out', () => {
    expect(decodeModelNumber('USYM10UCDSA', 'Haier')).toBeNull();
  });
});
