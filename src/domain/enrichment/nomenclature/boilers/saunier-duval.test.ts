import { describe, expect, it } from 'vitest';
import { SAUNIER_DUVAL_RULES } from './saunier-duval';
import { BOILERS_EUROPE_RULES } from './europe';
import { normalizeNomenclatureModel } from '../types';

const decode = (raw: string, brand = 'Saunier Duval') => {
  const model = normalizeNomenclatureModel(raw);
  for (const rule of SAUNIER_DUVAL_RULES) {
    const d = rule.decode(model, brand);
    if (d) return d;
  }
  return null;
};

describe('Saunier Duval boiler lines', () => {
  // Model names as the Saunier Duval training dossier 28b (Thema C / F) and the IsoFast / IsoTwin Condens
  // installation instructions print them.
  it.each(['Thema C 23', 'Thema F 25 E', 'IsoTwin Condens F 30 -A', 'IsoFast Condens F 35', 'Isotwin F 30'])('%s → boilers', (model) => {
    const d = decode(model);
    expect(d?.type).toBe('boilers');
    expect(d?.brand).toBe('Saunier Duval');
    expect(d?.fields).toEqual({});
  });

  it('is brand-gated (not unambiguous without the brand), and lines with no document found stay undecoded', () => {
    expect(SAUNIER_DUVAL_RULES.every((r) => !r.unambiguousWithoutBrand && r.brands.includes('Saunier Duval'))).toBe(true);
    // (Thelia / Semia Condens are read by boilers/europe-documented-lines.ts from their own instructions)
    expect(decode('ThemaPlus F 25 E')).toBeNull();
    expect(decode('Duomax F 30')).toBeNull();
  });
});

describe('Wolf boiler series without the size', () => {
  const wolf = (raw: string) => {
    const model = normalizeNomenclatureModel(raw);
    for (const rule of BOILERS_EUROPE_RULES) {
      const d = rule.decode(model, 'Wolf');
      if (d) return d;
    }
    return null;
  };
  it.each(['CGB-2', 'CGW-2', 'FGB-K', 'MGK-2'])('%s → boilers, no size read', (model) => {
    const d = wolf(model);
    expect(d?.type).toBe('boilers');
    expect(d?.fields.heating_capacity_kw).toBeUndefined();
  });
  it('the sized name still reads its kW (CGB-2-14 → 14 kW)', () => {
    expect(wolf('CGB-2-14')?.fields.heating_capacity_kw).toBe(14);
  });
});
