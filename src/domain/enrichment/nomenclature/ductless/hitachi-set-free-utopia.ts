// Hitachi SET-FREE (VRF) and UTOPIA (light-commercial split) units, the schemes ductless/hitachi-room-split.ts leaves out
// (issue 18, VRF gap scan from gateway compatibility lists). Hitachi's technical catalogues list the models by type:
// SET-FREE FSN1 (SP1-S03): indoor "In-the-Ceiling Type RPI-0.8FSN … RPI-5.0FSN", "4-Way Cassette Type RCI-1.0FSN …",
// "2-Way Cassette Type RCD-…FSN", "Wall Type RPK-0.8FSNSM1 … RPK-4.0FSNSM", "Floor Type RPF-1.0FSN(E)", "Floor Concealed
// Type RPFI-…FSN(E)", "Ceiling Type RPC-2.0FSN … 5.0FSN" and outdoor units RAS-5FSN, RAS-8FSN1 … RAS-32FSN1; the FSXN1 /
// FSXNH brochure the outdoor units RAS-…FSXN1 (8 to 54 HP) / FSXNH (5 to 36 HP); the UTOPIA catalogues the outdoor units
// RAS-2HVRNE … (2 ~ 12 HP) and RAS-3HVRC2, RAS-(4-6)H(V)RC2E / RP2E / NC2E / NP2E. The number before the series is the
// nominal HP (indoor 0.8 … 10, outdoor 2 … 54), which is no cooling rating: type only. VRF indoor and outdoor units and
// the UTOPIA splits are mini-splits, as ductless/vrf.ts types VRF. Brand required (Toshiba prints RAS too).
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Hitachi Technical Catalog SP1-S03 (2006) "SET-FREE FSN1 Series" model list by type: https://www.scribd.com/document/860633544/SP1-S03-2006-CT1 · Hitachi "SET-FREE FSXN1 / FSXNH" brochure (8 to 54 HP / 5 to 36 HP): https://ja.scribd.com/document/146523223/FSXN1-FSXNH · Hitachi "UTOPIA H(V)RNE / HN(V)E Series Technical Catalog, Outdoor Units 2 ~ 12 HP": https://www.scribd.com/document/609399086/Technical-Manual-HITACHI-RAS-2HVRNE-y-otras · Hitachi technical catalogue TCGB0136 "UTOPIA R32 series RAS-3HVRC2, RAS-(4-6)H(V)RC2E, RAS-(4-6)H(V)RP2E, RAS-(4-6)H(V)NC2E, RAS-(4-6)H(V)NP2E": https://manualib.top/manual/2197229/Hitachi-Utopia-R32-Series.html';

const INDOOR_KIND: Record<string, string> = {
  PI: 'in-the-ceiling (ducted) indoor unit',
  PIL: 'in-the-ceiling (ducted) indoor unit',
  PIH: 'in-the-ceiling (ducted) indoor unit',
  CI: '4-way cassette indoor unit',
  CIM: '4-way cassette indoor unit',
  CD: '2-way cassette indoor unit',
  PK: 'wall indoor unit',
  PF: 'floor indoor unit',
  PFI: 'floor concealed indoor unit',
  PC: 'ceiling indoor unit',
};
// R · unit letters · - · nominal HP (0.8, 1.0 … 5.0, 8, 10) · FS series letters (FSN, FSN1, FSN2E, FSNSM2, FSR …).
const INDOOR = /^R(PIL|PIH|PFI|CIM|PI|CI|CD|PK|PF|PC)-?(\d{1,2}(?:\.\d)?)(FS[A-Z0-9]{0,6})$/;
const INDOOR_HP = new Set([0.4, 0.6, 0.8, 1, 1.3, 1.5, 1.8, 2, 2.3, 2.5, 3, 3.5, 4, 5, 6, 8, 10]);
// SET-FREE outdoor: RAS · - · HP 5–54 · FS series (FSN1, FSN2, FSXN1E, FSXNH …).
const SET_FREE_OUTDOOR = /^RAS-?(\d{1,2})FS[A-Z]{1,4}\d?E?$/;
// UTOPIA outdoor: RAS (RASC centrifugal) · - · HP 2–12 · H · V (single phase) · R / N series letters · digit · E.
const UTOPIA_OUTDOOR = /^RASC?-?(\d{1,2})HV?[RN][A-Z]{0,3}\d?E?$/;

const hitachiSetFreeUtopia: NomenclatureRule = {
  id: 'ductless-other.hitachi-set-free-utopia',
  family: 'ductless_other',
  brands: ['Hitachi'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 82 /* R */) return null;
    let description: string;
    let series: string;
    if (model.startsWith('RAS')) {
      const s = SET_FREE_OUTDOOR.exec(model);
      if (s !== null) {
        const hp = Number(s[1]);
        if (hp < 5 || hp > 54) return null;
        description = 'SET-FREE (VRF) outdoor unit';
        series = 'RAS-FS';
      } else {
        const u = UTOPIA_OUTDOOR.exec(model);
        if (u === null) return null;
        const hp = Number(u[1]);
        if (hp < 2 || hp > 12) return null;
        description = 'UTOPIA split system outdoor unit';
        series = 'RAS-H';
      }
    } else {
      const i = INDOOR.exec(model);
      if (i === null || !INDOOR_HP.has(Number(i[2]))) return null;
      description = `SET-FREE / UTOPIA ${INDOOR_KIND[i[1] ?? ''] ?? 'indoor unit'}`;
      series = `R${i[1] ?? ''}-FS`;
    }
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Hitachi'),
      type: 'mini-splits',
      series,
      model,
      description,
      fields: {},
      evidence: 'pattern',
      rule: 'Hitachi SET-FREE / UTOPIA: RPI / RCI / RCD / RPK / RPF / RPFI / RPC · HP · FS… indoor; RAS · HP · FS… (SET-FREE) or H(V)R… / H(V)N… (UTOPIA) outdoor, as the technical catalogues list them by type; type only',
      source: SOURCE,
    });
  },
};

export const HITACHI_SET_FREE_UTOPIA_RULES: readonly NomenclatureRule[] = [hitachiSetFreeUtopia];
