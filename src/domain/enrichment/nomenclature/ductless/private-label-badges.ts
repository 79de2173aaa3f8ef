// Private-label ductless badges whose own model names no other rule reads (issue 18, id18f): Kinghome, Wabban, ACD,
// EMI (ECR International), Comfortstar, Moovair, Novair Plus, Haxxair, Air-Con, Emerson Quiet Kool, Karda /
// Perfectaire / Perfect Aire, Breeze33 and DuraSTAR. Coverage and evidence in README-extra.md ("Private-label ductless
// badges"). Koolking and Direct Air print Midea's own FN1 names and are read by ductless/midea.ts (brands.ts group midea).
//
// None of these badges publishes a model-number key in reach. What is read is the size field, as the nominal cooling
// class in kBtu/h, and only where the brand's NRCan ccASHP / ENERGY STAR rows (outdoor and indoor model with the rated
// cooling Btu/h of each pairing) agree with that reading on every single-zone pairing, within 20 % (checked by
// ductless/private-label-badges.test.ts against shared/data/catalog/raw/ccashp.tsv). Indoor / outdoor / multi-zone is reported
// only where the rows' outdoor and indoor columns show which letters mark which unit. Evidence `pattern`.
import { decoded } from '../common';
import { DETTSON_AIRTEMP_RULES } from '../furnaces-other/dettson-airtemp';
import type { EquipmentType } from '../../catalog/equipment-types';
import type { DecodedFields, NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from '../types';

const SOURCE =
  'NRCan Greener Homes eligible ASHP list, rows of the brand (outdoor and indoor model, rated cooling Btu/h per pairing): shared/data/catalog/raw/ccashp.tsv';

/** Nominal classes the rows rate (kBtu/h); any other size digits do not decode. */
const CLASSES = new Set([6, 7, 9, 12, 15, 18, 21, 24, 27, 30, 36, 42, 45, 48, 54, 60]);

type Unit = 'indoor' | 'outdoor' | 'multi' | 'system';

interface Shape {
  /** Anchored; groups named `cls` (size), optional `zones`, optional `unit` (a letter looked up in `units`). */
  re: RegExp;
  /** Size digits → kBtu/h: 'k' as printed (09, 12), 'k3' three digits (009, 012). */
  line: string;
  unit?: Unit;
  units?: Readonly<Record<string, Unit>>;
  type?: EquipmentType;
}

interface Badge {
  id: string;
  /** The maker family the badge belongs to (default ductless_other). */
  family?: NomenclatureFamily;
  brands: readonly string[];
  firstChars: string;
  shapes: readonly Shape[];
}

const IO: Readonly<Record<string, Unit>> = { I: 'indoor', O: 'outdoor', W: 'indoor', C: 'outdoor' };

const BADGES: readonly Badge[] = [
  {
    // KW09HQ2B8AO / …AI, KW18HTCA3DO (wall pairs, O outdoor / I indoor); KM24H4O, KM48UH5O (multi-zone outdoor:
    // class · H · zones · O, the rows list them alone and rate them at the class); KU36UH2I (air handler) / KU36UHO.
    id: 'private-label.kinghome',
    brands: ['Kinghome'],
    firstChars: 'K',
    shapes: [
      { re: /^KW(?<cls>\d\d)H[A-Z][A-Z0-9]{2,4}(?<unit>[IO])$/, line: 'KW', units: IO },
      { re: /^KM(?<cls>\d\d)U?H(?<zones>[2-5])O$/, line: 'KM', unit: 'multi' },
      // The centrally ducted KU pairs: the rows file the KU…I air handler as `air handlers` and KU…O as a heat pump.
      { re: /^KU(?<cls>\d\d)UH2?I$/, line: 'KU', unit: 'indoor', type: 'air handlers' },
      { re: /^KU(?<cls>\d\d)UHO$/, line: 'KU', unit: 'outdoor', type: 'heat pumps' },
    ],
  },
  {
    // BB09HQ2A3DO / …DI (Mistral), BB09UW3SXETE00/I · /O; BBM24H4O multi-zone outdoor.
    id: 'private-label.wabban',
    brands: ['Wabban'],
    firstChars: 'B',
    shapes: [
      { re: /^BB(?<cls>\d\d)H[A-Z]\d[A-Z0-9]{2,3}(?<unit>[IO])$/, line: 'BB', units: IO },
      { re: /^BB(?<cls>\d\d)UW3[A-Z]{3,5}\d{0,2}\/(?<unit>[IO])$/, line: 'BB', units: IO },
      { re: /^BBM(?<cls>\d\d)H(?<zones>[2-5])O$/, line: 'BBM', unit: 'multi' },
    ],
  },
  {
    // OCD09KCH23S-O / -I, UHD09KCH38SB-I, MUD18KCH23S-O, MPD24KCH21S-O (multi-zone outdoor), COND-18-02(-I).
    id: 'private-label.acd',
    brands: ['ACD'],
    firstChars: 'OUMC',
    shapes: [
      { re: /^(?:OCD|UHD)(?<cls>\d\d)KCH\d\dSB?-(?<unit>[IO])$/, line: 'OCD/UHD', units: IO },
      { re: /^M[PU]D(?<cls>\d\d)KCH\d\dS-O$/, line: 'MPD/MUD', unit: 'multi' },
      { re: /^COND-(?<cls>\d\d)-0\d(?:-(?<unit>I))?$/, line: 'COND', units: IO, unit: 'outdoor' },
    ],
  },
  {
    // ECR International EMI: SZ1H09DAA (single-zone outdoor) + WALH09DAA (wall) / CASH09DAA (cassette); MZ3H27DAA
    // (zones · H · class); the DH… generation DHSZ112DA (1 zone · class), DHMZ436DA (zones · class), DHWAL12DA.
    id: 'private-label.emi',
    brands: ['EMI'],
    firstChars: 'SMWCD',
    shapes: [
      { re: /^S?Z[1I]H(?<cls>\d\d)[AD]AA$/, line: 'SZ1H', unit: 'outdoor' },
      { re: /^MZ(?<zones>[2-5])H(?<cls>\d\d)DAA$/, line: 'MZ', unit: 'multi' },
      { re: /^(?:WAL|CAS)H(?<cls>\d\d)[AD]AA-?$/, line: 'WALH/CASH', unit: 'indoor' },
      { re: /^DHSZ1(?<cls>\d\d)DA$/, line: 'DHSZ', unit: 'outdoor' },
      { re: /^DHMZ(?<zones>[2-5])(?<cls>\d\d)DA$/, line: 'DHMZ', unit: 'multi' },
      { re: /^DH(?:WAL|CAS)(?<cls>\d\d)DA$/, line: 'DHWAL', unit: 'indoor' },
    ],
  },
  {
    // CXH012CD(I) / CXH012CD(O) (-WIFI), CPP009CD(O), CPP036CD(O)-DU, CPP09CA(O)-B; CM4-36-4ZX (multi-zone outdoor);
    // heads CPA-09B, TPA-12, FPA-48DU, AHU24.
    id: 'private-label.comfortstar',
    brands: ['Comfortstar'],
    firstChars: 'CTFA',
    shapes: [
      { re: /^C(?:XH|PP)0?(?<cls>\d\d)C[AD]\((?<unit>[IO])\)(?:-(?:WIFI|DU|B))?$/, line: 'CXH/CPP', units: IO },
      { re: /^CM(?<zones>[2-5])-(?<cls>\d\d)-[2-5]ZX$/, line: 'CM', unit: 'multi' },
      { re: /^[CTF]PA-(?<cls>\d\d)(?:DU)?B?$/, line: 'CPA/TPA/FPA', unit: 'indoor' },
      { re: /^AHU(?<cls>\d\d)$/, line: 'AHU', unit: 'indoor' },
    ],
  },
  {
    // DM09HIW23230E3 (H · I indoor · unit letters), DM09HOS25230E3 (O · S single-zone outdoor), DM36HOM25230X3
    // (O · M multi-zone outdoor); the 230 is the voltage; FM24HIAHUU230X6 air handler.
    id: 'private-label.moovair',
    brands: ['Moovair'],
    firstChars: 'DF',
    shapes: [
      { re: /^DM(?<cls>\d\d)HI(?:W|CU|DU|FU)\d{0,2}230[EX]\d$/, line: 'DM', unit: 'indoor' },
      { re: /^DM(?<cls>\d\d)HOS\d\d230E\dA?$/, line: 'DM', unit: 'outdoor' },
      { re: /^DM(?<cls>\d\d)HOM\d\d230X\d$/, line: 'DM', unit: 'multi' },
      { re: /^FM(?<cls>\d\d)HIAHUU230X\d$/, line: 'FM', unit: 'indoor', type: 'air handlers' },
    ],
  },
  {
    // 09EVONVO (O outdoor) + 09EVONVI / 09EVANVI / 09EVCNVI / 09EVDNVI (I indoor); 36EVANVMO multi-zone outdoor.
    id: 'private-label.novair-plus',
    brands: ['Novair Plus'],
    firstChars: '0123456789',
    shapes: [
      { re: /^(?<cls>\d\d)EV[ACDO]NV(?<unit>[IO])$/, line: 'EV', units: IO },
      { re: /^(?<cls>\d\d)EV[AO]NVMO$/, line: 'EV', unit: 'multi' },
    ],
  },
  {
    // HVH-09T2D outdoor + HAH-09T2D wall / HAHC- ceiling / HAHS- compact ducted; HVHM-24T2D multi-zone outdoor;
    // HVHSC-18T2D; the centrally ducted HVHD-36E2D (heat pump) + HAHD-36E2D (air handler), as the rows file them.
    id: 'private-label.haxxair',
    brands: ['Haxxair'],
    firstChars: 'H',
    shapes: [
      { re: /^HAH[CS]?-(?<cls>\d\d)T2D$/, line: 'HAH', unit: 'indoor' },
      { re: /^HVH(?:SC)?-(?<cls>\d\d)T2D$/, line: 'HVH', unit: 'outdoor' },
      { re: /^HVHM-(?<cls>\d\d)T2D$/, line: 'HVHM', unit: 'multi' },
      { re: /^HAHD-(?<cls>\d\d)E2D$/, line: 'HAHD', unit: 'indoor', type: 'air handlers' },
      { re: /^HVHD-(?<cls>\d\d)E2D$/, line: 'HVHD', unit: 'outdoor', type: 'heat pumps' },
    ],
  },
  {
    // ASLCI4H4S09 (CI outdoor) + ASLEC4H4S09 (EC indoor), ABXCI / ABXEM, AMSCI4H4S36: class last.
    id: 'private-label.air-con',
    brands: ['Air-Con'],
    firstChars: 'A',
    shapes: [{ re: /^A(?:SL|BX|MS)(?:CI|EC|EM)4H4S(?<cls>\d\d)$/, line: 'A…4H4S' }],
  },
  {
    // 21S-EACH9R1C (C condenser, outdoor) + 21S-EACH9R1W (W wall, indoor); HP-22EACH12R2O / …I (Max Heat).
    id: 'private-label.emerson-quiet-kool',
    brands: ['Emerson Quiet Kool'],
    firstChars: '2H',
    shapes: [
      { re: /^21S-EACH(?<cls>\d\d?)R[12](?<unit>[CW])$/, line: 'EACH', units: IO },
      { re: /^HP-2\dEACH(?<cls>\d\d)R2(?<unit>[IO])$/, line: 'EACH', units: IO },
    ],
  },
  {
    // Karda / Perfectaire / Perfect Aire (one product family, the rows repeat models across the three): 1PAMSHH12-SZO-22.5
    // (SZO outdoor / SZW wall), 2PAMSH27-MZO3 and 2PAMS36-HH-MZO4 (multi-zone outdoor · zones), 2PAMSDH12 (ducted
    // head), 3PAMSHQCO09 / 3PAMSHQCW09 (-U230), 1KARDA09SZO25, 2KARDA27MZ3, 2KARDA12UVW / UVD / UVCS (heads).
    id: 'private-label.perfect-aire',
    brands: ['Perfect Aire', 'Karda'],
    firstChars: '123',
    shapes: [
      { re: /^[1-3]PAMSH{1,2}(?<cls>\d\d)-SZ(?<unit>[OW])-\d\d(?:\.5)?$/, line: 'PAMSHH', units: IO },
      { re: /^[1-3]PAMSH{1,2}(?:QC)?(?<cls>\d\d)-MZO(?<zones>[2-5])$/, line: 'PAMSH', unit: 'multi' },
      { re: /^[1-3]PAMS(?<cls>\d\d)-HH-MZO(?<zones>[2-5])$/, line: 'PAMS', unit: 'multi' },
      { re: /^[1-3]PAMSDH(?<cls>\d\d)$/, line: 'PAMSDH', unit: 'indoor' },
      { re: /^3PAMSHQC(?<unit>[OW])(?<cls>\d\d)(?:-U230)?$/, line: 'PAMSHQC', units: IO },
      { re: /^[12]KARDA(?<cls>\d\d)SZO\d\d(?:\.5)?$/, line: 'KARDA', unit: 'outdoor' },
      { re: /^2KARDA(?<cls>\d\d)MZ(?<zones>[2-5])$/, line: 'KARDA', unit: 'multi' },
      { re: /^[12]KARDA(?<cls>\d\d)UV(?:W|D|CS)$/, line: 'KARDA', unit: 'indoor' },
    ],
  },
  {
    // BZ33-HYP09HPOUT2-P outdoor + BZ33-HYP09WALL2-P / -CASS09- / -DIDU9- / -ICM12- / -IFMU18- heads; BZ33-HYP27HP3Z2
    // and BZ33-HP273Z2-P (class · zones) multi-zone outdoor.
    id: 'private-label.breeze33',
    brands: ['Breeze33'],
    firstChars: 'B',
    shapes: [
      { re: /^BZ33-HYP(?<cls>\d\d)HPOUT2(?:-P)?$/, line: 'BZ33-HYP', unit: 'outdoor' },
      { re: /^BZ33-HYP(?<cls>\d\d)WALL2(?:-P)?$/, line: 'BZ33-HYP', unit: 'indoor' },
      { re: /^BZ33-(?:CASS|DIDU|ICM|IFMU)(?<cls>\d\d?)(?:-P)?$/, line: 'BZ33', unit: 'indoor' },
      { re: /^BZ33-HYP(?<cls>\d\d)HP(?<zones>[2-5])Z2(?:-P)?$/, line: 'BZ33-HYP', unit: 'multi' },
      { re: /^BZ33-HP(?<cls>\d\d)(?<zones>[2-5])Z2(?:-P)?$/, line: 'BZ33-HP', unit: 'multi' },
    ],
  },
  {
    // DuraSTAR DRA1U09S1A (outdoor) + DRAW09F1A wall / DRAC cassette / DRAD duct / DRAF floor / DRAS heads.
    id: 'private-label.durastar',
    brands: ['DuraSTAR'],
    firstChars: 'D',
    shapes: [
      { re: /^DRA1U(?<cls>\d\d)S1A$/, line: 'DRA1U', unit: 'outdoor' },
      { re: /^DRA[WCDFS](?<cls>\d\d)F1A$/, line: 'DRA', unit: 'indoor' },
    ],
  },
  // The ductless lines of the split-system makers, in their own keys (same NRCan-pairing reading):
  {
    // Johnson Controls DHX / DHY / DHZ: DHX09CSB11S (CS outdoor) + DHX09NWB11S (NW wall indoor), rated at the class.
    id: 'york.ductless-dh',
    family: 'york',
    brands: ['York', 'Coleman', 'Luxaire', 'Champion', 'Guardian', 'Fraser-Johnston'],
    firstChars: 'D',
    shapes: [{ re: /^DH[XYZ](?<cls>\d\d)(?<unit>CS|NW)B[12]1S$/, line: 'DH', units: { CS: 'outdoor', NW: 'indoor' } }],
  },
  {
    // Lennox / Allied-group S4 key: MLA009S4S-1P, MPB009S4S-1P (S single-zone outdoor), MPB018S4M-1P / MLA030S4M-1P
    // (M multi-zone outdoor), heads MWMA / MWMB (wall), MMDA / MMDB (ducted), MCFA / MCFB, MFMA, M22A / M33A (cassette) · class;
    // Allied 4DHP1S09S-1P outdoor and D22C109S4 / DMD209S4 / DWM109S4 heads (class = the last two digits); Lennox
    // LISH012000P431-C outdoor with LICH4012180P431-C / LIFHC… / LIUH… heads.
    id: 'lennox.ductless-s4',
    family: 'lennox',
    brands: ['Lennox', 'Allied', 'AirEase', 'Armstrong Air', 'Ducane', 'Concord'],
    firstChars: 'M4DL',
    shapes: [
      { re: /^M(?:LA|PB)0(?<cls>\d\d)S4(?<unit>[SM])-\dP$|^M(?:LA|PB)0(?<cls2>\d\d)S4(?<unit2>[SM])-\dL$/, line: 'MLA/MPB', units: { S: 'outdoor', M: 'multi' } },
      { re: /^M(?:WM|MD|CF|FM|22|33)[AB]0(?<cls>\d\d)S4-\d[PL]$/, line: 'M…S4', unit: 'indoor' },
      { re: /^4DHP1S(?<cls>\d\d)(?<unit>[SM])-\d[PL]$/, line: '4DHP', units: { S: 'outdoor', M: 'multi' } },
      { re: /^D(?:22C|33C|MD|WM)[12](?<cls>\d\d)S4-\d[PL]$/, line: 'D…S4', unit: 'indoor' },
      { re: /^LISH0(?<cls>\d\d)000P431-C$/, line: 'LISH', unit: 'outdoor' },
      { re: /^LI(?:CH4|FHC|UH)0(?<cls>\d\d)180P431-C\.?$/, line: 'LI', unit: 'indoor' },
    ],
  },
  {
    // Goodman / ACC MS key: MSH093E21MCAA (MC outdoor) + MSH093E21AXAA (AX wall) / MST093E21ADAA, MST123E20ACAA (ducted),
    // MSH121J21MC / AX (-ACC): class = the first two of the three size digits.
    id: 'goodman.ductless-ms',
    family: 'goodman',
    brands: ['Goodman', 'ACC'],
    firstChars: 'M',
    shapes: [{ re: /^MS[HT](?<cls>\d\d)\d[EJ]2\d(?<unit>MC|AX|AD|AC)(?:AA)?(?:-ACC)?$/, line: 'MS', units: { MC: 'outdoor', AX: 'indoor', AD: 'indoor', AC: 'indoor' } }],
  },
  {
    // Rheem / Ruud (R / U) I · C cassette / D duct / F floor / W wall · H · class heads (RIWH09AVFJ, UIWH09AVFJ, RICH18AXCJ);
    // ROSH single-zone and ROMH multi-zone outdoor units (ROSH09AVFJ, ROMH18AFXZJ).
    id: 'rheem.ductless-ri',
    family: 'rheem',
    brands: ['Rheem', 'Ruud'],
    firstChars: 'RU',
    shapes: [
      { re: /^[RU]I[CDFW]H(?<cls>\d\d)A[A-Z]{1,3}J$/, line: 'RI', unit: 'indoor' },
      { re: /^[RU]OSH(?<cls>\d\d)[AV][A-Z]{1,4}[JN]$/, line: 'ROSH', unit: 'outdoor' },
      { re: /^[RU]OMH(?<cls>\d\d)[A-Z]{3,4}J$/, line: 'ROMH', unit: 'multi' },
    ],
  },
];

const UNIT_TEXT: Readonly<Record<Unit, string>> = {
  indoor: 'indoor unit',
  outdoor: 'outdoor unit',
  multi: 'multi-zone outdoor unit',
  system: 'ductless unit',
};

function ruleOf(badge: Badge): NomenclatureRule {
  return {
    id: badge.id,
    family: badge.family ?? 'ductless_other',
    brands: badge.brands,
    unambiguousWithoutBrand: false,
    firstChars: badge.firstChars,
    decode(model: string, brand: string): NomenclatureDecode | null {
      if (!badge.firstChars.includes(model.charAt(0))) return null;
      for (const s of badge.shapes) {
        const m = s.re.exec(model);
        const g = m?.groups;
        if (g === undefined) continue;
        const kbtuh = Number(g.cls ?? g.cls2);
        if (!CLASSES.has(kbtuh)) return null;
        const u = g.unit ?? g.unit2;
        const unit: Unit = (u !== undefined ? s.units?.[u] : undefined) ?? s.unit ?? 'system';
        const fields: DecodedFields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
        const zones = g.zones !== undefined ? Number(g.zones) : undefined;
        const type: EquipmentType = s.type ?? 'mini-splits';
        const what = type === 'air handlers' ? 'air handler' : type === 'heat pumps' ? 'heat pump outdoor unit' : UNIT_TEXT[unit];
        return decoded({
          family: badge.family ?? 'ductless_other',
          brand: badge.brands.includes(brand) ? brand : badge.brands[0]!,
          type,
          series: s.line,
          model,
          description: zones !== undefined ? `${what} (${zones} zones)` : what,
          fields,
          evidence: 'pattern',
          rule: `${badge.brands[0]} ${s.line} ductless ${UNIT_TEXT[unit]}, size read as the nominal class kBtu/h (NRCan pairings)`,
          source: SOURCE,
        });
      }
      return null;
    },
  };
}

// Gibson and Reznor print the Gree-built Lomo / U-Crown names of Airtemp's rows (GXH09(2.6)LSA4DH + GHH09(2.6)LUA4DH, rated
// 9,000 Btu/h under all three brands): read by the airtemp.ductless rule of furnaces-other/dettson-airtemp.ts, reported under the badge.
const AIRTEMP_DUCTLESS = DETTSON_AIRTEMP_RULES.find((r) => r.id === 'airtemp.ductless');
const LOMO_BRANDS = ['Gibson', 'Reznor'] as const;
const lomoBadges: NomenclatureRule = {
  id: 'private-label.lomo-badges',
  family: 'ductless_other',
  brands: LOMO_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    const d = AIRTEMP_DUCTLESS?.decode(model, 'Airtemp') ?? null;
    if (d === null) return null;
    return Object.assign({}, d, {
      family: 'ductless_other' as const,
      brand: (LOMO_BRANDS as readonly string[]).includes(brand) ? brand : LOMO_BRANDS[0],
      rule: `${d.rule} (the same models under the Gibson / Reznor badge)`,
      source: `${d.source}; NRCan rows of Gibson and Reznor listing the same pairs`,
    });
  },
};

export const DUCTLESS_BADGE_RULES: readonly NomenclatureRule[] = [...BADGES.map(ruleOf), lomoBadges];
