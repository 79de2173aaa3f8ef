// Nordyne / Nortek (Intertherm, Miller, Frigidaire, Maytag, Gibson, Westinghouse, Tappan, Broan)
// model-number nomenclature, RULES.md §8.1 (printed key) and §8.2 (no key; unconfirmed).
// Sources: RULES.md §13 S106–S109.
import type { DecodedFields, NomenclatureRule } from '../types';
import { cite, coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';

/** Nortek Global HVAC's badges: one list for every Nortek-numbered rule. */
export const NORTEK_BRANDS = [
  'Nordyne',
  'Intertherm',
  'Miller',
  'Frigidaire',
  'Maytag',
  'Gibson',
  'Westinghouse',
  'Tappan',
  'Broan',
  'Nortek Global HVAC',
  'Philco',
  'Kelvinator',
  'NuTone',
] as const;
const BRANDS = NORTEK_BRANDS;

// §8.1 M1MB-056A-BW: M manufactured home · series · fuel/combustion · comfort model · input · cabinet · electrical · door.
// The cabinet letter may be left off (M1GB-056, as the M1 specification table lists the models): the decode then stops at the input.
const MH_FURNACE = /^M([15])([GMBS])([HABCD])-?(\d{3})(?:([AB])(?:-?([A-Z])([WG])?)?)?(?![0-9])/;
const M7RL = /^M7RL-?(\d{3})/;
// M3RL: Nordyne installation instructions L0523341, "M3RL Series 90+ Downflow Condensing Furnace" for manufactured homes
// (BW / BWT models), and its forerunners M2RC (upflow) / M2RL (downflow) in installation instructions 708120B.
// No size table in reach: type and tier only.
const M3RL = /^M(?:3RL|2R([CL]))-?\d{2,3}(?![0-9])/;
export const M3RL_SOURCE =
  'Nordyne M3RL Series 90+ downflow condensing furnace installation instructions L0523341: https://usermanual.wiki/NORDYNE/L0523341.1644599136/help · "M2RC Series 90+ Upflow Condensing Furnace, M2RL Series 90+ Downflow Condensing Furnace" direct-vent installation instructions 708120B: https://pdfslide.us/documents/direct-vent-sealed-combustion-forced-air-gas-enora-vent-sealed-combustion.html';
const COMBUSTION: Record<string, string> = {
  G: 'direct-vent, pilot',
  M: 'direct-vent, hot-surface ignition',
  B: 'direct-vent, gun burner',
  S: 'oil, direct-vent gun burner',
};

export const MH_SOURCE = cite('S106', 'S107', 'S108');

export const nordyneMhFurnace: NomenclatureRule = {
  id: 'nordyne.mh-furnace',
  family: 'nordyne',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 77) return null; // M
    const source = MH_SOURCE;
    const m7 = M7RL.exec(model);
    if (m7) {
      const kbtuh = Number(m7[1]);
      if (kbtuh < 30 || kbtuh > 150) return null;
      return decodeOf('nordyne', pickBrand(BRANDS, brand), model, {
        type: 'furnaces',
        series: 'M7RL',
        fields: { heating_input_kbtuh: kbtuh, efficiency_tier: 'condensing downflow (95.1 % AFUE)' },
        evidence: 'src',
        rule: '§8.1 Nordyne M7RL manufactured-home condensing furnace',
        source,
      });
    }
    const m3 = M3RL.exec(model);
    if (m3) {
      return decodeOf('nordyne', pickBrand(BRANDS, brand), model, {
        type: 'furnaces',
        series: model.slice(0, 4),
        fields: { efficiency_tier: m3[1] === 'C' ? 'condensing upflow (90+)' : 'condensing downflow (90+)' },
        evidence: 'pattern',
        rule: 'Nordyne M2RC / M2RL / M3RL manufactured-home condensing furnaces: type',
        source: M3RL_SOURCE,
      });
    }
    const m = MH_FURNACE.exec(model);
    if (!m) return null;
    const [, series = '', combustion = '', , input = '', , electrical] = m;
    const kbtuh = Number(input);
    if (kbtuh < 30 || kbtuh > 150) return null;
    const fields: DecodedFields = { heating_input_kbtuh: kbtuh, efficiency_tier: COMBUSTION[combustion] };
    if (combustion === 'S') fields.fuel = 'oil';
    if (electrical === 'A') {
      fields.voltage_v = 120;
      fields.phase = 1;
    }
    return decodeOf('nordyne', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `M${series}${combustion}`,
      fields,
      evidence: 'src',
      rule: '§8.1 Nordyne manufactured-home furnaces (M1MB-056A-BW)',
      source,
    });
  },
};

// §8.2 (no printed key, unconfirmed): JS4BD-036KA splits (capacity = 3 digits after the first hyphen),
// FG6/FG7/G6/G7 furnaces (input = 3 digits after the hyphen), E2EB electric furnaces.
// Owners also copy it without the hyphen; the size is then read only before the K voltage letter (JS4BD036K).
const SPLIT = /^(J[ST]|[FG][ST])(\d?)([A-Z]{1,2})(?:-(\d{3})(?![0-9])|(\d{3})K)/;
const GAS_FURNACE = /^([FKV]?G[5-9])([A-Z]{1,3})-?(\d{3})(?![0-9])/;
// The condensing configurations the Nortek installation guide titles by letters after the series (*SC / *SL 92.1 %
// upflow / downflow, *SD / *SM 95.0 % upflow / downflow), printed on K-badged plates without the 7 (KGSD 038D-23EB).
const KGS_FURNACE = /^KGS([CLDM]) ?-?(\d{3})(?![0-9])/;
const KGS_AFUE: Record<string, number> = { C: 92.1, L: 92.1, D: 95, M: 95 };
const KGS_SOURCE =
  'Kelvinator KG7SC installation guide, airflow tables "*SC upflow / horizontal", "*SL downflow", "*SD upflow / horizontal", "*SM downflow" and venting options for the 92.1 % (*SC, *SL) and 95.0 % (*SD, *SM) series: http://38.142.81.21:8001/manual/kelvinator/kg7sc038d-23a/installation-guide-english/page-3.html';
// Maytag-badged Nortek condensing furnaces: PGC2TE080DV35C1, MGC2SC038DT23A1 (line · generation · S/T stages · configuration · input).
const MAYTAG_FURNACE = /^([MP]GC)(\d)([ST])([A-Z])-?(\d{3})(?![0-9])/;
/** Nortek technical specifications name the K-, V- and F-badged G7 lines and state their input range in Btu/h. */
export const G7_SOURCE =
  'Nortek Global HVAC technical specifications KG7T (C and L Series), VG7TC, FG7T (C and L Series), 95.1 AFUE, input 60,000–120,000 Btuh: https://autodocbox.com/amp/112223470-Convertible/Kg7t-c-and-l-series.html · https://kipdf.com/horizontal-warranty_5b118e567f8b9ace218b4574.html; Maytag PGC/MGC rows of the ENERGY STAR certified furnaces list (Nortek Global HVAC)';
// E1/E2/E3/E4/E7 series electric furnaces (E2EB-015HA, E3EB-…-H, E4EB): EB multi-speed, EH two-speed blower.
const ELECTRIC_FURNACE = /^E([1-7])E([BH])-?(\d{3})/;

// The E-series' forerunners on 1980s manufactured homes: FEB / FEH + kW size + options (FEH-015HA-03).
const OLDER_ELECTRIC_FURNACE = /^FE([BH])-?(\d{3})(?![0-9])/;
/** Size codes 005–030 are the element kW: an FEH-012HA-04 plate reads "BTUH 41,000 (KW 12)"; the E2EH/E2EB parts list's -015 carries a 15.0 kW element. */
const ELECTRIC_KW_SOURCE =
  'FEH-012HA-04 rating plate transcribed on mobilehomerepair.com ("BTUH: 41,000 (KW 12)"): http://mobilehomerepair.com/phpbb/viewtopic.php?p=25475 · E2EH/E2EB-xxx-HB replacement parts list, models -010 … -023 (15.0 kW element on -015): https://www.scribd.com/document/696248716/aire-casaE2HBmanual';
function electricFurnaceFields(size: string): DecodedFields {
  const kw = Number(size);
  if (!(kw >= 5 && kw <= 30)) return { fuel: 'electric' };
  return { fuel: 'electric', heating_capacity_kw: kw };
}

export const SITE_BUILT_SOURCE = cite('S109');
/** G7 key letter after the series: S single-stage, T two-stage (the spec sheets' FG7S / FG7T lines). */
const STAGES: Record<string, string> = { S: 'single-stage', T: 'two-stage' };
export const E_SERIES_SOURCE =
  'Nordyne E3 Series downflow/upflow electric furnaces owners manual (E3EB/E3EH): https://nordyne.usermanuals.us/manual/18/Nordyne-E3-User-Manual.html · Broan E4EB Series electric furnace installation guide: https://manuzoid.com/manuals/0rw78-Broan%20E4EB%20Series%20Electric%20Furnace%20Installation%20guide';

export const nordyneSiteBuilt: NomenclatureRule = {
  id: 'nordyne.site-built',
  family: 'nordyne',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'JFGEKVMP',
  decode(model, brand) {
    const lead = pickBrand(BRANDS, brand);
    const rule = '§8.2 Nordyne site-built lines (JS4BD-036KA, FG7…, E2EB), no printed key';
    const source = SITE_BUILT_SOURCE;
    const split = SPLIT.exec(model);
    if (split) {
      const [, line = '', digit = '', letters = '', dashed, plain] = split;
      const capacity = coolingFromCode(dashed ?? plain ?? '');
      if (!capacity) return null;
      return decodeOf('nordyne', lead, model, {
        type: line.endsWith('T') ? 'heat pumps' : 'air conditioners',
        series: `${line}${digit}${letters}`,
        fields: capacity,
        evidence: 'unconfirmed',
        rule,
        source,
      });
    }
    const gas = GAS_FURNACE.exec(model);
    if (gas) {
      const [, line = '', letters = '', input = ''] = gas;
      const kbtuh = Number(input);
      if (kbtuh < 30 || kbtuh > 150) return null;
      const badged = line.length === 3 && line[0] !== 'F';
      return decodeOf('nordyne', lead, model, {
        type: 'furnaces',
        series: `${line}${letters}`,
        fields: { heating_input_kbtuh: kbtuh, efficiency_tier: STAGES[letters[0] ?? ''] },
        evidence: badged ? 'pattern' : 'unconfirmed',
        rule: badged ? '§8.2 Nortek K-/V-badged gas furnaces (KG7TC-080-E35C1, VG7SD)' : rule,
        source: badged ? G7_SOURCE : source,
      });
    }
    const kgs = model.charCodeAt(0) === 75 /* K */ ? KGS_FURNACE.exec(model) : null;
    if (kgs) {
      const [, config = '', input = ''] = kgs;
      const kbtuh = Number(input);
      if (kbtuh < 30 || kbtuh > 150) return null;
      return decodeOf('nordyne', lead, model, {
        type: 'furnaces',
        series: `KGS${config}`,
        fields: { heating_input_kbtuh: kbtuh, afue_percent: KGS_AFUE[config] },
        description: `condensing gas furnace, ${config === 'C' || config === 'D' ? 'upflow/horizontal' : 'downflow'}`,
        evidence: 'pattern',
        rule: 'Nortek *SC / *SL / *SD / *SM condensing gas furnaces, K-badged (KGSD 038D-23EB)',
        source: KGS_SOURCE,
      });
    }
    const maytag = MAYTAG_FURNACE.exec(model);
    if (maytag) {
      const [, line = '', gen = '', stages = '', config = '', input = ''] = maytag;
      const kbtuh = Number(input);
      if (kbtuh < 30 || kbtuh > 150) return null;
      return decodeOf('nordyne', lead, model, {
        type: 'furnaces',
        series: `${line}${gen}${stages}${config}`,
        fields: { heating_input_kbtuh: kbtuh, efficiency_tier: STAGES[stages] },
        evidence: 'pattern',
        rule: '§8.2 Maytag (Nortek) PGC/MGC condensing gas furnaces (PGC2TE080DV35C1)',
        source: G7_SOURCE,
      });
    }
    const electric = ELECTRIC_FURNACE.exec(model);
    if (electric) {
      const [, generation = '', blower = '', size = ''] = electric;
      return decodeOf('nordyne', lead, model, {
        type: 'furnaces',
        series: `E${generation}E${blower}`,
        fields: electricFurnaceFields(size),
        // E2EB is in RULES.md; the other series numbers are Nordyne's named E1…E7 electric furnace lines.
        // The kW reading of the size code is a pattern (ELECTRIC_KW_SOURCE).
        evidence: generation === '2' && blower === 'B' && !(Number(size) >= 5 && Number(size) <= 30) ? 'src' : 'pattern',
        rule: '§8.2 Nordyne E-series electric furnaces (E2EB-015HA, E3EB, E4EB)',
        source: `${generation === '2' && blower === 'B' ? source : `${source} · ${E_SERIES_SOURCE}`} · ${ELECTRIC_KW_SOURCE}`,
      });
    }
    const older = OLDER_ELECTRIC_FURNACE.exec(model);
    if (older) {
      const [, blower = '', size = ''] = older;
      return decodeOf('nordyne', lead, model, {
        type: 'furnaces',
        series: `FE${blower}`,
        fields: electricFurnaceFields(size),
        evidence: 'pattern',
        rule: 'Intertherm / Miller FEB / FEH electric furnaces (FEH-012HA-04: 012 = 12 kW)',
        source: ELECTRIC_KW_SOURCE,
      });
    }
    return null;
  },
};

// B-series manufactured-housing products: B6B· air handlers ("B6BX Series Air Handler" installation instructions)
// and B5B· electric furnaces ("B5BV Series Electric Furnaces"); series · cabinet / option letters · size digits.
// The size fields are not keyed in those documents: type (and electric for B5) only.
const B_SERIES = /^B([56])B([A-Z])[A-Z]?(?:-?\d{3}[A-Z0-9]{0,3}(?:-[A-Z0-9]{1,3})?)?$/;
const B_SERIES_SOURCE =
  'Intertherm B6BX Series air handler installation instructions: https://manuzoid.com/manuals/wveEG-Intertherm%20B6BX%20Installation%20guide · Intertherm B5BV Series electric furnaces installation instructions: https://manuzoid.com/manuals/8AaEx-Intertherm%20B5BV%20Installation%20guide';

// Site-built air handlers of the same B series, sized like the outdoor units they are matched with: B6BM / GB5BM ·
// optional M · size in kBtu/h · K · revision (B6BMM024K-B with NS6BD-024K, GB5BM-030K-A with NS6BD-030K, in the
// NS6BD restrictor / charge table). The B5BV electric furnace and the unsized B6BX keep the type-only reading below.
const B_AIR_HANDLER = /^(GB5|B6)BM(M?)-?(018|024|030|036|042|048|060)K(?:-?[A-D])?$/;
const B_AIR_HANDLER_SOURCE =
  'Nordyne NS6BD installation guide, indoor-unit restrictor / charge table (B6BMM024K-B, GB5BM-024K-A … GB5BM-060K-C, GB5BMM042K-B matched to NS6BD-024K … 060KA): https://manuzoid.com/manuals/jLOM0-Unbranded%20NS6BD-KA%20Guide';

export const nordyneBSeries: NomenclatureRule = {
  id: 'nordyne.b-series',
  family: 'nordyne',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'BG',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 66 /* B */ && c0 !== 71 /* G */) return null;
    const sized = B_AIR_HANDLER.exec(model);
    if (sized !== null) {
      const [, series = '', extra = '', size = ''] = sized;
      return decodeOf('nordyne', pickBrand(BRANDS, brand), model, {
        type: 'air handlers',
        series: `${series}BM${extra}`,
        fields: coolingFromCode(size) ?? {},
        description: 'air handler',
        evidence: 'pattern',
        rule: 'Nordyne B6BM / GB5BM site-built air handlers, size as the matched outdoor unit (B6BMM024K-B)',
        source: B_AIR_HANDLER_SOURCE,
      });
    }
    if (c0 !== 66) return null;
    const m = B_SERIES.exec(model);
    if (m === null) return null;
    const [, kind = '', letter = ''] = m;
    const handler = kind === '6';
    return decodeOf('nordyne', pickBrand(BRANDS, brand), model, {
      type: handler ? 'air handlers' : 'furnaces',
      series: `B${kind}B${letter}`,
      fields: handler ? {} : { fuel: 'electric' },
      description: handler ? 'manufactured-housing air handler' : 'manufactured-housing electric furnace',
      evidence: 'pattern',
      rule: 'Nordyne / Intertherm B6B· air handlers and B5B· electric furnaces (B6BX, B5BV), type only',
      source: B_SERIES_SOURCE,
    });
  },
};

export const NORDYNE_RULES: readonly NomenclatureRule[] = [nordyneMhFurnace, nordyneSiteBuilt, nordyneBSeries];
