// Nortek (Nordyne) split outdoor units of the later print, where the unit kind is spelled out after the split letter:
// *SA… split air conditioner, *SH… split heat pump (the earlier *S… / *T… print is read by nordyne.site-built and
// nordyne.split-badge-letters-split19). Coverage and sources in README-extra.md ("Nortek *SA / *SH splits").
// Brand required (a Nortek-group badge); the leading letter is the badge letter of the installation instructions'
// wildcard (*SA4BE, *SH4BD) and their wiring-diagram captions (C, M (SH) … PSH4BE Series).
import { capacityFields, gridCapacity } from '../common';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { NORTEK_BRANDS } from './nordyne';

// Installation instructions "Split system air conditioner, 14 SEER, single phase models, *S4BE / *SA4BE - 018, 024, 030,
// 036, 042, 048, & 060 (1.5, 2, 2.5, 3, 3.5, 4, & 5 Ton) Series"; "Split system heat pump with tube & fin coils, T4BE -
// 018 … 060 (1.5 … 5 ton) Series", wiring diagrams "C,M(SH) & D,E,J(T4BE)", "PSH4BE Series"; Maytag "*SH4BD Series -
// Residential Split System Heat Pump" (*SH4BD018K … *SH4BD060K, 208/230-60-1); Maytag PSA4BG024K installation manual
// (unit type "AC for air conditioner").
const SOURCE =
  'Nortek installation instructions "*S4BE / *SA4BE - 018 … 060 (1.5 … 5 Ton) Series" split system air conditioner: https://manualzilla.com/doc/5990401/installation-manual-fs4be · "Split system heat pump with tube & fin coils, T4BE - 018 … 060 (1.5 … 5 ton) Series", wiring diagrams C,M(SH) / PSH4BE Series: https://vdocuments.mx/installation-split-system-heat-pump-with-tube-fin-coils-installation-instructions.html · Maytag "*SH4BD Series - Residential Split System Heat Pump": https://manuzoid.com/manuals/5Wr1a-Maytag%20CSH4BD%20User%20guide · Maytag PSA4BG024K installation manual: https://www.easymanua.ls/maytag/psa4bg024k/manual?p=7';
// Manufactured-housing print: "*SA(1,2)QD4M1 – (S,R)N24K, (S,R)N30K, (S,R)N36K, SN42K, SN48K, & SN60K (2, 2.5, 3, 3.5, 4,
// & 5 TON) Series" split system air conditioner for manufactured housing.
const MH_SOURCE =
  'Nortek installation instructions "Split system air conditioner for manufactured housing, *SA(1,2)QD4M1 – (S,R)N24K … SN60K (2 … 5 TON) Series": https://manualspro.net/238945-literature-hsa1qd-air-conditioner-split-instruction-manual';

// Badge letter · S · A / H · series digit · B + series letter · optional hyphen · size 018–060 · K (+ revision).
const SPLIT = /^([CDEFGJMP])S([AH])(\d)(B[A-Z])-?(018|024|030|036|042|048|060)(?:K[A-Z0-9]{0,3})?$/;
// Badge letter · SA · 1 / 2 · QD4M1 · S / R · N · size 24–60 (R only 24–36) · K.
const MH_SPLIT = /^([A-Z])SA([12])QD4M1-?([SR])N(24|30|36|42|48|60)K$/;
// The iQ Drive variable-speed print: badge letter · S · A / H · 1BG4 · option letters · two-digit size 24–60 · K
// (FSH1BG4CVRX24K). Technical specifications "FSH1BG Series Ultra High Efficiency Heat Pump, Up to 19 SEER, 2-5 Ton
// Capacities"; Maytag "iQDrive SA1BG4MV Series" split system air conditioner installation instructions; the NRCan rows
// rate FSH1BG4CVRX24K at 22,400 Btu/h and FSH1BG4CVRX36K at 34,400 Btu/h (2 and 3 nominal tons).
const IQ_SOURCE =
  'Nortek technical specifications "FSH1BG Series Ultra High Efficiency Heat Pump, Up to 19 SEER Residential System 2-5 Ton Capacities" (listed at https://autodocbox.com/amp/92395873-Hybrid/Technical-specifications.html) · Maytag "iQDrive SA1BG4MV Series" split system air conditioner installation instructions: https://www.manualslib.com/manual/2334827/Maytag-Iqdrive-Sa1bg4mv-Series.html · NRCan Greener Homes eligible ASHP list, Broan / Frigidaire FSH1BG4CVRX24K and 36K rows (shared/data/catalog/raw/ccashp.tsv)';
const IQ_SPLIT = /^([CDEFGJMP])S([AH])1BG4([A-Z]{1,5})(24|36|48|60)K$/;

const nortekSaSh: NomenclatureRule = {
  id: 'nordyne.split-sa-sh',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'CDEFGHJMP',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 83) return null; // second character S
    const m = SPLIT.exec(model);
    if (m !== null) {
      const [, badge = '', kind = '', digit = '', letters = '', size = ''] = m;
      const c = gridCapacity(size);
      if (c === null) return null;
      const hp = kind === 'H';
      return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
        type: hp ? 'heat pumps' : 'air conditioners',
        series: `${badge}S${kind}${digit}${letters}`,
        fields: capacityFields(c),
        description: hp ? 'split heat pump' : 'split air conditioner',
        evidence: 'src',
        rule: 'Nortek *SA / *SH splits: badge letter · S · A air conditioner / H heat pump · digit · B + letter · size 018–060 (1.5–5 tons) · K',
        source: SOURCE,
      });
    }
    const iq = IQ_SPLIT.exec(model);
    if (iq !== null) {
      const [, badge = '', kind = '', , size = ''] = iq;
      const c = gridCapacity(size);
      if (c === null) return null;
      const hp = kind === 'H';
      return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
        type: hp ? 'heat pumps' : 'air conditioners',
        series: `${badge}S${kind}1BG`,
        fields: Object.assign(capacityFields(c), { efficiency_tier: 'iQ Drive variable speed' }),
        description: hp ? 'split heat pump' : 'split air conditioner',
        evidence: 'pattern',
        rule: 'Nortek iQ Drive splits: badge letter · S · A / H · 1BG4 · option letters · size 24–60 (2–5 tons) · K',
        source: IQ_SOURCE,
      });
    }
    const mh = MH_SPLIT.exec(model);
    if (mh === null) return null;
    const [, badge = '', gen = '', coil = '', size = ''] = mh;
    if (coil === 'R' && Number(size) > 36) return null; // the title lists RN only for 24 / 30 / 36
    const c = gridCapacity(size);
    if (c === null) return null;
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
      type: 'air conditioners',
      series: `${badge}SA${gen}QD`,
      fields: capacityFields(c),
      description: 'split air conditioner for manufactured housing',
      evidence: 'src',
      rule: 'Nortek *SA1QD / *SA2QD manufactured-housing splits: badge letter · SA · 1 / 2 · QD4M1 · S / R · N · size 24–60 (2–5 tons) · K',
      source: MH_SOURCE,
    });
  },
};

// The T3BA / T3BN heat pumps printed without a badge letter, as their instructions title them ("GT3BA/T3BA/FT3BA Outdoor
// Heat Pump, 10 SEER High Efficiency Split System"; "T3BN Series High Efficiency Commercial Split System" outdoor heat
// pump): T3B · A / N · size 018–060 · K, the size read as the badge-lettered *T3BA of nordyne.site-built reads it.
const T3B_SOURCE =
  'Nordyne "GT3BA/T3BA/FT3BA Outdoor Heat Pump, User\'s Information/Installation Instructions, 10 SEER High Efficiency Split System": https://manualzz.com/doc/6673026/gt3ba-t3ba-ft3ba · Nordyne "T3BN Series High Efficiency Commercial Split System" outdoor heat pump user\'s information and installation instructions: https://somanualss.com/html/12/Nordyne-Heat-Pump-T3BN-User-Manual.html';
const T3B = /^T3B([AN])-?(018|024|030|036|042|048|060)(?:K[A-Z0-9]{0,3})?$/;

const nortekT3b: NomenclatureRule = {
  id: 'nordyne.split-t3b-without-badge',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 51) return null; // T3
    const m = T3B.exec(model);
    if (m === null) return null;
    const c = gridCapacity(m[2] ?? '');
    if (c === null) return null;
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
      type: 'heat pumps',
      series: `T3B${m[1] ?? ''}`,
      fields: capacityFields(c),
      description: m[1] === 'N' ? 'split heat pump (commercial)' : 'split heat pump, 10 SEER',
      evidence: 'pattern',
      rule: 'Nordyne T3BA / T3BN split heat pumps without a badge letter: T3B · A / N · size 018–060 · K',
      source: T3B_SOURCE,
    });
  },
};

export const NORTEK_SA_SH_RULES: readonly NomenclatureRule[] = [nortekSaSh, nortekT3b];
