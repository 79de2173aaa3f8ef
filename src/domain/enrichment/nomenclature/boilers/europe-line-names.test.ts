import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the makers' manuals cited in europe-line-names.ts: Ferroli Kalis "Bluehelix Hitech RRT"
// (3541V503), Divacondens D Plus, DIVAtech D HF24 / HF32; Beretta CIAO e 24 / 28 C.S.I. / C.A.I., Mynute J 20 / 24 C.S.I.,
// Mynute X "murali a condensazione", Mynute Boiler B.S.I.; Saunier Duval THEMAPLUS C 23 E / F 23 E; Vaillant en bref
// (ecotec plus / exclusiv gas condensing, ecovit / ecocraft exclusiv gas condensing floor-standing, icovit exclusiv oil
// condensing); Chaffoteaux ALIXIA 24 FF; Ariston E-COMBI 24 / 30 / 38.
describe('European boiler line names as owners write them', () => {
  it('reads a line name with its size as the boiler, without a size as a series name', () => {
    for (const [model, brand] of [
      ['Bluehelix Pro 27 C', 'Ferroli'],
      ['Bluehelix Hitech RRT 34 C', 'Ferroli'],
      ['Divacondens D F24', 'Ferroli'],
      ['DIVAtech D HF24', 'Ferroli'],
      ['Ciao e 24 C.S.I.', 'Beretta'],
      ['Mynute J 24 C.S.I.', 'Beretta'],
      ['Mynute Boiler 24 B.S.I.', 'Beretta'],
      ['ThemaPlus F 23 E', 'Saunier Duval'],
      ['Alixia 24 FF', 'Chaffoteaux'],
      ['E-COMBI 30', 'Ariston'],
    ] as const) {
      const d = decodeModelNumber(model, brand);
      expect(d, `${brand} ${model}`).toMatchObject({ type: 'boilers', fields: {} });
      expect(d?.seriesName, `${brand} ${model}`).toBeUndefined();
    }
    for (const [model, brand] of [
      ['Bluehelix', 'Ferroli'],
      ['Divacondens', 'Ferroli'],
      ['Ciao', 'Beretta'],
      ['Mynute X', 'Beretta'],
      ['ThemaPlus', 'Saunier Duval'],
      ['Alixia', 'Chaffoteaux'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${brand} ${model}`).toMatchObject({ type: 'boilers', seriesOnly: true, seriesName: true });
    }
  });

  it('reads the Vaillant line names written alone: condensing, oil on icoVIT only', () => {
    expect(decodeModelNumber('ecoTEC exclusive', 'Vaillant')).toMatchObject({ type: 'boilers', family: 'vaillant', fields: { efficiency_tier: 'condensing' }, seriesName: true });
    expect(decodeModelNumber('ecoVIT exclusiv', 'Vaillant')?.fields).toEqual({ efficiency_tier: 'condensing' });
    expect(decodeModelNumber('ecoCRAFT exclusiv', 'Vaillant')?.type).toBe('boilers');
    expect(decodeModelNumber('icoVIT exclusiv', 'Vaillant')?.fields).toEqual({ fuel: 'oil', efficiency_tier: 'condensing' });
  });

  it('reads the Junkers lines written without their Z-code: Cerapur condensing (Gas-Brennwertgerät), Cerastar / Ceramini', () => {
    expect(decodeModelNumber('Cerapur', 'Junkers')).toMatchObject({ type: 'boilers', family: 'bosch', fields: { efficiency_tier: 'condensing' }, seriesName: true });
    expect(decodeModelNumber('CerapurMaxx', 'Bosch')?.fields).toEqual({ efficiency_tier: 'condensing' });
    expect(decodeModelNumber('Ceramini', 'Junkers')).toMatchObject({ type: 'boilers', fields: {} });
    expect(decodeModelNumber('Cerapur ZSB 24-5C', 'Junkers')?.series).toBe('Cerapur / Cerastar / Greenstar Z-code');
  });

  it('reads lines other modules read with their size when written alone: series names, type boilers', () => {
    for (const [model, brand] of [
      ['Ultracom', 'Glow-worm'],
      ['Betacom', 'Glow-worm'],
      ['Ultimate 3', 'Glowworm'],
      ['InTec', 'Alpha'],
      ['Victrix Tera', 'Immergas'],
      ['Mini Eolo', 'Immergas'],
      ['Thema', 'Saunier Duval'],
      ['Isofast Condens', 'Saunier Duval'],
      ['Thelia', 'Saunier Duval'],
      ['ecoMAX', 'Vaillant'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${brand} ${model}`).toMatchObject({ type: 'boilers', seriesOnly: true, seriesName: true });
    }
    // "caldaie a condensazione GENUS PREMIUM"
    expect(decodeModelNumber('Genus Premium', 'Ariston')).toMatchObject({ type: 'boilers', series: 'Genus Premium', fields: { efficiency_tier: 'condensing' } });
    // With its size the line stays the other module's reading.
    expect(decodeModelNumber('Thema C 23', 'Saunier Duval')?.seriesName).toBeUndefined();
  });

  it('needs the brand and reads no other shape', () => {
    expect(decodeModelNumber('Bluehelix Pro 27 C', '')).toBeNull();
    expect(decodeModelNumber('Ciao e 24 C.S.I.', 'Ferroli')).toBeNull();
    expect(decodeModelNumber('ThemaPlus F 23 E', 'Ariston')).toBeNull();
    expect(decodeModelNumber('ecoTEC exclusive', 'Baxi')).toBeNull();
    expect(decodeModelNumber('E-COMBI 27', 'Ariston')).toBeNull();
    expect(decodeModelNumber('Mynute 24 XYZ', 'Beretta')).toBeNull();
  });
});
