// Older and commercial boiler series and type codes (boilers/cast-iron-series.ts, boilers/series-cast-iron.ts) through the
// dispatcher with each brand. Series names and section ranges from the manuals each rule cites (Burnham V11 8142604,
// PF-5 8142501, commercial catalog; Peerless 61/62 L0308192, TC, LC/LCE L0308199; Weil-McLain 88 550-100-068,
// PER 550-141-396; Burnham Series 2 81417032 and firetube catalog; New Yorker CG-C / CG-D / CG-F / CGS-A / FR manuals;
// Dunkirk DXL / PWX / PWXL / PSB, Utica MGB / MGC / MAGB and Crown BSI manuals; Viessmann CU3A, WH0A / WH1 and Vitomax documents), never from data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('older and commercial boiler series (boil19)', () => {
  it.each([
    // Burnham V11 rating label "_V11___"; V-9 Series manual title.
    ['Burnham', 'V11', 'V9 / V11'],
    ['Burnham', 'V-11', 'V9 / V11'],
    ['Burnham', 'V11 Series', 'V9 / V11'],
    ['Burnham', 'V-9 Series', 'V9 / V11'],
    // PF-5 Series cast iron hydronic heating unit, 18 sizes.
    ['Burnham', 'PF-5', 'PF-5'],
    ['Burnham', 'PF-5 Series', 'PF-5'],
    // Commercial catalog: Series 5B, Series 8H, MPC Series.
    ['Burnham', 'Series 5B', 'Series 5B / 8H'],
    ['Burnham', 'Series 8H', 'Series 5B / 8H'],
    ['Burnham', 'MPC Series', 'MPC'],
    // Peerless 61/62 (3-8 sections), TC (TC-04 … TC-07 in the manual title, 4-18 sections), LC/LCE (4-24 sections).
    ['Peerless', 'Series 62', '61 / 62'],
    ['Peerless', 'TC Series', 'TC'],
    ['Peerless', 'Series TC', 'TC'],
    ['Peerless', 'LCE-12', 'LC / LCE'],
    // Burnham Series 2 sizes 202 … 210 (rating label "2__-___"); firetube catalog Series 3, 4F-40, 4S, 4N.
    ['Burnham', '203', 'Series 2'],
    ['Burnham', '210', 'Series 2'],
    ['Burnham', 'Series 3', 'Series 3 / 4 firetube'],
    ['Burnham', '4F-40', 'Series 3 / 4 firetube'],
    ['Burnham', 'Series 4N', 'Series 3 / 4 firetube'],
    // New Yorker manual titles CG-C / CG-D / CGS-A Series; CG-F models CG20F … CG90F; FR-HGS / FR-HGSII.
    ['New Yorker', 'CG-C', 'CG-C / CG-D / CG-F / CGS-A'],
    ['New Yorker', 'CGS-A Series', 'CG-C / CG-D / CG-F / CGS-A'],
    ['New Yorker', 'CG50F', 'CG-F'],
    ['New Yorker', 'FR-HGSII', 'FR'],
    // Dunkirk DXL Series II (DXL-50 … DXL-200), Plymouth Xtreme PWX / PWXL, Plymouth Steam PSB; Crown BSI ("Bermuda" guide).
    ['Dunkirk', 'DXL-100', 'DXL'],
    ['Dunkirk', 'DXL', 'DXL'],
    ['Dunkirk', 'PWXL', 'Plymouth Xtreme PWX / PWXL'],
    ['Dunkirk', 'PWX', 'PWX'],
    ['Dunkirk', 'PSB', 'PSB'],
    ['Crown Boiler', 'Bermuda', 'BSI'],
    ['Crown Boiler', 'BSI', 'BSI'],
    // Utica MGB (manual 37611601 sizes 38 … 300; MGB-K / DXL-K manual 240013750), MGC-8D / -9D, MAGB modular.
    ['Utica', 'MGB', 'MGB'],
    ['Utica', 'MGB225', 'MGB'],
    ['Utica', 'MGB-K', 'MGB'],
    ['Utica', 'DXL-K', 'DXL'],
    ['Utica', 'MGC-8D', 'MGC'],
    ['Utica', 'MAGB', 'MAGB'],
    // Bare three-letter series: Weil-McLain CGa / CGs / CGt / LGB / WGO / SGO, Burnham RSA / 2PV (manual titles).
    ['Weil-McLain', 'CGa', 'CGA'],
    ['Weil-McLain', 'WGO', 'WGO'],
    ['Weil-McLain', 'SGO', 'SGO'],
    ['Weil-McLain', 'LGB', 'LGB'],
    ['Burnham', 'RSA', 'RSA'],
    ['Burnham', '2PV', '2PV'],
    // Viessmann type codes: Vitocrossal 300 CU3A, Vitopend 100 WH0A / WH1, Vitomax M148 … M343.
    ['Viessmann', 'CU3A', 'Vitocrossal 300 CU3A'],
    ['Viessmann', 'WH0A', 'Vitopend 100'],
    ['Viessmann', 'M148', 'Vitomax'],
    ['Viessmann', 'M82A', 'Vitomax'],
    // Weil-McLain 88 Series 2; PER Series 3 electric-hydronic.
    ['Weil-McLain', '88 Series 2', '88'],
    ['Weil-McLain', 'PER Series 3', 'PER'],
  ])('%s %s → boilers (%s)', (brand, model, series) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'boilers', series });
  });

  it.each([['Peerless', '61-05'], ['Peerless', 'TC-07']])('%s %s (series · sections) → boilers', (brand, model) => {
    expect(decodeModelNumber(model, brand)?.type).toBe('boilers');
  });

  it('a Dunkirk brand keeps its name on the ECR keys', () => {
    expect(decodeModelNumber('DXL-K', 'Dunkirk')?.brand).toBe('Dunkirk');
  });

  it('PER is electric; the other series leave the fuel absent (several firing options)', () => {
    expect(decodeModelNumber('PER Series 3', 'Weil-McLain')?.fields.fuel).toBe('electric');
    expect(decodeModelNumber('PF-5', 'Burnham')?.fields.fuel).toBeUndefined();
    expect(decodeModelNumber('TC-07', 'Peerless')?.fields.fuel).toBeUndefined();
    expect(decodeModelNumber('FR-HGS', 'New Yorker')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('WGO', 'Weil-McLain')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('CGa', 'Weil-McLain')?.fields.fuel).toBeUndefined();
  });

  it.each([
    // Brand required: bare series names are not read without one.
    ['', 'V-11'],
    ['', '61-05'],
    ['', 'PF-5'],
    // Outside the manuals' section ranges (61/62: 3-8; TC: 4-18; LC/LCE: 4-24).
    ['Peerless', '61-09'],
    ['Peerless', 'TC-19'],
    ['Peerless', 'LCE-25'],
    // Off the documents' lists: Series 2 ends at 210, CG-F at CG90F, Vitomax has no M149.
    ['Burnham', '211'],
    ['New Yorker', 'CG10F'],
    ['Viessmann', 'M149'],
    ['Dunkirk', 'DXL-60'],
    ['Utica', 'MGC-7'],
    // Another maker's brand does not take these shapes.
    ['Carrier', 'PF-5 Series'],
  ])('%s %s → not read by these rules', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.rule ?? '').not.toMatch(/as the rating plate or owner names it|Series 2 gas boiler sizes|DXL \/ PWX \/ PSB/);
  });
});
