// AAON series beside RN / RQ (issue 18): each series is read for its type only, from the title AAON's document gives the
// series. AAON prints a feature string (series · unit size · voltage · option groups), not a capacity key; the unit-size
// tables were not in reach as text, so no capacity is given. Brand AAON required. README-extra.md ("AAON other series").
//   RK, RL, RM, RZ — rooftop units (`packaged units`): RK user manual for models RK-02 … RK-60 (heating & cooling
//     systems); "RM Series Heating • Cooling & Combination Rooftop Units" (RM-002 … RM-030 installation manual, 7-2003); "RL Series Packaged Rooftop Units & Outdoor Air Handling Units" (RL-240 IOM, "RL Series Feature String
//     Nomenclature") and the older "RL Series Heating • Cooling & Combination Rooftop Units"; "RZ Series (45-240 tons)
//     Packaged Rooftop Units & Outdoor Air Handling Units" ("RZ Series Feature String Nomenclature").
//   SB — "SB Series Vertical Self Contained Units" (SB-003 IOM, "SB Series Feature String Nomenclature"): a packaged
//     (self-contained) unit.
//   H3, V3 — "H3/V3 Series Horizontal and Vertical Indoor Air Handling Units" (engineering catalog and H3 IOM).
//   WV — filed by AAON, Inc. on the ENERGY STAR Certified Geothermal Heat Pumps list as "Closed Loop Water-to-Air"
//     heat pumps (WV-036 / 048 / 060-1-V / H-…): `geothermal heat pumps`.
// Left out: the condensing units CB / CC / CF (AAON sells them as condensers, condensing units and air-source heat pumps
// with no series letter that tells them apart: the CB Series IOM for CB-024 … CB-060 gives heat-pump placement rules, the
// CF Series IOM lists "air-source heat pump" among its features), RF (no AAON document found), F1, M2, WH, LF, SA (no document giving
// the shape of the feature string found).
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { EvidenceTag, NomenclatureRule } from '../types';
import type { EquipmentType } from '../../catalog/equipment-types';

const ROOFTOP_SOURCE =
  'AAON RK Series user manual (models RK-02 … RK-60): https://azmanual.top/manuals/326850/aaon-rk-60-rk-50-rk-40-rk-30-rk-26-rk-25-rk-20-rk-16-rk-15-rk-13-rk-10-rk-08-rk-07-rk-06-rk-05-rk-04-rk-03-rk-02.html · AAON RL-240 IOM "RL Series Packaged Rooftop Units & Outdoor Air Handling Units" ("RL Series Feature String Nomenclature"): https://manualmachine.com/aaon/rl240/1460625-user-manual · "RL Series Heating • Cooling & Combination Rooftop Units": https://www.manualslib.com/manual/1635986/Aaon-Rl-Series.html · AAON "RM Series Heating • Cooling & Combination Rooftop Units" installation instruction manual (RM-002 … RM-030, 7-2003): https://manuzoid.com/manuals/wJq6x-AAON%20RM-030%20packaged%20rooftop%20system%20Installation,%20Operation%20&%20Maintenance%20Manual · "RZ Series (45-240 tons) Packaged Rooftop Units & Outdoor Air Handling Units" IOM ("RZ Series Feature String Nomenclature"): https://www.manualslib.com/manual/2558619/Aaon-Rz-Series.html';
const SELF_CONTAINED_SOURCE =
  'AAON SB-003 IOM "SB Series Vertical Self Contained Units" ("SB Series Feature String Nomenclature"): https://manualmachine.com/aaon/sb003/5171829-installation--manual';
const AIR_HANDLER_SOURCE =
  'AAON "H3/V3 Series Horizontal and Vertical Indoor Air Handling Units Engineering Catalog" (H3/V3 base model description, unit size): https://fdocuments.net/document/h3-v3-engineering-catalog-olympic-international-5-figures-figure-1-h3-series.html · AAON "H3 Series Horizontal Indoor Air Handling Units" IOM: https://manuals.online/aaon/air-handler/h3-series/owners-manual/wed4';
const GEOTHERMAL_SOURCE =
  'ENERGY STAR Certified Geothermal Heat Pumps list, partner AAON, Inc.: WV-036/048/060-1-V/H-DCAC-C0-10-D00-A, type "Closed Loop Water-to-Air" (shared/data/catalog/raw): https://www.energystar.gov/productfinder/product/certified-geothermal-heat-pumps/results';

/** Further feature-string groups, dash- or colon-separated (as the RN / RQ rule reads them). */
const GROUPS = '(?:[-:][A-Z0-9]{1,12}){0,24}';

interface Series {
  re: RegExp;
  type: EquipmentType;
  description: string;
  source: string;
  /** `pattern` where the type comes from a listing rather than an AAON document. */
  evidence?: EvidenceTag;
}

// Group 1 = series letters, group 2 = unit size (never 0).
const SERIES: readonly Series[] = [
  { re: new RegExp(`^(RK)-(\\d{2})${GROUPS}$`), type: 'packaged units', description: 'RK Series rooftop unit', source: ROOFTOP_SOURCE },
  { re: new RegExp(`^(R[LMZ])-(\\d{3})${GROUPS}$`), type: 'packaged units', description: 'Series packaged rooftop unit', source: ROOFTOP_SOURCE },
  { re: new RegExp(`^(SB)-(\\d{3})${GROUPS}$`), type: 'packaged units', description: 'SB Series vertical self-contained unit', source: SELF_CONTAINED_SOURCE },
  { re: new RegExp(`^([HV]3)-([A-Z0-9]{1,3})${GROUPS}$`), type: 'air handlers', description: 'Series indoor air handling unit', source: AIR_HANDLER_SOURCE },
  { re: new RegExp(`^(WV)-(\\d{3})${GROUPS}$`), type: 'geothermal heat pumps', description: 'WV Series water-to-air (closed loop) heat pump', source: GEOTHERMAL_SOURCE, evidence: 'pattern' },
];

const aaonOtherSeries: NomenclatureRule = {
  id: 'aaon.other-series-feature-string',
  family: 'aaon',
  brands: ['AAON'],
  unambiguousWithoutBrand: false,
  firstChars: 'RSHVW',
  decode(model, brand) {
    if (!brandIn(['AAON'], brand)) return null;
    for (const s of SERIES) {
      const m = s.re.exec(model);
      if (!m) continue;
      if (/^0+$/.test(m[2]!)) return null;
      const series = m[1]!;
      const description = s.description.startsWith('Series') ? `${series} ${s.description}` : s.description;
      return decodeOf('aaon', 'AAON', model, {
        type: s.type,
        series,
        fields: {},
        description: `${description}, size ${m[2]}`,
        evidence: s.evidence ?? 'src',
        rule: 'AAON feature string: series · unit size · options (type only, from the series\' document title)',
        source: s.source,
      });
    }
    return null;
  },
};

export const AAON_OTHER_SERIES_RULES: readonly NomenclatureRule[] = [aaonOtherSeries];
