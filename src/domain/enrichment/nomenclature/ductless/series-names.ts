// Ductless series names as owners write them, for the series-only fallback (series-table.ts) with the machinery of
// series/marketing-names.ts (brand required, a leading brand word dropped by index.ts, a written type word read):
// Mitsubishi Electric's "Mr. Slim" and its M- / S- / P-series keys cut before the capacity ("MSZ-FH", "MUZ-GL",
// "MXZ-3C", "PUZ-A", "SEZ-KD"), Daikin's unit prefixes ("FTXS", "RXS", "2MXS"), LG's ("LSN", "LMU") and Art Cool.
// Every one is a line of ductless (mini-split) units in the maker's own literature; no capacity.
import type { EquipmentType } from '../../catalog/equipment-types';
import { cite } from '../kit/rule-kit';
import { type NameLine, namesEntry } from '../series/marketing-names';
import type { SeriesEntry } from '../series-kit';

const MINI: EquipmentType = 'mini-splits';

// Mitsubishi Electric "Mr. Slim® Products – Guide Specifications": M-Series ductless mini-splits MS, MSY, MSZ, MSZ-FD,
// MXZ; P-Series PKA, PLA, PCA, PEA; the guide specifications "Ductless Mini-Splits MSZ-GE", "MSZ-FE", "SUZ-KA**NA with
// SEZ / SLZ", "PUZ-A**NHA4 … ductless mini-splits" (RULES.md §13 S110–S114).
const MITSUBISHI_SOURCE = `${cite('S110', 'S111', 'S112', 'S113', 'S114')} · guide specifications MSZ-GE: https://docplayer.net/amp/21017119-Section-238126-13-mini-split-systems.html · SEZ/SLZ/SUZ: https://docest.com/doc/516488/hvac-guide-specifications`;
const M_UNIT: Record<string, string> = {
  MSZ: 'wall-mounted indoor unit (heat pump)', MSY: 'wall-mounted indoor unit (cooling only)', MUZ: 'heat pump outdoor unit',
  MUY: 'cooling-only outdoor unit', MXZ: 'multi-zone heat pump outdoor unit', SEZ: 'ducted indoor unit', SLZ: 'ceiling cassette',
  SUZ: 'heat pump outdoor unit', MFZ: 'floor-mounted indoor unit', MLZ: 'one-way ceiling cassette',
  PKA: 'wall-mounted indoor unit', PLA: 'ceiling cassette', PCA: 'ceiling-suspended indoor unit', PEA: 'ducted indoor unit',
  PEAD: 'ducted indoor unit', PUZ: 'heat pump outdoor unit', PUY: 'cooling-only outdoor unit', SVZ: 'multi-position air handler',
};

const MITSUBISHI_LINES: readonly NameLine[] = [
  {
    // Mr. Slim, Mr Slim: the brand's name for its ductless M- and P-series.
    re: /^MRSLIM$/,
    read: () => ({ series: 'Mr. Slim', types: [MINI], description: 'Mr. Slim ductless mini-split', fields: {}, evidence: 'pattern', source: MITSUBISHI_SOURCE }),
  },
  {
    // MSZ-FH, MUZ-GL, MSZ-GE, MXZ-3C, SEZ-KD, SLZ-KF: the §9.1 M-/S-series key cut before the capacity class.
    re: /^(MSZ|MSY|MUZ|MUY|MXZ|SEZ|SLZ|SUZ|MFZ|MLZ)([2-8])?([A-Z]{1,2})$/,
    read(m) {
      if (m[2] !== undefined && m[1] !== 'MXZ') return null; // only the multi-zone MXZ prints a zone count
      return { series: `${m[1]}-${m[2] ?? ''}${m[3]}`, types: [MINI], description: `ductless ${M_UNIT[m[1]!]}`, fields: {}, evidence: 'pattern', source: MITSUBISHI_SOURCE };
    },
  },
  {
    // PKA-A, PLA-A, PEAD-A, PUZ-A, PUZ-HA, PUY-A, SVZ-KP: the North-American P-series ranges (kBtu/h classes follow).
    re: /^(PKA|PLA|PCA|PEA|PEAD|PUZ|PUY|SVZ)(A|HA|KA|KP)$/,
    read(m) {
      const hyper = m[1] === 'PUZ' && m[2] === 'HA' ? ', Hyper-Heat' : '';
      return { series: `${m[1]}-${m[2]}`, types: [MINI], description: `P-series ${M_UNIT[m[1]!]}${hyper}`, fields: {}, evidence: 'pattern', source: MITSUBISHI_SOURCE };
    },
  },
];

// Daikin: RULES.md §9.4 (EDUS engineering data: FTX / FTXS / FTK wall units, RX / RXS / RK outdoor units, multi 2–5MXS,
// SkyAir FBQ / FCQ / FAQ / FHQ / FFQ indoor and RZQ / RZR outdoor units) — the prefix alone is the unit line.
const DAIKIN_SOURCE = cite('S122', 'S123', 'S28');
const DAIKIN_QUATERNITY_SOURCE = 'Daikin engineering data EDUS04-906 "Split-System Room Air Conditioners H-Series Heat Pump, Quaternity FTXG09/12/15HVJU RXG09/12/15HVJU": https://docslib.org/doc/11346778/edus04-906-b-quaternity-heat-pump-engineering-data-pdf';
const DAIKIN_LINES: readonly NameLine[] = [
  {
    // Quaternity: the FTXG / RXG wall-mounted line's name on its engineering data.
    re: /^QUATERNITY$/,
    read: () => ({ series: 'Quaternity', types: [MINI], description: 'Quaternity ductless wall-mounted split (FTXG / RXG)', fields: {}, evidence: 'pattern', source: DAIKIN_QUATERNITY_SOURCE }),
  },
  {
    re: /^(FTX[SMRNGBJ]?|FTK[SMB]?|FVXS|CTXS|FDMQ|FDXS|FBQ|FCQ|FAQ|FHQ|FFQ|RX[SMRNGBJL]?|RK[SMB]?|RZQ|RZR|[2-5]MXS|[2-5]MXM)$/,
    read(m) {
      const outdoor = /^(R|[2-5]M)/.test(m[1]!);
      return { series: m[1]!, types: [MINI], description: outdoor ? 'ductless outdoor unit' : 'ductless indoor unit', fields: {}, evidence: 'pattern', source: DAIKIN_SOURCE };
    },
  },
];

// LG: RULES.md §9.3 (LS / LSN / LSU, LA / LAN / LAU single-zone wall systems; Multi F LMU outdoor, LMN wall, LMAN Art Cool,
// LMCN cassette) and the Multi F indoor engineering manual (Art Cool Mirror / Gallery heads).
const LG_SOURCE = `${cite('S120', 'S121')} · LG Multi F indoor unit engineering manual (Art Cool LMAN heads): https://manualzz.com/doc/51075421/lg-lan090hsv5-engineering-manual`;
const LG_LINES: readonly NameLine[] = [
  {
    re: /^(LSN|LSU|LAN|LAU|LMU|LMN|LMAN|LMCN|ARTCOOL(?:MIRROR|GALLERY|PREMIER)?)$/,
    read(m) {
      const name = m[1]!;
      const outdoor = name.endsWith('U');
      return { series: name.startsWith('ARTCOOL') ? 'Art Cool' : name, types: [MINI], description: outdoor ? 'ductless outdoor unit' : 'ductless indoor unit', fields: {}, evidence: 'pattern', source: LG_SOURCE };
    },
  },
];

/** "Mr. Slim" written with its dot, which the name entries' key does not take. */
const MR_SLIM_DOTTED: SeriesEntry = {
  family: 'mitsubishi',
  section: 'Mitsubishi Electric ductless series names (Mr. Slim)',
  first: 'M',
  short: true,
  key: /^MR\.SLIM$/,
  tail: /^$/,
  read: () => ({ series: 'Mr. Slim', type: MINI, description: 'Mr. Slim ductless mini-split', fields: {}, evidence: 'pattern', source: MITSUBISHI_SOURCE }),
};

export const DUCTLESS_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  MR_SLIM_DOTTED,
  namesEntry('mitsubishi', 'Mitsubishi Electric ductless series names (§9.1 key cut before the class, Mr. Slim)', 'MSP', MITSUBISHI_LINES),
  namesEntry('daikin_ductless', 'Daikin ductless unit prefixes (§9.4)', 'FCR2345Q', DAIKIN_LINES),
  namesEntry('lg', 'LG ductless unit prefixes and Art Cool (§9.3)', 'LA', LG_LINES),
];
