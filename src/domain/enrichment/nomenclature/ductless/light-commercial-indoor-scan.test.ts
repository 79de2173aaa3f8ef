// Light-commercial indoor units of the installation-manual gap scan (issue 18): the makers' printed numbers decode, and
// near misses (numbers off the printed line-ups, other products' shapes, no brand) do not. Expected values come from the
// documents cited in the rule modules (README-extra.md, "Light-commercial indoor units of the installation-manual gap scan").
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { DAIKIN_DUCTLESS_RULES } from './daikin';
import { LG_CASSETTE_SYSTEM_RULES } from './lg-cassette-system';
import { MHI_KX_VRF_RULES } from './mhi-kx-vrf';
import { MHI_RULES } from './mhi';
import { SAMSUNG_EUROPE_CAC_RULES } from './samsung-europe-cac';

const MHI = 'Mitsubishi Heavy Industries';

describe('MHI FDR / FDQM indoor units and the earlier outdoor modules', () => {
  it('reads FDRJ and FDQMJ / FDQMA / FDQSA as the other unit letters (kW×10 class)', () => {
    // Technical manual FDC-HKX: FDRJ22HKXE2 … FDRJ140HKXE2; FDC-HKXR: FDQMJ36HKXE3 … FDQMJ140HKXE2; KX-T-108: FDQMA22KXE4R.
    expect(firstDecode(MHI_RULES, 'FDRJ22HKXE2', MHI)).toMatchObject({ type: 'mini-splits', series: 'FDRJ-HKXE', fields: { cooling_capacity_kbtuh: 7.5 } });
    expect(firstDecode(MHI_RULES, 'FDRJ140HKXE2', MHI)).toMatchObject({ type: 'mini-splits', description: 'ductless indoor unit' });
    expect(firstDecode(MHI_RULES, 'FDQMJ36HKXE3', MHI)).toMatchObject({ type: 'mini-splits', series: 'FDQMJ-HKXE' });
    expect(firstDecode(MHI_RULES, 'FDQMA22KXE4R', MHI)).toMatchObject({ type: 'mini-splits' });
    expect(firstDecode(MHI_RULES, 'FDQSA56KXE5R', MHI)).toMatchObject({ type: 'mini-splits' });
    // Off the class range, and the KX6 outdoor module (kx-vrf's): not this rule's.
    expect(firstDecode(MHI_RULES, 'FDRJ180HKXE2', MHI)).toBeNull();
    expect(firstDecode(MHI_RULES, 'FDC335KXE6', MHI)).toBeNull();
  });

  it('reads the ceiling-recessed packaged FDT-C / FDTNP-C numbers, type only', () => {
    // Technical manual "9. Ceiling recessed type packaged air-conditioner": FDT208CEN-SA … 508CES-A, FDTNP208CEN-S … 508CES-S.
    expect(firstDecode(MHI_RULES, 'FDT208CEN-SA', MHI)).toMatchObject({ type: 'mini-splits', series: 'FDT-C', fields: {} });
    expect(firstDecode(MHI_RULES, 'FDT308CES-A', MHI)).toMatchObject({ series: 'FDT-C' });
    expect(firstDecode(MHI_RULES, 'FDTNP508CES-S', MHI)).toMatchObject({ series: 'FDT-C' });
    expect(firstDecode(MHI_RULES, 'FDT209CEN-SA', MHI)).toBeNull();
  });

  it('reads the KX4 / KXR / HKX outdoor modules and the FDUA224 / 280 ducted units, type only', () => {
    // KX-T-108 / KX-T-114: FDCA335HKXE4R-K, FDCA335HKXE4BRK, FDCA1360HKXE4R, FDCA224HKXRE4R, FDUA224KXE4R, FDUA280KXE4R.
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCA335HKXE4R-K', MHI)).toMatchObject({ type: 'mini-splits', series: 'FDCA-HKX', fields: {}, evidence: 'src' });
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCA335HKXE4BRK', MHI)).toMatchObject({ series: 'FDCA-HKX' });
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCA1360HKXE4R', MHI)).toMatchObject({ series: 'FDCA-HKX' });
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCA224HKXRE4R', MHI)).toMatchObject({ series: 'FDCA-HKX' });
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDUA280KXE4R', MHI)).toMatchObject({ type: 'mini-splits', series: 'FDUA-KXE4R' });
    // FDC-HKXR: FDCP224HKXRE2A, FDCP280HKXRE2V, FDCP2001HKXRE2; FDC-HKX: FDCJ224HKXE2, FDCP280HKXE2.
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCP224HKXRE2A', MHI)).toMatchObject({ series: 'FDCP-HKXRE2', description: 'HKXR heat-recovery VRF outdoor unit' });
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCP2001HKXRE2', MHI)).toMatchObject({ series: 'FDCP-HKXRE2' });
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCJ224HKXE2', MHI)).toMatchObject({ series: 'FDCJ-HKXE2', description: 'HKX VRF outdoor unit' });
    expect(decodeModelNumber('FDCP280HKXE2', MHI)).toMatchObject({ family: 'mhi', type: 'mini-splits' });
    // Off the printed line-ups (a class not listed, 2001 without the heat-recovery R, an FDCJ heat-recovery unit) and no brand.
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCA340HKXE4R', MHI)).toBeNull();
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCJ2001HKXE2', MHI)).toBeNull();
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDCJ224HKXRE2A', MHI)).toBeNull();
    expect(firstDecode(MHI_KX_VRF_RULES, 'FDUA160KXE4R', MHI)).toBeNull();
    expect(decodeModelNumber('FDCA335HKXE4R-K', '')).toBeNull();
  });
});

describe('LG LT ceiling cassettes', () => {
  const lg = (model: string, brand = 'LG') => firstDecode(LG_CASSETTE_SYSTEM_RULES, model, brand);
  it('reads the service manuals\' LT-B / LT-D / LT-E and LT-C / LT-H numbers, type only', () => {
    // Service manuals: LT-E1860RJ/RH, LT-E2460RJ/RH, LT-D3680RJ/RH/FJ/FH, LT-D4880RJ/RH/FJ/FH; LT-E1820CL … LT-E2462CL,
    // LT-C182ELE0, LT-H246ELF0; LT-B2461CL … LT-B3661HL.
    for (const model of ['LT-E1860RJ', 'LT-E2460RH', 'LT-D3680FH', 'LT-D4880RJ', 'LT-E1820CL', 'LT-E2462HL', 'LT-B2461CL', 'LT-B3021HL', 'LT-B3661CL', 'LT-C182ELE0', 'LT-H246ELF0']) {
      expect(lg(model), model).toMatchObject({ family: 'lg', type: 'mini-splits', fields: {}, evidence: 'pattern' });
    }
    expect(lg('LT-E1860RJ')).toMatchObject({ series: 'LT-E' });
    expect(decodeModelNumber('LT-D3680RJ', 'LG')).toMatchObject({ family: 'lg', type: 'mini-splits' });
  });
  it('leaves other shapes alone', () => {
    expect(lg('LT-E1960RJ')).toBeNull(); // class 19 is on no list
    expect(lg('LT-A1860RJ')).toBeNull();
    expect(lg('LT-C183ELG0')).toBeNull();
    expect(lg('LT1016CER')).toBeNull(); // through-the-wall room unit: another rule's
    expect(lg('LT-E1860RJ', '')).toBeNull();
  });
});

describe('Samsung earlier system air conditioners KH / GH / CH / UH', () => {
  const s = (model: string, brand = 'Samsung') => firstDecode(SAMSUNG_EUROPE_CAC_RULES, model, brand);
  it('reads the manuals\' numbers, type and unit only', () => {
    // KH026EAM KH035EAM / UH026EAM UH035EAM; GH052EAM GH070EAM / UH052EAMT UH070EAMT; CH070CAV1 CH105CAV CH140CAV.
    expect(s('KH026EAM')).toMatchObject({ type: 'mini-splits', description: 'system air conditioner cassette indoor unit', fields: {} });
    expect(s('UH070EAMT')).toMatchObject({ type: 'mini-splits', description: 'system air conditioner outdoor unit' });
    expect(s('GH052EAM')).toMatchObject({ description: 'system air conditioner indoor unit' });
    expect(s('CH070CAV1')).toMatchObject({ description: 'system air conditioner cassette indoor unit' });
    expect(s('CH140CAV')).toMatchObject({ series: 'CH system air conditioner' });
  });
  it('leaves other classes, letters and brands alone', () => {
    expect(s('KH027EAM')).toBeNull();
    expect(s('MH026FECA')).toBeNull();
    expect(s('KH026EAM', '')).toBeNull();
    expect(decodeModelNumber('UH052EAMT', 'LG')).toBeNull();
  });
});

describe('Daikin SkyAir RZQ / RZQS three-digit kW classes', () => {
  const d = (model: string) => firstDecode(DAIKIN_DUCTLESS_RULES, model, 'Daikin');
  it('reads RZQ100~140C7V1B and RZQS71 · 100 · 125 · 140C7V1B (SiBE28-804) as kW×10 classes', () => {
    expect(d('RZQ100C7V1B')).toMatchObject({ type: 'mini-splits', series: 'RZQ' });
    expect(d('RZQ100C7V1B')?.fields.cooling_capacity_kbtuh).toBeCloseTo(34.1, 1);
    expect(d('RZQS125C7V1B')).toMatchObject({ type: 'mini-splits', series: 'RZQS' });
    expect(d('RZQS71C7V1B')).toMatchObject({ series: 'RZQS' });
    expect(d('RZQ71C7V1B')).toMatchObject({ series: 'RZQ' });
  });
  it('keeps three digits to RZQ / RZQS and to the printed classes', () => {
    expect(d('RZQ110C7V1B')).toBeNull();
    expect(d('RZR100C7V1B')).toBeNull();
    expect(d('RXS100C7V1B')).toBeNull();
  });
});
