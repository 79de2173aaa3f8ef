import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { MHI_KX_VRF_RULES } from './mhi-kx-vrf';

const d = (model: string, brand: string) => firstDecode(MHI_KX_VRF_RULES, model, brand);
const MHI = 'Mitsubishi Heavy Industries';

describe('MHI KX6 VRF modules', () => {
  // Data book KX-DB-127: outdoor FDC335KXE6-K, 400 … 680KXE6 (single use), FDC735KXE6 … 1360KXE6 (combination use);
  // indoor FDU … 224KXE6, 280KXE6; FDQS22KXE6, 28KXE6, 36KXE6, 45KXE6.
  it('outdoor modules and the large indoor units: mini-splits (VRF), no capacity', () => {
    expect(d('FDC335KXE6-K', MHI)).toMatchObject({ type: 'mini-splits', description: 'KX6 VRF outdoor (condensing) module', fields: {}, evidence: 'src' });
    expect(d('FDC560KXE6', MHI)).toMatchObject({ series: 'FDC-KXE6' });
    expect(d('FDC1360KXE6', MHI)).toMatchObject({ series: 'FDC-KXE6' });
    expect(d('FDU280KXE6', MHI)).toMatchObject({ type: 'mini-splits', description: 'KX6 VRF ducted indoor unit', fields: {} });
    expect(d('FDQS36KXE6', MHI)).toMatchObject({ series: 'FDQS-KXE6' });
    expect(decodeModelNumber('FDC1010KXE6', MHI)).toMatchObject({ type: 'mini-splits', family: 'mhi' });
    // Numbers off the data book's line-up, the light-commercial sizes (mhi.ts's), and the bare shape: not this rule's.
    expect(d('FDC340KXE6', MHI)).toBeNull();
    expect(d('FDC71KXE6', MHI)).toBeNull();
    expect(d('FDU160KXE6', MHI)).toBeNull();
    expect(d('FDC335KXE6', '')).toBeNull();
    expect(decodeModelNumber('FDC335KXE6', '')).toBeNull();
  });
});
