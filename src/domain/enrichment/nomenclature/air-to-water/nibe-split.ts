// NIBE SPLIT indoor units (not in RULES.md): the air/water split system NIBE SPLIT pairs the outdoor unit AMS 10
// (read by nibe.ts) with an indoor hydro box HBS 12 (for AMS 10-8 / AMS 10-12) or HBS 16 (for AMS 10-16), or with
// the indoor unit with hot-water tank ACVM 270, as the titles of NIBE's installation and maintenance instructions
// name them. These indoor halves are typed `heat pumps` like the other indoor hydro units (README-extra.md, "How
// indoor hydro units are typed"); their number names the pairing or the tank, so no capacity is read. HBS 05 and
// the HE 30 / HEV 300 / HEV 500 tanks are not read (no NIBE document for HBS 05 in reach; the tanks are no heat pump).
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['NIBE'] as const;
const SOURCE =
  'NIBE Monterings- och skötselanvisning NIBE SPLIT "AMS 10-8/AMS 10-12, HBS 12, HE 30/HEV 300/HEV 500", "AMS 10-16, HBS 16, HE 30/HEV 300/HEV 500" and "ACVM 270, AMS 10" (MOS SE; "NIBE SPLIT ACVM 270 Luft/vatten-värmepump"): https://docplayer.se/amp/44540345-Mos-se-15-nibe-split-monterings-och-skotselanvisning-nibe-split.html; NIBE Projekční podklad NIBE SPLIT s hydroboxem HBS, tepelné čerpadlo vzduch-voda (PP CZ V06102013): https://doczz.cz/doc/160572/projek%C4%8Dn%C3%AD-podklad-nibe%E2%84%A2-split-s-hydroboxem-hbs';
const RULE = 'NIBE SPLIT indoor unit (not in RULES.md): HBS 12 / HBS 16 hydro box, ACVM 270 indoor unit with tank (type only)';

const HBS = /^(?:NIBE)?(?:SPLIT)?HBS-?(12|16)$/;
const ACVM = /^(?:NIBE)?(?:SPLIT)?ACVM-?270$/;

export const nibeSplitIndoor: NomenclatureRule = {
  id: 'nibe.split-indoor',
  family: 'nibe',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NSHA',
  decode(model, brand) {
    const h = HBS.exec(model);
    if (h) {
      return decodeOf('nibe', pickBrand(BRANDS, brand), model, { type: 'heat pumps', series: `HBS ${h[1]!}`, fields: {}, description: `NIBE SPLIT indoor hydro box for the AMS 10 outdoor unit`, evidence: 'src', rule: RULE, source: SOURCE });
    }
    if (ACVM.test(model)) {
      return decodeOf('nibe', pickBrand(BRANDS, brand), model, { type: 'heat pumps', series: 'ACVM 270', fields: {}, description: 'NIBE SPLIT indoor unit with hot-water tank for the AMS 10 outdoor unit', evidence: 'src', rule: RULE, source: SOURCE });
    }
    return null;
  },
};

export const NIBE_SPLIT_RULES: readonly NomenclatureRule[] = [nibeSplitIndoor];
