// The shortest series names owners write (series/short-series.ts). Names and expected values are the ones the cited
// maker documents print (installation manuals, product-data titles, rating labels), not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { SHORT_SERIES_ENTRIES } from './short-series';

describe('boiler series written bare or with the section count', () => {
  it('Peerless MI/MIH manual L0308189: MIH natural gas 83 % AFUE, MI 3–9 sections; PSC manual PSC-03 … -06; EC/ECT oil', () => {
    expect(decodeModelNumber('MIH', 'Peerless')).toMatchObject({ type: 'boilers', series: 'MIH', fields: { fuel: 'natural gas', afue_percent: 83 }, seriesOnly: true });
    expect(decodeModelNumber('MI4', 'Peerless')).toMatchObject({ type: 'boilers', series: 'MI', description: 'cast-iron gas boiler, 4 sections' });
    expect(decodeModelNumber('MI-9', 'Peerless')).toMatchObject({ series: 'MI' });
    expect(decodeModelNumber('PSC', 'PB Heat')).toMatchObject({ type: 'boilers', series: 'PSC' });
    expect(decodeModelNumber('ECT', 'Peerless')).toMatchObject({ type: 'boilers', fields: { fuel: 'oil' } });
    // Outside the manuals' section ranges: MIH 3–6, PSC 3–6, MI 3–9.
    expect(decodeModelNumber('MIH7', 'Peerless')).toBeNull();
    expect(decodeModelNumber('PSC2', 'Peerless')).toBeNull();
    expect(decodeModelNumber('MI2', 'Peerless')).toBeNull();
  });

  it('Burnham V8 manual 8142824 (rating label V8__: V83 = V8 series, 3 sections) and V9 manual 8142927; Independence IN__', () => {
    expect(decodeModelNumber('V83', 'Burnham')).toMatchObject({ type: 'boilers', series: 'V8', fields: { fuel: 'oil' }, description: 'cast-iron oil-fired boiler, 3 sections', seriesOnly: true });
    expect(decodeModelNumber('V8H', 'U.S. Boiler')).toMatchObject({ type: 'boilers', series: 'V8H', fields: { fuel: 'oil' } });
    // The V9 fires light oil or gas: no fuel.
    expect(decodeModelNumber('V93', 'Burnham')?.fields.fuel).toBeUndefined();
    expect(decodeModelNumber('IN5', 'Burnham')).toMatchObject({ type: 'boilers', series: 'Independence', description: 'cast-iron gas-fired steam boiler, 5 sections' });
    // No V7H / V9H in the documents; one-section and two-digit shapes are no V-series model.
    expect(decodeModelNumber('V9H', 'Burnham')).toBeNull();
    expect(decodeModelNumber('V81', 'Burnham')).toBeNull();
    expect(decodeModelNumber('IN2', 'Burnham')).toBeNull();
  });

  it('needs the brand, and another brand does not borrow the series', () => {
    for (const m of ['MIH', 'V83', 'IN5', 'ECT', 'PSC']) expect(decodeModelNumber(m, null)).toBeNull();
    expect(decodeModelNumber('V83', 'Peerless')).toBeNull();
    expect(decodeModelNumber('MIH', 'Burnham')).toBeNull();
    expect(decodeModelNumber('IN5', 'Goodman')).toBeNull();
  });
});

describe('Carrier / Bryant series without the size', () => {
  it('48SS product data "Single-Package Gas Heating/Electric Cooling Units", 48XL-A, 50TC: packaged units', () => {
    expect(decodeModelNumber('48SS', 'Carrier')).toMatchObject({ type: 'packaged units', series: '48SS', description: 'single-package gas heat / electric cooling unit', seriesOnly: true });
    expect(decodeModelNumber('48XL', 'Bryant')).toMatchObject({ type: 'packaged units', series: '48XL' });
    expect(decodeModelNumber('50TC', 'Carrier')).toMatchObject({ type: 'packaged units', description: 'single-package electric cooling or heat pump unit' });
    expect(decodeModelNumber('48TC-XXX', 'Carrier')).toMatchObject({ series: '48TC' });
    // Not a title in the sources (and 50P… names water-source heat pumps): undecoded.
    expect(decodeModelNumber('48QQ', 'Carrier')).toBeNull();
    expect(decodeModelNumber('50PC', 'Carrier')).toBeNull();
  });

  it('24 / 25 before the SEER digit ([S34] 24ACC6: 24 AC, A, tier C, major C): type and tier', () => {
    expect(decodeModelNumber('24ABB', 'Carrier')).toMatchObject({ type: 'air conditioners', series: '24ABB', fields: { efficiency_tier: 'Base / Comfort' } });
    expect(decodeModelNumber('25HBC', 'Carrier')).toMatchObject({ type: 'heat pumps', series: '25HBC' });
    expect(decodeModelNumber('24ACC', 'Bryant')).toMatchObject({ type: 'air conditioners', fields: { efficiency_tier: 'Performance' } });
    // 24 is the air conditioner, H the heat pump: a contradiction rejects.
    expect(decodeModelNumber('24HBC', 'Carrier')).toBeNull();
    expect(decodeModelNumber('25ABB', 'Carrier')).toBeNull();
  });
});

describe('furnace and air-handler series', () => {
  it('Rheem / Ruud older gas furnaces the conversion-kit chart 62-24174-02 and instructions 92-23531-70-01 list', () => {
    expect(decodeModelNumber('RGPJ', 'Rheem')).toMatchObject({ type: 'furnaces', series: 'RGPJ', seriesOnly: true });
    expect(decodeModelNumber('UGPJ', 'Ruud')).toMatchObject({ type: 'furnaces', series: 'UGPJ' });
    expect(decodeModelNumber('RGFE', 'Rheem')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('RGQQ', 'Rheem')).toBeNull();
  });

  it('York / Coleman / Luxaire TM9 / TG8 (brand · configuration · AFUE class, §7.2)', () => {
    expect(decodeModelNumber('TM9', 'York')).toMatchObject({ type: 'furnaces', series: 'TM9', fields: { efficiency_tier: '90 %+ condensing' }, seriesOnly: true });
    expect(decodeModelNumber('TG8', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('TM9', 'Trane')?.series).not.toBe('TM9');
  });

  it('Lennox CB + series (§5.3 CB · [refrigerant letter] · series): air handler', () => {
    expect(decodeModelNumber('CB30', 'Lennox')).toMatchObject({ type: 'air handlers', series: 'CB30' });
    expect(decodeModelNumber('CB31MV', 'Lennox')).toMatchObject({ type: 'air handlers', series: 'CB31' });
    expect(decodeModelNumber('CB30', 'Goodman')).toBeNull();
  });

  it('Lennox coils by configuration + series: CH23 (instructions 503,486M, "horizontal evaporator coils"), CR26, C33 (bulletin 210419)', () => {
    expect(decodeModelNumber('CH23', 'Lennox')).toMatchObject({ type: 'evaporator coils', series: 'CH23', description: 'horizontal evaporator coil', seriesOnly: true });
    expect(decodeModelNumber('CR26', 'Lennox')).toMatchObject({ type: 'evaporator coils', description: 'downflow evaporator coil' });
    expect(decodeModelNumber('C33', 'Lennox')).toMatchObject({ type: 'evaporator coils', description: 'upflow evaporator coil' });
    // No title read for a C23 upflow or CX29 coil: undecoded.
    expect(decodeModelNumber('C23', 'Lennox')).toBeNull();
    expect(decodeModelNumber('CX29', 'Lennox')).toBeNull();
  });
});

describe('3-character model-shaped nonsense with a brand', () => {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const ours = new Set(SHORT_SERIES_ENTRIES.map((e) => e.section));
  /** Every 3-character string over letters and digits (46,656) that decodes through one of this module's keys. */
  function shortHits(brand: string): string[] {
    const hits: string[] = [];
    for (const a of ALPHABET) for (const b of ALPHABET) for (const c of ALPHABET) {
      const d = decodeModelNumber(a + b + c, brand);
      if (d !== null && ours.has(d.rule.replace(/: series only.*$/, ''))) hits.push(a + b + c);
    }
    return hits;
  }
  const range = (prefix: string, lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => `${prefix}${lo + i}`);

  it.each([
    ['Peerless', ['ECT', 'MIH', ...range('MI', 3, 9), 'PSC']],
    ['Burnham', [...range('IN', 3, 9), ...range('V7', 2, 9), 'V8H', ...range('V8', 2, 9), ...range('V9', 2, 9)]],
    ['York', ['TG8', 'TG9', 'TM8', 'TM9']],
    ['Luxaire', ['TG8', 'TG9', 'TM8', 'TM9']],
    ['Carrier', []],
    ['Rheem', []],
    ['Lennox', ['C22', 'C24', 'C33']],
  ] as const)('with brand %s only the documents\' names decode', (brand, names) => {
    expect(shortHits(brand).sort()).toEqual([...names].sort());
  });

  it('none of 20,000 model-shaped strings (and their first 3 characters) decodes through these keys with their brands', () => {
    const brands = ['Peerless', 'Burnham', 'York', 'Coleman', 'Carrier', 'Bryant', 'Rheem', 'Ruud', 'Lennox'];
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18018, digitLed: true })) {
      for (const brand of brands) {
        for (const s of [raw, raw.slice(0, 3)]) {
          const d = decodeModelNumber(s, brand);
          if (d !== null && ours.has(d.rule.replace(/: series only.*$/, '')) && !/^(?:MI[3-9]|V[789][2-9]|V8H|IN[3-9]|T[MG][89]|C2[24]|C33)$/.test(s)) hits.push(`${brand} ${s}`);
        }
      }
    }
    expect(hits).toEqual([]);
  });
});
