// Navien tankless water heaters written with the size class and variant letter alone (issue 18, id18m2). water-heaters/navien.ts
// reads NPE / NPN / NCB / NHB + size class, and another rule the NR / NP / CR series. Navien's NPE installation manual
// lists "Model NPE-180A NPE-210A NPE-240A NPE-150S NPE-180S NPE-210S NPE-240S" (A2 = second-generation A, RULES.md
// §10.4 [S131]), and the NR/NP service manual 20A-GT-001 "NR-180A NR-210A NR-240A NP-180A NP-210A NP-240A": every
// A / A2 / S model of those lists is a tankless water heater (the NCB combis carry E / H, the NHB boilers no letter),
// so with the brand Navien a size class 150–240 followed by A, A2 or S alone, as owners name the unit ("my Navien
// 210A"), is a tankless water heater. Brand required; a bare class without a letter (NCB-240 / NR-240) is not read.
// The numbers are size classes, not kBtu/h (§10.4): no input is reported.
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Navien NR/NP series service manual 20A-GT-001 (NR-180 … NP-240A): https://studylib.net/doc/25989009/navien-nr-np-service-manual-2011 · NPE installation manual (NPE-180A, NPE-210A, NPE-240A; NPE-150S … NPE-240S): https://ru.scribd.com/document/409582474/4-Navien-NPE-Installation-Manual-English-pdf';
const CLASS_ONLY = /^(150|180|210|240)(A2?|S)$/;

const navienTankless: NomenclatureRule = {
  id: 'navien.class-only',
  family: 'navien',
  brands: ['Navien'],
  unambiguousWithoutBrand: false,
  firstChars: '12',
  decode(model, brand) {
    if (brand === '') return null;
    const m = CLASS_ONLY.exec(model);
    if (m === null) return null;
    const letter = m[2] ?? '';
    return decodeOf('navien', 'Navien', model, {
      type: 'tankless water heaters',
      series: `${m[1] ?? ''}${letter}`,
      fields: { efficiency_tier: letter === 'S' ? 'condensing' : 'condensing, recirculation (A)' },
      description: 'gas tankless water heater',
      evidence: 'pattern',
      rule: 'Navien NPE size class written with its variant letter alone (210A, 180S)',
      source: SOURCE,
    });
  },
};

export const NAVIEN_SIZE_CLASS_RULES: readonly NomenclatureRule[] = [navienTankless];
