import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { rinnaiCondensingAndInfinity } from './rinnai-condensing-and-infinity';

const decode = (raw: string, brand = 'Rinnai') => rinnaiCondensingAndInfinity.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Rinnai's documents: Condensing Tankless Water Heater Service Manual 100000354 ("RC & RU indicates
// condensing water heater models": RC80e, RC80HPe, RC80i, RC80HPi, RC98e, RC98HPe, RC98i, RC98HPi) and the UK
// "Infinity 26i and HD50i Continuous Flow Water Heater" installation and user manual.
describe('Rinnai RC condensing trade names', () => {
  it.each([
    ['RC80e', 'RC80'],
    ['RC80HPi', 'RC80'],
    ['RC98i', 'RC98'],
    ['RC98HPe', 'RC98'],
  ])('%s → tankless, condensing, series %s, no input', (model, series) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'tankless water heaters', series, fields: { efficiency_tier: 'condensing' } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('reads the N / P gas letter Rinnai models carry', () => {
    expect(decode('RC98HPiN')?.fields.fuel).toBe('natural gas');
    expect(decode('RC98HPeP')?.fields.fuel).toBe('propane');
  });

  it('reads only the listed classes, with the brand', () => {
    for (const m of ['RC75i', 'RC98', 'RC98HPX', 'RC199i']) expect(decode(m)).toBeNull();
    expect(decode('RC98i', '')).toBeNull();
  });
});

describe('Rinnai Infinity 26i / HD50i', () => {
  it.each([
    ['Infinity 26i', 'Infinity 26i'],
    ['INFINITY-HD50i', 'Infinity HD50i'],
    ['HD50i', 'Infinity HD50i'],
  ])('%s → tankless, %s', (model, series) => {
    expect(decode(model)).toMatchObject({ type: 'tankless water heaters', series });
  });

  // The Australian flue manual HW_CF_FFU_IM ("Infinity 26i (REU-VR2632FFUG) … HD200i (REU-VRM2632FFUC) Infinity 28i
  // (REU-VCM2837FF) HD28i (REU-VCM2837FFC)") and the service manual "Infinity REU-V3232W / HD250E REU-V3232WC".
  it.each([
    ['Infinity 28i', 'Infinity 28i'],
    ['HD200i', 'Infinity HD200i'],
    ['HD28i', 'Infinity HD28i'],
    ['Infinity 32', 'Infinity 32'],
    ['HD250E', 'Infinity HD250e'],
  ])('%s (Australian names) → tankless, %s', (model, series) => {
    expect(decode(model)).toMatchObject({ type: 'tankless water heaters', series, fields: {} });
  });

  it('a bare 26i, another HD size or an Infinity size no manual names is not read', () => {
    for (const m of ['26i', 'HD60i', 'Infinity 32i', 'Infinity 16i', 'HD200', 'HD250i', 'Infinity 40']) expect(decode(m)).toBeNull();
    expect(decode('HD200i', '')).toBeNull();
  });

  it('is reached through the dispatcher', () => {
    expect(decodeModelNumber('RC98HPi', 'Rinnai')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('Infinity 26i', 'Rinnai')?.type).toBe('tankless water heaters');
  });
});

describe('Rinnai RU80 / RU98 trade names read by the §10.5 rule', () => {
  // The condensing service manual keys RU80 / RU98 as trade names; the ENERGY STAR rows list RU98e and RUR98e at
  // 199,000 Btu/h, so the number is no input. RU199iN keeps its 199 kBtu/h (N-series manual, REU-N3237FF-US).
  it.each(['RU98i', 'RUR98e', 'RU80e', 'RUC98'])('%s → tankless, no input', (model) => {
    const d = decodeModelNumber(model, 'Rinnai');
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('the RU199 / RU160 inputs stay', () => {
    expect(decodeModelNumber('RU199iN', 'Rinnai')?.fields.heating_input_kbtuh).toBe(199);
    expect(decodeModelNumber('RU160', 'Rinnai')?.fields.heating_input_kbtuh).toBe(160);
  });
});
