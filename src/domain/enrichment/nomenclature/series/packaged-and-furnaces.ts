// Series keys of the series-only fallback (series-table.ts) for lines reported by their series name
// alone: Rheem / Ruud packaged units (RRNL, RQPM, RQMJ …) and the Goodman-built *9S96 / *9C80 furnaces
// (AC9S96, AM9S96, GC9C80). Each entry cites the manufacturer document that names the series; what
// the document does not state per series stays absent.
import { PARTIAL_FIELD, type SeriesEntry } from '../series-kit';

/** Rheem installation instructions naming the packaged series and their SEER class. */
export const RHEEM_PACKAGED_SERIES_SOURCE = [
  'Rheem RRNL/RRPL/RRRL package gas electric installation instructions ("RRNL- 13 SEER (2-5 TONS) RRPL- 14 SEER (2-5 TONS) RRRL- UP TO 16 SEER"): https://www.manualslib.com/manual/814982/Rheem-Rrnl.html',
  'Rheem RRKA/RRMA/RRNA series combination heating and cooling rooftop units 92-21916-27: https://vdocument.in/92-21916-27-rev-09-rrka-3-phase-only-gaselectric-package-pts-3-a-general.html',
  'Rheem package heat pumps RQPM 14 SEER / RQNM 13 SEER installation instructions 92-20522-47: http://manualzz.com/doc/48859342/installation-instructions',
  'Rheem RQMJ 12-SEER dedicated horizontal package unit: https://www.achrnews.com/articles/94167-new-technology-keeps-retirees-cool',
].join(' · ');

/** Type letter after R: R = rooftop gas heat / electric cooling (RRNL, RRKA), Q and J = package heat pump (RQNM, RJNL), S = package air conditioner (RSNM). */
const RHEEM_PACKAGED_KIND: Record<string, string> = {
  R: 'single-package gas heat / electric cooling unit',
  Q: 'single-package heat pump',
  J: 'single-package heat pump',
  S: 'single-package air conditioner',
};

/** Efficiency letters printed with a SEER in the sources, on the R-410A L / M series only (RRNL 13, RRPL 14, RQNM 13, RQPM 14). */
const RHEEM_SEER: Record<string, number> = { N: 13, P: 14 };

export const PACKAGED_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // §6.2 Rheem packaged: R · type letter · efficiency letter · series letter (A, J, L, M: the ones the sources print), before the capacity.
    family: 'rheem',
    section: '§6.2 Rheem / Ruud packaged units',
    first: 'R',
    key: /^R([RQJS])([KMNPR])([AJLM])/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, kind = '', eff = '', line = ''] = m;
      const description = RHEEM_PACKAGED_KIND[kind];
      if (description === undefined) return null;
      const seer = line === 'L' || line === 'M' ? RHEEM_SEER[eff] : undefined;
      return {
        series: `R${kind}${eff}${line}`,
        type: 'packaged units',
        description,
        fields: { seer },
        evidence: 'pattern',
        source: RHEEM_PACKAGED_SERIES_SOURCE,
      };
    },
  },
  {
    // Goodman-built furnaces of the *9S96 / *9C80 titles: brand A / G · supply M (upflow/horizontal) or C (downflow/horizontal) · 9 · letter · AFUE.
    family: 'goodman',
    section: '§1.4 Goodman / Amana gas furnaces (*9S96, *9C80 titles)',
    first: 'AG',
    key: /^([AG])([MC])9([SC])(80|92|96|97)/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, line = '', supply = '', letter = '', afue = ''] = m;
      return {
        series: `${line}${supply}9${letter}${afue}`,
        type: 'furnaces',
        description: 'gas furnace',
        fields: { afue_percent: Number(afue) },
        evidence: 'pattern',
        source:
          'Amana AC9S96 installation instructions (Type FSP Category IV gas furnace): https://manuzoid.com/manuals/YWPn8-Amana%20AC9S96%20Owner%27s%20manual · Amana AC9C80 installation instructions: https://manuzoid.com/manuals/eGgaP-Amana%20AC9C80%20Owner%27s%20manual · Goodman *M9S96 / *C9S96 / *M9S92 single-stage gas furnace installation instructions: https://www.scribd.com/document/735337055/Installation-Guide-Goodman-GM9S9-GC9S9',
      };
    },
  },
  {
    // §8.2 Nordyne split outdoor units named by series (JT4BE, JS4BE, JT5BD): brand letter · S = air conditioner / T = heat pump · digit · letters.
    family: 'nordyne',
    section: '§8.2 Nordyne split outdoor units',
    first: 'J',
    key: /^J([ST])(\d)([A-Z]{2})/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, kind = '', digit = '', letters = ''] = m;
      const hp = kind === 'T';
      return {
        series: `J${kind}${digit}${letters}`,
        type: hp ? 'heat pumps' : 'air conditioners',
        description: hp ? 'split heat pump' : 'split air conditioner',
        fields: {},
        evidence: 'pattern',
        source:
          'Nordyne T4BE split system heat pump installation instructions (D, E, J T4BE 1.5–5 ton): https://vdocuments.mx/installation-split-system-heat-pump-with-tube-fin-coils-installation-instructions.html · JT5BD Series split system heat pump manual: https://homedocbox.com/amp/101993385-Appliances/Important-jt5bd-series-13-seer-user-s-manual-installation-instructions-split-system-heat-pump-r-22.html · *S4BE split system air conditioner installation instructions (homedocbox.com)',
      };
    },
  },
  {
    // §7.2 Coleman MG9S manufactured-housing furnace named by series (york/york.ts TITLED_AFUE: 95.5 %).
    family: 'york',
    section: '§7.2 York / Coleman / Luxaire furnaces (MG9S)',
    first: 'M',
    key: /^MG9S/,
    tail: PARTIAL_FIELD,
    read() {
      return {
        series: 'MG9S',
        type: 'furnaces',
        description: 'manufactured-housing gas furnace',
        fields: { afue_percent: 95.5, efficiency_tier: 'single-stage' },
        evidence: 'pattern',
        source: 'Coleman MG9S technical guide 426499-BTG-C-0912 (95.5 % AFUE single-stage manufactured-housing furnaces): https://manualmachine.com/coleman/mg9s100c16mp11/23168302-technical-manual',
      };
    },
  },
];
