// Nortek *SA / *SH splits (nordyne/split-sa-sh-series.ts): models as the installation instructions print them
// (*SA4BE / *SH4BD with the badge letters of their wiring-diagram captions, PSH4BE, PSA4BG024K, *SA(1,2)QD4M1 (S,R)N24K…).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { NORTEK_SA_SH_RULES } from './split-sa-sh-series';
import { decodeWith } from '../kit/test-helpers';

describe('Nortek split outdoor units, SA / SH print', () => {
  it.each([
    ['FSA4BE-018K', 'Frigidaire', 'air conditioners', 1.5],
    ['FSA4BE060KB', 'Frigidaire', 'air conditioners', 5],
    ['PSA4BG024K', 'Maytag', 'air conditioners', 2],
    ['PSH4BE036K', 'Maytag', 'heat pumps', 3],
    ['CSH4BD042K', 'Maytag', 'heat pumps', 3.5],
    ['MSH4BE048K', 'Nordyne', 'heat pumps', 4],
    ['psh4bd 030k', 'Maytag', 'heat pumps', 2.5],
  ])('%s (%s) → %s, %d tons', (model, brand, type, tons) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type, family: 'nordyne', evidence: 'src' });
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });

  it('reads the manufactured-housing *SA1QD / *SA2QD print: S or R coil letter, RN only up to 3 tons', () => {
    expect(decodeModelNumber('HSA1QD4M1SN24K', 'Intertherm')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 2 } });
    expect(decodeModelNumber('HSA2QD4M1RN36K', 'Miller')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 3 } });
    expect(decodeModelNumber('HSA1QD4M1SN60K', 'Intertherm')?.fields.cooling_capacity_tons).toBe(5);
    expect(decodeWith(NORTEK_SA_SH_RULES, 'HSA1QD4M1RN48K', 'Intertherm')).toBeNull();
  });

  it('reads no size off the 1.5–5 ton list, and nothing without a Nortek-group brand', () => {
    expect(decodeWith(NORTEK_SA_SH_RULES, 'PSH4BE072K', 'Maytag')).toBeNull();
    expect(decodeWith(NORTEK_SA_SH_RULES, 'PSH4BE036K', '')).toBeNull();
    expect(decodeModelNumber('PSH4BE036K', 'Trane')).toBeNull();
  });

  it('reads T3BA / T3BN heat pumps printed without a badge letter (their instructions\' titles)', () => {
    expect(decodeModelNumber('T3BN-060K', 'Nordyne')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 5 } });
    expect(decodeModelNumber('T3BA-030K', 'Gibson')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2.5 } });
    expect(decodeModelNumber('T3BA-030K', 'Trane')).toBeNull();
    expect(decodeWith(NORTEK_SA_SH_RULES, 'T3BA-031K', 'Nordyne')).toBeNull();
  });

  it('reads the iQ Drive print *SH1BG4 / *SA1BG4 with its two-digit size (FSH1BG series, 2–5 tons)', () => {
    expect(decodeModelNumber('FSH1BG4CVRX24K', 'Frigidaire')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2, efficiency_tier: 'iQ Drive variable speed' } });
    expect(decodeModelNumber('FSH1BG4CVRX36K', 'Broan')?.fields.cooling_capacity_tons).toBe(3);
    expect(decodeModelNumber('PSA1BG4MV48K', 'Maytag')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 4 } });
    expect(decodeWith(NORTEK_SA_SH_RULES, 'FSH1BG4CVRX30K', 'Frigidaire')).toBeNull();
  });
});
