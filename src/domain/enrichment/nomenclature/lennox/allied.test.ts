import { describe, expect, it } from 'vitest';
import { ALLIED_RULES } from './allied';
import { firstDecode } from '../kit/first-decode';

const allied = (model: string, brand = 'Armstrong Air') => firstDecode(ALLIED_RULES, model, brand);

// Models as Allied's installation instructions name them (507270-03, 506724-01, 506787-01, 508297-01).
describe('§5.5 Allied gas furnaces', () => {
  it('A95UH1D / A93UH1D blower-table models: furnace, AFUE class, input code 045', () => {
    expect(allied('A93UH1D045B12')).toMatchObject({ family: 'allied', brand: 'Armstrong Air', type: 'furnaces', series: 'A93UH1', evidence: 'pattern' });
    expect(allied('A93UH1D045B12')?.fields).toMatchObject({ heating_input_kbtuh: 45, afue_percent: 93, efficiency_tier: 'upflow/horizontal, single-stage' });
  });
  it('A95UH2V135D20 (two-stage) and A95DF2E (downflow) for AirEase', () => {
    expect(allied('A95UH2V135D20', 'AirEase')).toMatchObject({ brand: 'AirEase', fields: { heating_input_kbtuh: 135, afue_percent: 95, efficiency_tier: 'upflow/horizontal, two-stage' } });
    expect(allied('A95DF2E070B16-', 'AirEase')?.fields.efficiency_tier).toBe('downflow, two-stage');
  });
  it('Ducane / Concord spelling 95G1UH-P, 92G1UH, 95G2UHV', () => {
    expect(allied('92G1UH045BE12', 'Ducane')).toMatchObject({ brand: 'Ducane', type: 'furnaces', series: '92G1UH', fields: { afue_percent: 92, heating_input_kbtuh: 45 } });
    expect(allied('95G2UHV090C20', 'Concord')).toMatchObject({ brand: 'Concord', series: '95G2UH', fields: { afue_percent: 95, heating_input_kbtuh: 90 } });
  });
  it('modulating M stage', () => {
    expect(allied('A97USMV090C16S')?.fields.efficiency_tier).toBe('upflow, modulating');
  });
  it('rejects nonsense and other families', () => {
    expect(allied('A95UH1E999B12')).toBeNull(); // no input code
    expect(allied('A50UH1E070B12')).toBeNull(); // no AFUE class
    expect(allied('AMVC95')).toBeNull(); // Goodman
    expect(allied('95G1XX070')).toBeNull();
    expect(allied('ABC123')).toBeNull();
  });
});

describe('Armstrong Air G1D/G2D furnaces (service reference SRH-G1D91/93, G2D93CT instructions)', () => {
  it('G1D93AU070D16C: single-stage upflow, 93 class, input 070', () => {
    expect(allied('G1D93AU070D16C')).toMatchObject({ type: 'furnaces', series: 'G1D93AU', fields: { afue_percent: 93, heating_input_kbtuh: 70, efficiency_tier: 'upflow, single-stage' } });
    expect(allied('G2D93CT090D16C', 'Concord')).toMatchObject({ brand: 'Concord', fields: { afue_percent: 93, efficiency_tier: 'multiposition, two-stage' } });
    expect(allied('G1D91BU110')?.fields.heating_input_kbtuh).toBe(110);
  });
  it('rejects other G shapes', () => {
    expect(allied('G1D93AU999')).toBeNull();
    expect(allied('G61MPV-36B-070')).toBeNull();
    expect(allied('GSX140361')).toBeNull();
  });
});
