// Mitsubishi Heavy Industries (MHI) ductless model-number nomenclature (not in RULES.md).
// Export room units: SRK (wall indoor) / SRC (outdoor) / SRF (floor) / SRR (ducted) · kW×10 class ·
// range letters (SRK20ZFX-S, SRK25ZFX-S, SRK35ZFX-S, SRK50ZFX-S). Packaged / VRF: FD + unit letters ·
// kW×10 class (FDT28KXE6A cassette, FDU71KXE6 ducted, FDK22KXE6 wall, FDC… outdoor).
// North-American DXK (indoor) / DXC (outdoor) · kBtu/h (DXK12ZSA-W): no key found, tagged unconfirmed.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { coolingFromKw10, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Mitsubishi Heavy Industries'] as const;

const ROOM = /^SR([KCFR])(\d\d)([A-Z]{2,4})/;
const ROOM_KW10 = new Set([20, 25, 35, 40, 45, 50, 60, 63, 71, 80]);
/** Multi-split outdoor units SCM + kW×10 class (SCM40ZS-S, SCM60ZM-S, SCM80ZM-S). */
const MULTI = /^SCM(\d\d|100|125)([A-Z]{2,4})/;
const MULTI_KW10 = new Set([40, 45, 50, 60, 71, 80, 100, 125]);
// R (FDR / FDRJ ceiling-concealed "ducted cassette") and Q (FDQM / FDQMJ / FDQMA, FDQSA) are read as the other unit letters:
// MHI technical manual FDC-HKX / FDC-HKXR indoor line-ups print FDRJ22~140HKXE2 and FDQMJ36~140HKXE2 / HKXE3, data book
// '06 KX, KXR-T-108 prints FDQMA22~36KXE4R and FDQSA22~56KXE5R, all on the kW×10 classes below (sources in PACKAGED_SOURCE).
const PACKAGED = /^FD([CTUKEFRQ][A-Z]{0,2})(\d{2,3})([A-Z]{2,5})/;
const NA = /^DX([KC])(\d\d)([A-Z]{2,4})/;
// The earlier ceiling-recessed packaged splits, R22 "FDT208CEN-SA, 258CEN-SA, 308CEN-A, 308CES-A, 408CES-A, 508CES-A" and
// R407C "FDTNP208CEN-S … 508CES-S": the number is no kW×10 class (the manual's "How to read the model name" page was not in
// reach), so type only, on the six numbers printed.
const FDT_C = /^FDT(?:NP)?(208|258|308|408|508)CE[NS](?:-?(?:SA|S|A))?$/;
const FDT_C_SOURCE =
  'MHI technical manual "9. Ceiling recessed type packaged air-conditioner, split system, air cooled cooling only type" (FDT208CEN-SA, 258CEN-SA, 308CEN-A, 308CES-A, 408CES-A, 508CES-A; FDTNP208CEN-S … 508CES-S): http://manualzz.com/doc/47772838/9.-ceiling-recessed-type-packaged-air---c-o-k.ru';
const NA_KBTUH = new Set([9, 12, 15, 18, 22, 24, 30, 36]);

const UNIT: Record<string, string> = {
  K: 'wall-mounted indoor unit', C: 'outdoor unit', F: 'floor-standing indoor unit', R: 'ducted indoor unit',
};
const ROOM_SOURCE =
  'MHI Wall mounted type room air-conditioner technical manual, SRK20ZFX-S, 25ZFX-S, 35ZFX-S, 50ZFX-S: https://homedocbox.com/amp/112118929-Appliances/Wall-mounted-type-room-air-conditioner-split-system-air-to-air-heat-pump-type.html';
const PACKAGED_SOURCE =
  "MHI KX6 Data Book '09 KX-DB-127 (FDT28KXE6A … FDU280KXE6, FDC335KXE6): https://www.scribd.com/document/719586530/Data-Book-KXE6 · MHI technical manual FDC-HKX / FDC-HKXR (FDRJ22~140HKXE2, FDQMJ36~140HKXE2 / HKXE3): https://manualzilla.com/doc/7356763/mitsubishi-fdkj22hkxe2-specifications and https://de.scribd.com/document/464044867/7385970 · MHI '06 KX, KXR-T-108 (FDQMA22~36KXE4R): https://de.scribd.com/document/326161781/FDTSA-71KX4R-06-KX-KXR-T-108-140-1360KX4R-224-1360KXR4R";

function decodeMhi(model: string, brand: string, series: string, fields: DecodedFields, description: string, evidence: EvidenceTag, source: string) {
  return decodeOf('mhi', pickBrand(BRANDS, brand), model, {
    type: 'mini-splits',
    series,
    fields,
    description,
    evidence,
    rule: 'MHI ductless (SRK25ZFX-S: kW×10 class; FDT71KXE6: kW×10; DXK12ZSA-W: kBtu/h)',
    source,
  });
}

export const mhiDuctless: NomenclatureRule = {
  id: 'mhi.ductless',
  family: 'mhi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'SFD',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 83) {
      // S
      const multi = MULTI.exec(model);
      if (multi) {
        const kw10 = Number(multi[1]);
        if (!MULTI_KW10.has(kw10)) return null;
        return decodeMhi(model, brand, `SCM-${multi[2] ?? ''}`, coolingFromKw10(kw10), 'ductless multi-split outdoor unit', 'pattern', ROOM_SOURCE);
      }
      const m = ROOM.exec(model);
      if (!m || !ROOM_KW10.has(Number(m[2]))) return null;
      const [, unit = '', code = '', range = ''] = m;
      return decodeMhi(model, brand, `SR${unit}-${range}`, coolingFromKw10(Number(code)), `ductless ${UNIT[unit] ?? 'unit'}`, unit === 'K' ? 'src' : 'pattern', ROOM_SOURCE);
    }
    if (c0 === 70) {
      // F
      if (FDT_C.test(model)) return decodeMhi(model, brand, 'FDT-C', {}, 'ceiling recessed packaged air conditioner (indoor unit)', 'pattern', FDT_C_SOURCE);
      const m = PACKAGED.exec(model);
      if (!m) return null;
      const [, unit = '', code = '', range = ''] = m;
      const kw10 = Number(code);
      // Light-commercial split sizes only (2.2–16 kW); larger FDC numbers are VRF condensing modules.
      if (kw10 < 22 || kw10 > 160) return null;
      return decodeMhi(model, brand, `FD${unit}-${range}`, coolingFromKw10(kw10), unit.startsWith('C') ? 'ductless outdoor unit' : 'ductless indoor unit', 'pattern', PACKAGED_SOURCE);
    }
    if (c0 === 68) {
      // D
      const m = NA.exec(model);
      if (!m || !NA_KBTUH.has(Number(m[2]))) return null;
      const [, unit = '', code = '', range = ''] = m;
      const kbtuh = Number(code);
      return decodeMhi(model, brand, `DX${unit}-${range}`, { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 }, `ductless ${UNIT[unit] ?? 'unit'}`, 'unconfirmed', 'No MHI nomenclature key found; DX K/C and the kBtu/h reading follow the SRK/SRC scheme and the North-American size classes (unconfirmed)');
    }
    return null;
  },
};

export const MHI_RULES: readonly NomenclatureRule[] = [mhiDuctless];
