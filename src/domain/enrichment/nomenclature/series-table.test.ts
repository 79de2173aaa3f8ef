import { describe, expect, it } from 'vitest';
import { nonsenseModels } from './kit/nonsense-models';
import { decodeModelNumber } from './index';
import { decodeConfidence, decodedModelNotes, DECODE_CONFIDENCE, SERIES_ONLY_CONFIDENCE } from './identify';
import { RULE_SUFFIX } from './series-table';

describe('series-only fallback: the values the series name states per the family source', () => {
  it('Goodman GSX14 = split AC, R-410A, 14 SEER class (§1.1 [S13]); no capacity', () => {
    const d = decodeModelNumber('GSX14', 'Goodman');
    expect(d).toMatchObject({ family: 'goodman', type: 'air conditioners', series: 'GSX14', evidence: 'pattern', seriesOnly: true, fields: { refrigerant: 'R-410A', seer: 14 } });
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
    expect(d?.rule).toContain(RULE_SUFFIX);
    expect(d?.source).toContain('[S13]');
  });

  it('Goodman / Amana GVXC20 / AVXC20 = variable-speed split AC, GVZC20 = heat pump, 20 SEER class (§1.1, the "20 SEER" ENERGY STAR / AHRI rows); no V series at another class', () => {
    expect(decodeModelNumber('GVXC20', 'Goodman')).toMatchObject({ type: 'air conditioners', series: 'GVXC20', seriesOnly: true, fields: { refrigerant: 'R-410A', seer: 20 } });
    expect(decodeModelNumber('AVXC20', 'Amana')).toMatchObject({ type: 'air conditioners', series: 'AVXC20', seriesOnly: true });
    expect(decodeModelNumber('GVZC20', 'Goodman')).toMatchObject({ type: 'heat pumps', series: 'GVZC20', seriesOnly: true });
    expect(decodeModelNumber('GVXC18', 'Goodman')).toBeNull();
    expect(decodeModelNumber('GSXC20', 'Goodman')).toBeNull();
  });

  it('Carrier 24VNA9 = Infinity variable-speed split AC, 25VNA8 = heat pump ("25VNA8 Infinity 18VS Variable Speed Heat Pump / 24VNA9 Infinity 19VS Variable Speed Air Conditioner"); no SEER class from the V digit', () => {
    expect(decodeModelNumber('24VNA9', 'Carrier')).toMatchObject({ type: 'air conditioners', series: '24VNA9', seriesOnly: true, fields: { efficiency_tier: 'Infinity' } });
    expect(decodeModelNumber('24VNA9', 'Carrier')?.fields.seer).toBeUndefined();
    expect(decodeModelNumber('25VNA8', 'Carrier')).toMatchObject({ type: 'heat pumps', series: '25VNA8', seriesOnly: true });
  });

  it('Daikin DX16XX = split AC, 16 SEER class (§1.6 [S28]); DZ16 = heat pump', () => {
    expect(decodeModelNumber('DX16xx', 'Daikin')).toMatchObject({ type: 'air conditioners', series: 'DX16', fields: { seer: 16 }, seriesOnly: true });
    expect(decodeModelNumber('DZ16SA', 'Daikin')).toMatchObject({ type: 'heat pumps', series: 'DZ16SA', seriesOnly: true });
  });

  it('Goodman GMS8 = gas furnace, 80 % AFUE (§1.4: one-digit 8 = 80 [S22]); GMVC96 = 96 %', () => {
    expect(decodeModelNumber('GMS8', 'Goodman')).toMatchObject({ type: 'furnaces', series: 'GMS8', fields: { afue_percent: 80 }, seriesOnly: true });
    expect(decodeModelNumber('GMVC96', 'Goodman')).toMatchObject({ type: 'furnaces', series: 'GMVC96', fields: { afue_percent: 96 } });
    // A one-digit AFUE after a sub-type letter is no §1.4 series.
    expect(decodeModelNumber('GMVC9', 'Goodman')).toBeNull();
  });

  it('Carrier 58STA-XXX = gas furnace (§2.4 [S10]); 24ACC6 = split AC, 16 SEER class, Performance (§2.2)', () => {
    expect(decodeModelNumber('58STA-XXX', 'Carrier')).toMatchObject({ family: 'carrier', type: 'furnaces', series: '58STA', seriesOnly: true });
    expect(decodeModelNumber('24ACC6', 'Carrier')).toMatchObject({ type: 'air conditioners', series: '24ACC6', fields: { seer: 16, efficiency_tier: 'Performance' } });
    // 25 = heat pump, so 25A… contradicts the key.
    expect(decodeModelNumber('25ACC6', 'Carrier')).toBeNull();
  });

  it('Trane 4TTR4 = split AC, R-410A, 14 SEER class (§4.1 [S6]); XR90 = condensing furnace (22-1674)', () => {
    expect(decodeModelNumber('4TTR4', 'Trane')).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-410A', seer: 14 }, seriesOnly: true });
    const xr90 = decodeModelNumber('XR90', 'Trane');
    expect(xr90).toMatchObject({ type: 'furnaces', series: 'XR90', fields: { efficiency_tier: '90 %+ condensing' } });
    expect(xr90?.source).toContain('22-1674');
    expect(decodeModelNumber('XR80', 'American Standard')?.fields.afue_percent).toBe(80);
  });

  it('water heaters by their line letters: A. O. Smith GCV-XX, DEL (electric); Bradford White RG2PV, RE2 (electric)', () => {
    expect(decodeModelNumber('GCV-XX', 'A. O. Smith')).toMatchObject({ family: 'aosmith', type: 'water heaters', series: 'GCV', evidence: 'unconfirmed' });
    expect(decodeModelNumber('DEL-XX', 'A. O. Smith')?.fields).toEqual({ fuel: 'electric' });
    expect(decodeModelNumber('RG2PV', 'Bradford White')).toMatchObject({ family: 'bradford_white', type: 'water heaters', series: 'RG2PV' });
    expect(decodeModelNumber('RE2XX', 'Bradford White')?.fields).toEqual({ fuel: 'electric' });
  });

  it('a model cut off inside the capacity reads as its series; a complete wrong field does not', () => {
    expect(decodeModelNumber('GSX140', 'Goodman')).toMatchObject({ series: 'GSX14', seriesOnly: true });
    expect(decodeModelNumber('GSX14999', 'Goodman')).toBeNull();
    expect(decodeModelNumber('GSX14QQ', 'Goodman')).toBeNull();
  });
});

describe('series-only fallback: when it does not fire', () => {
  it('full models are decoded by the full rules (capacity given), not the fallback', () => {
    const d = decodeModelNumber('GSX140361', 'Goodman');
    expect(d?.seriesOnly).toBeUndefined();
    expect(d?.fields.cooling_capacity_tons).toBe(3);
    expect(decodeModelNumber('4TTR4036L1000A', 'Trane')?.seriesOnly).toBeUndefined();
  });

  it('no brand: no series decode', () => {
    for (const m of ['GSX14', 'DX16XX', 'GMS8', '58STA', '4TTR4', 'XR90', 'GCV-XX', 'RG2PV']) expect(decodeModelNumber(m, null)).toBeNull();
    expect(decodeModelNumber('GSX14', '  ')).toBeNull();
  });

  it('a brand that is not the family’s: none', () => {
    expect(decodeModelNumber('GSX14', 'Carrier')).toBeNull();
    expect(decodeModelNumber('58STA', 'Goodman')).toBeNull();
    expect(decodeModelNumber('XR90', 'Lennox')).toBeNull();
    expect(decodeModelNumber('RG2PV', 'A. O. Smith')).toBeNull();
  });

  it('a Bryant furnace series must be one Bryant prints: 383KAV, 355MAV read, made-up 379KMV / 310CAV do not', () => {
    expect(decodeModelNumber('383KAV', 'Bryant')).toMatchObject({ type: 'furnaces', seriesOnly: true });
    expect(decodeModelNumber('355MAV', 'Bryant')).toMatchObject({ type: 'furnaces', seriesOnly: true });
    expect(decodeModelNumber('313JAV', 'Bryant')).toMatchObject({ type: 'furnaces', seriesOnly: true });
    expect(decodeModelNumber('379KMV', 'Bryant')).toBeNull();
    expect(decodeModelNumber('310CAV', 'Bryant')).toBeNull();
  });

  // The core-lines stream (same seed): letter-led and digit-led model-shaped strings.
  const nonsense = (count: number) => nonsenseModels(count, { seed: 67890, digitLed: true });

  it.each(['Goodman', 'Daikin', 'Carrier', 'Bryant', 'Trane', 'American Standard', 'A. O. Smith', 'Bradford White'])('no series-only decode among 20,000 model-shaped strings with brand %s', (brand) => {
    const hits: string[] = [];
    for (const raw of nonsense(20000)) if (decodeModelNumber(raw, brand)?.seriesOnly) hits.push(raw);
    expect(hits).toEqual([]);
  });
});

describe('series-only decodes in the enrichment', () => {
  it('have the lowest confidence and say so in model_notes', () => {
    const d = decodeModelNumber('GSX14', 'Goodman')!;
    expect(decodeConfidence(d)).toBe(SERIES_ONLY_CONFIDENCE);
    expect(SERIES_ONLY_CONFIDENCE).toBeLessThan(Math.min(...Object.values(DECODE_CONFIDENCE)));
    expect(decodedModelNotes(d)).toContain("Goodman GSX14 split air conditioner series, 14 SEER class, R-410A, decoded from the model number's series only");
  });
});
