// Issue 18 (id18c): heat pumps and room units of the older installed base that no other module reads — Carrier's
// water-source / geothermal lines (Aquazone 50P…, GT-series 50Y…, GT-S 38WQS), Friedrich room air conditioners
// (Kühl / standard chassis, Uni-Fit, compact lines), LG PTAC / PTHP, and Sanyo ductless splits. Coverage and
// evidence in README-extra.md ("Water-source, room and older ductless units (id18c)"). Brand required for every rule.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const tons = (kbtuh: number) => Math.round((kbtuh / 12) * 100) / 100;
const cooling = (kbtuh: number): DecodedFields => ({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) });

// ---------------------------------------------------------------------------------------------------------------
// Carrier water-source and geothermal heat pumps. These are 50- and 38-prefixed like the §2.1 packaged units and §2.3
// splits, but they are water-to-air heat pumps (boiler/tower and ground loop), which the catalog files as geothermal
// heat pumps; carrier/carrier.ts hands these series over to this rule.
const AQUAZONE_SOURCE =
  'Carrier Aquazone 50PTD026 manual (two-stage size 026): https://manualshive.com/en/manual/carrier/aquazone-50ptd026/2563410 · Carrier product data 50PC-1PD "AQUAZONE 50PCH015-060, 50PCV015-060 Compact Water Source Heat Pumps … 1¼ to 5 Nominal Tons": https://www.scribd.com/document/587396805/50PC-1PD · "Aquazone 50PSH, PSV, PSD Single-Stage Water Source Heat Pumps": https://homedocbox.com/amp/75738697-Appliances/Product-data-features-benefits-aquazone-50psh-psv-psd-single-stage-water-source-heat-pumps-with-puron-refrigerant-r-410a.html · 50PT-12PD "Aquazone 2-Stage Water Source Heat Pumps 2 to 6 Nominal Tons, 50PTH, PTV 024, 036, 048, 060, 070": https://readkong.com/page/product-data-aquazone-2-stage-water-source-heat-pumps-2-6596831';
const GT_SOURCE =
  'Carrier GT-PX (50YD) Packaged Series "two-stage horizontal, vertical and downflow, sizes 026 - 072": https://dokumen.tips/documents/gt-px-50yd-packaged-series-heating-cooling-2013-06-07-gt-px-50yd.html · GT-PX and GT-PE Split (50YDS and 50YPS) sizes 026 - 064: https://pdfslide.net/documents/gt-px-and-gt-pe-split-50yds-and-50yps-and-gt-pe-split-50yds-and-50yps-series.html · Carrier indoor & outdoor split geothermal catalog (GT-PX 50YDS 026-064, GT-G 50YCS 018-060, GT-S 38WQS 018-060; selection table "026 - Full Load 2.0 … 064 - Full Load 5.0" nominal tons at ISO 13256-1): https://manualmachine.com/carrier/gtpx/1063723-user-manual · GT-PCS Digital Split (50YGS and 50YGP) sizes 026 - 064: https://kipdf.com/download/gt-pcs-digital-split-50ygs-and-50ygp-series-two-stage-indoor-and-outdoor-split-p_5ab1c2df1723dd329c638d76.html';
/** Carrier series read here; carrier/carrier.ts's packaged and 38-split rules leave them alone. */
export const CARRIER_WATER_SOURCE_SERIES = /^(?:50P[CST][HVD]|50Y[CDGP][HVDSP]?|38WQS)/;
const AQUAZONE = /^50P([CST])([HVD])(\d{3})[A-Z0-9-]{0,16}$/;
const GT_SERIES = /^50Y([CDGP])([HVDSP]?)(\d{3})[A-Z0-9-]{0,16}$/;
const GT_S = /^38WQS(\d{3})[A-Z0-9-]{0,12}$/;
/** Two-stage (dual-capacity) unit sizes → nominal tons at full load (the split catalog's selection table). */
const DUAL_SIZE_TONS: Record<string, number | undefined> = { '026': 2, '038': 3, '049': 4, '064': 5, '072': undefined };
const SINGLE_SIZES = new Set(['018', '024', '030', '036', '042', '048', '060']);
const AQUAZONE_LINE: Record<string, string> = { C: 'Aquazone compact (50PC)', S: 'Aquazone single-stage (50PS)', T: 'Aquazone two-stage (50PT)' };
const CONFIG: Record<string, string> = { H: 'horizontal', V: 'vertical', D: 'vertical downflow', S: 'indoor split', P: 'outdoor split' };
const GT_LINE: Record<string, string> = { D: 'GT-PX (50YD)', P: 'GT-PE (50YP)', C: 'GT-G (50YC)', G: 'GT-PCS (50YG)' };
const CARRIER_BRANDS = ['Carrier', 'Bryant'] as const;

export const carrierWaterSource: NomenclatureRule = {
  id: 'carrier.water-source',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '53',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 53 && c0 !== 51) return null; // 5, 3
    let m: RegExpExecArray | null;
    if ((m = AQUAZONE.exec(model))) {
      const [, line = '', config = '', size = ''] = m;
      const n = Number(size);
      // 50PC: 015–060; 50PT: 024–070 and the two-stage sizes 026 … 072 (50PTD026); the printed ranges. A grid code
      // gives the nominal kBtu/h (015 = 1¼ tons); a two-stage size its full-load tons.
      const dual = line === 'T' && size in DUAL_SIZE_TONS;
      if (line === 'C' ? n < 15 || n > 60 : line === 'T' ? n < 24 || n > 72 : n < 6 || n > 70) return null;
      if (config === 'D' && line === 'C') return null; // the compact line is horizontal / vertical only
      const onGrid = n === 15 || SINGLE_SIZES.has(size);
      const dualTons = dual ? DUAL_SIZE_TONS[size] : undefined;
      const capacity: DecodedFields = dualTons !== undefined ? { cooling_capacity_tons: dualTons, cooling_capacity_kbtuh: dualTons * 12 } : onGrid ? cooling(n) : {};
      return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand), model, {
        type: 'geothermal heat pumps',
        series: `50P${line}${config}`,
        fields: Object.assign(capacity, { efficiency_tier: `${line === 'T' ? 'two-stage' : 'single-stage'}, ${CONFIG[config]}` }),
        description: `${AQUAZONE_LINE[line]} water-source heat pump, ${CONFIG[config]}`,
        evidence: 'pattern',
        rule: 'Carrier Aquazone 50PC / 50PS / 50PT · H / V / D · unit size (nominal kBtu/h on the §0.2 grid)',
        source: AQUAZONE_SOURCE,
      });
    }
    let size: string;
    let series: string;
    let description: string;
    if ((m = GT_SERIES.exec(model))) {
      const [, line = '', config = '', s = ''] = m;
      size = s;
      series = `50Y${line}${config}`;
      const where = config === '' ? '' : `, ${CONFIG[config]}`;
      description = `${GT_LINE[line]} geothermal heat pump${where}`;
      if (line === 'C' ? !SINGLE_SIZES.has(size) : !(size in DUAL_SIZE_TONS)) return null;
    } else if ((m = GT_S.exec(model))) {
      size = m[1]!;
      series = '38WQS';
      description = 'GT-S (38WQS) outdoor split geothermal heat pump';
      if (!SINGLE_SIZES.has(size)) return null;
    } else return null;
    const dual = size in DUAL_SIZE_TONS;
    const dualTons = DUAL_SIZE_TONS[size];
    const fields: DecodedFields = dual
      ? Object.assign(dualTons === undefined ? {} : { cooling_capacity_tons: dualTons, cooling_capacity_kbtuh: dualTons * 12 }, { efficiency_tier: 'two-stage' })
      : cooling(Number(size));
    return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series,
      fields,
      description,
      evidence: 'pattern',
      rule: 'Carrier GT-series geothermal 50Y + line · configuration · unit size (two-stage 026/038/049/064 = 2/3/4/5 nominal tons at full load); GT-S 38WQS',
      source: GT_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Friedrich room air conditioners. The service manuals group their model lists by system and voltage, which fixes
// the letters: S cool only, E cool with electric heat, Y heat pump (with electric heat when a heater digit follows);
// chassis S / M / L; two digits = nominal kBtu/h (the specification tables: SS08 8,000 … SL36 36,000 Btu/h); design
// series letter; voltage digit 1 = 115 V, 3 = 208-230 V; a heater digit (0 on cool-only models; not read: no table
// in reach maps 3 / 4 / 5 to kW); an optional last character ("*Last character may vary").
const FRIEDRICH_ROOM_SOURCE =
  'Friedrich Kühl room air conditioner service manuals: Kuhl-ServMan (5-10) "Cool Only 115-Volt: SS08M10 … 208-230-Volt: SS12M30 … SL36M30; Cool with Electric Heat 208-230-Volt: ES12M33 … EL36M35; Heat Pump with Electric Heat YS12M33, YM18M34, YL24M35; Heat Pump 115-Volt: YS10M10": https://tr.scribd.com/document/376659491/Kuhl-r410a · 2012 Service/Parts Manual 93001402_00 (SS08N10* … SL36N30*, "*Last character may vary"): https://manualmachine.com/friedrich/ym18n34/5346778-user-manual';
const FRIEDRICH_UNIFIT_SOURCE =
  'Friedrich Thru-the-Wall (Uni-Fit) service and parts manual "115 Volts US08B10A, US10B10A, US12B10A; 230 Volts US10B30A, US14B30A, US12B30B": http://www.somanuals.com/html/e1/Friedrich-Air-Conditioner-US14B30A-User-Manual.html · UE12A33A service manual (US10A30 9,800/10,000 Btu/h, US12A30 11,400/11,700 Btu/h, R-22): https://manualmachine.com/friedrich/ue12a33a/4651768-service-manual';
const FRIEDRICH_COMPACT_SOURCE =
  'Friedrich KP line service manual "KP05A10 KP06A10" (5,100 / 5,700 Btu/h, 115 V): http://somanuals.com/html/e1/Friedrich-KP05A10-KP06A10-User-Manual.html · CP10 - CP12 service manual "115Volts CP10F10 CP12F10": https://pt.scribd.com/document/386553705/frolbqdxontv · Compact Programmable service manual CP-14-18-24 (EP12G33, EP18G33, EP24G33): https://manualmachine.com/friedrich/ep24g33/5346804-user-manual · slider/casement SV08A10A, SV10A10A, SV12A10A: http://manualmachine.com/friedrich/sv08/960068-user-manual/';
const FRIEDRICH_ROOM = /^([SEY])([SML])(08|10|12|14|15|18|21|22|24|28|36)([A-Z])([13])([0-9])([A-Z0-9]?)$/;
const FRIEDRICH_UNIFIT = /^U([SE])(08|10|12|14)([A-Z])([13])([0-9])([A-Z]?)$/;
const FRIEDRICH_COMPACT = /^(KP|CP|EP|SV)(05|06|08|10|12|14|18|24)([A-Z])([13])([0-9])([A-Z]?)$/;
const FRIEDRICH_BRANDS = ['Friedrich'] as const;
const SYSTEM: Record<string, string> = { S: 'cool only', E: 'cool with electric heat', Y: 'heat pump' };

export const friedrichRoom: NomenclatureRule = {
  id: 'friedrich.room',
  family: 'friedrich',
  brands: FRIEDRICH_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'SEYUKC',
  decode(model, brand) {
    let m: RegExpExecArray | null;
    let kbtuh: number;
    let volt: string;
    let heater: string;
    let system: string;
    let series: string;
    let description: string;
    let source: string;
    let rule: string;
    if ((m = FRIEDRICH_ROOM.exec(model))) {
      const [, sys = '', chassis = '', cls = '', , v = '', h = ''] = m;
      kbtuh = Number(cls);
      volt = v;
      heater = h;
      system = sys;
      series = `${sys}${chassis}`;
      description = `room air conditioner, ${SYSTEM[sys]} (${chassis === 'S' ? 'small' : chassis === 'M' ? 'medium' : 'large'} chassis)`;
      source = FRIEDRICH_ROOM_SOURCE;
      rule = 'Friedrich room air conditioner S / E / Y · chassis S / M / L · kBtu/h · design letter · voltage 1 / 3 · heater digit';
      // The lists: 115 V only up to 15,000 Btu/h; the larger chassis are 208-230 V.
      if (volt === '1' && kbtuh > 15) return null;
    } else if ((m = FRIEDRICH_UNIFIT.exec(model))) {
      const [, sys = '', cls = '', , v = '', h = ''] = m;
      kbtuh = Number(cls);
      volt = v;
      heater = h;
      system = sys;
      series = `U${sys}`;
      description = `Uni-Fit through-the-wall air conditioner, ${SYSTEM[sys]}`;
      source = FRIEDRICH_UNIFIT_SOURCE;
      rule = 'Friedrich Uni-Fit U · S / E · kBtu/h · design letter · voltage 1 / 3 · heater digit';
    } else if ((m = FRIEDRICH_COMPACT.exec(model))) {
      const [, line = '', cls = '', , v = '', h = ''] = m;
      kbtuh = Number(cls);
      volt = v;
      heater = h;
      system = line === 'EP' ? 'E' : 'S';
      series = line;
      description = line === 'SV' ? 'slider / casement room air conditioner' : line === 'EP' ? 'compact room air conditioner with electric heat' : 'compact room air conditioner';
      source = FRIEDRICH_COMPACT_SOURCE;
      rule = 'Friedrich compact room air conditioners KP / CP / EP / SV · kBtu/h · design letter · voltage 1 / 3 · heater digit';
      if (line === 'EP' ? volt !== '3' : volt !== '1' && line !== 'CP') return null;
    } else return null;
    // Cool-only units carry heater digit 0; electric-heat and 230 V heat-pump units a heater size.
    if (system === 'S' && heater !== '0') return null;
    if (system === 'E' && (heater === '0' || volt !== '3')) return null;
    return decodeOf('friedrich', pickBrand(FRIEDRICH_BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: Object.assign(cooling(kbtuh), {
        efficiency_tier: SYSTEM[system],
        voltage_v: volt === '1' ? 115 : 230,
        phase: 1 as const,
      }),
      description,
      evidence: 'pattern',
      rule,
      source,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// LG packaged terminal air conditioners / heat pumps, printed key: LP · cooling capacity 07 / 09 / 12 / 15 (7,000 …
// 15,000 Btu/h) · serial digit · C air conditioner / H heat pump · control type letter(s) (M mechanical …) · electric
// heating capacity digit 2 = 2.0 kW, 3 = 3.5 kW, 5 = 5.0 kW (the 8-digit key, LP120CM2); the 9-digit key LP120CEM1
// has two control letters and a digit that key does not explain (not read). LP156HD5A's specification prints
// 14,700 Btu/h cooling and a 5.0 kW heater.
const LG_PTAC_SOURCE =
  'LG PTAC service manual, model key "LP 12 0 C M 2 … Digits 3,4 Unit Cooling Capacity 07 = 7,000 … 15 = 15,000 Btu/h; Digit 6 C = Air Conditioner, H = Heat Pump; Digit 7 Control Type M = Mechanical; Digit 8 Electric Heating Capacity 2 = 2.0 kW, 3 = 3.5 kW, 5 = 5.0 kW": https://somanuals.com/html/11/LG-Electronics-Air-Conditioner-230-208V-User-Manual.html · LP156HD5A SVC manual specification: https://manuals.online/lg/air-conditioner/lp156hd5a/user-manual/xfxb';
const LG_PTAC = /^LP(07|09|12|15)(\d)([CH])([A-Z]{1,2})([235])?([A-Z])?(?:-?[A-Z][0-9])?$/;
const LG_HEATER_KW: Record<string, number> = { '2': 2.0, '3': 3.5, '5': 5.0 };
const LG_BRANDS = ['LG'] as const;

export const lgPtac: NomenclatureRule = {
  id: 'lg.ptac',
  family: 'lg',
  brands: LG_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 76 || model.charCodeAt(1) !== 80) return null; // LP
    const m = LG_PTAC.exec(model);
    if (!m) return null;
    const [, cls = '', , system = '', control = '', heater] = m;
    const kbtuh = Number(cls);
    // The heater digit is read only in the 8-digit key (one control letter); two letters then a digit is the 9-digit key.
    const heaterKw = heater !== undefined && control.length === 1 ? LG_HEATER_KW[heater] : undefined;
    return decodeOf('lg', pickBrand(LG_BRANDS, brand), model, {
      type: 'packaged units',
      series: `LP${system}`,
      fields: Object.assign(cooling(kbtuh), {
        heating_capacity_kw: heaterKw,
        efficiency_tier: system === 'H' ? 'heat pump' : 'air conditioner',
      }),
      description: system === 'H' ? 'packaged terminal heat pump' : 'packaged terminal air conditioner',
      evidence: 'src',
      rule: 'LG PTAC key LP · cooling capacity · serial digit · C / H · control type · electric heating capacity',
      source: LG_PTAC_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Sanyo ductless splits (North America, 1990s–2000s): indoor KS (wall), KHS (wall, heat pump), XS (ceiling) and
// outdoor C / CL (cooling) / CH (heat pump) + two digits of nominal kBtu/h + two digits of model generation (51, 52,
// 71, 72 …): the technical & service manuals pair KS0951 + C0951, KHS1271 + CH1271, XS1872 + C1872, KS2472 + C2472.
// No printed key: the first pair of digits is read as the nominal class because the manuals' titles group the
// models that way (09 / 12 / 18 / 24) and the DC-inverter manuals rate them at those classes. The DC-inverter
// multi-system: wall indoor KMS 07–24 (SM700665: KMS0772 7,500 … KMS2472 24,200 Btu/h) on outdoor CM / CLM 19, 24, 31
// (SM700666: CM1972 19,700, CM2472 25,400, CM3172 30,600 Btu/h at 230 V).
const SANYO_SOURCE =
  'Sanyo technical & service manuals: SM700433 "KS0951 / C0951, CL0951 KS1251 / C1251, CL1251 KS1852 / C1852, CL1852 split system air conditioner, Destination U.S.A.": https://manualmachine.com/sanyo/c0951/1315814-user-manual · SM700647 "KHS0971 + CH0971, KHS1271 + CH1271, DC inverter split, North America": http://somanuals.com/html/18/Sanyo-Ch0971-User-Manual.html · SM700663 "KS1872 + C1872 + CL1872, KS2472 + C2472 + CL2472": https://www.manualslib.com/manual/261781/Sanyo.html · SM700767 "XS1271 + C1271, XS1872 + CH1872": https://www.scribd.com/document/695812661/C1271-Technical-Service-Manual · SM700665-02 "Indoor unit KMS0772 KMS0972 KMS1272 KMS1872 KMS2472, DC inverter multi-system": https://es.scribd.com/document/77296802/Sanyo-Air-Conditioner-Manual · SM700666-02 "Outdoor unit CM1972 CM2472 CM3172": https://vdocuments.us/technical-service-manual-refrigerant-r410a-pay-special-are-completed.html';
const SANYO = /^(KHS|KMS|KS|XS|CH|CLM|CL|CM|C)(07|09|12|18|19|24|30|31|36)([5-7][1-3])$/;
/** The multi-system's outdoor classes (SM700666); 19 and 31 are theirs alone. */
const SANYO_MULTI_OUTDOOR_CLASSES = new Set(['19', '24', '31']);
const SANYO_BRANDS = ['Sanyo'] as const;

export const sanyoDuctless: NomenclatureRule = {
  id: 'sanyo.ductless',
  family: 'sanyo',
  brands: SANYO_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'KXC',
  decode(model, brand) {
    const m = SANYO.exec(model);
    if (!m) return null;
    const [, unit = '', cls = ''] = m;
    const multiOutdoor = unit === 'CM' || unit === 'CLM';
    if (multiOutdoor ? !SANYO_MULTI_OUTDOOR_CLASSES.has(cls) : cls === '19' || cls === '31') return null;
    if (unit === 'KMS' && Number(cls) > 24) return null;
    const kbtuh = Number(cls);
    const outdoor = unit[0] === 'C';
    const heatPump = unit === 'KHS' || unit === 'CH';
    return decodeOf('sanyo', pickBrand(SANYO_BRANDS, brand), model, {
      type: 'mini-splits',
      series: unit,
      fields: Object.assign(cooling(kbtuh), { efficiency_tier: heatPump ? 'heat pump' : undefined }),
      description: multiOutdoor
        ? 'ductless multi-zone outdoor unit'
        : outdoor
          ? `ductless outdoor unit${unit === 'CL' ? ' (low-ambient cooling)' : ''}`
          : unit === 'XS'
            ? 'ductless ceiling-mounted indoor unit'
            : unit === 'KMS'
              ? 'ductless wall-mounted indoor unit (multi-system)'
              : 'ductless wall-mounted indoor unit',
      evidence: 'pattern',
      rule: 'Sanyo ductless KS / KHS / KMS / XS indoor, C / CL / CH / CM / CLM outdoor · nominal kBtu/h · generation digits',
      source: SANYO_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// GE Zoneline generations before the AZ41 / AZ45 / AZ61 / AZ65 series (those: room-units/ptac.ts): the 2800 / 2900 series
// (cooling with electric heat, AZ28E… / AZ29E…), 3800 / 3900 (heat pump with backup electric heat, AZ38H… /
// AZ39H…) and 5800 (heat pump, AZ58H…), in the same layout · class 07 / 09 / 12 / 15 · D 230/208 V / E 265 V · letters.
const GE_ZONELINE_EARLIER_SOURCE =
  'GE Zoneline 2007 contract sales A&E data manual (2800 Series cooling with electric heat AZ28E07DA* … AZ28E15EA*; 3800 Series heat pump with backup electric heat AZ38H07DA* … AZ38H15EA*; 5800 Series AZ58H07DA* …; dual rated 230/208 V, E = 265 V): https://www.scribd.com/document/72560444/800-Series-Data-Manual · 2008 A&E data manual (2900 Series AZ29E07DA* … AZ29E15EA*; "Zoneline 2900, 3900 and 5800 Series"): http://38.142.81.21:8001/manual/ge-monogram/5800-series/air-conditioners-brochure.html';
const GE_ZONELINE_EARLIER = /^AZ(28|29|38|39|58)([EH])(07|09|12|15)([DE])[A-Z]{1,3}\d?$/;
const GE_BRANDS = ['GE Appliances'] as const;

export const geZonelineEarlier: NomenclatureRule = {
  id: 'ge.zoneline-earlier',
  family: 'ge_appliances',
  brands: GE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 65 || model.charCodeAt(1) !== 90) return null; // AZ
    const m = GE_ZONELINE_EARLIER.exec(model);
    if (!m) return null;
    const [, series = '', system = '', cls = '', volt = ''] = m;
    // The 2x00 series are cooling with electric heat (E), the 3x00 / 5800 series heat pumps (H).
    if ((series[0] === '2') !== (system === 'E')) return null;
    const kbtuh = Number(cls);
    return decodeOf('ge_appliances', pickBrand(GE_BRANDS, brand), model, {
      type: 'packaged units',
      series: `AZ${series}`,
      fields: Object.assign(cooling(kbtuh), {
        efficiency_tier: system === 'H' ? 'heat pump with backup electric heat' : 'cooling with electric heat',
        voltage_v: volt === 'D' ? 230 : 265,
        phase: 1 as const,
      }),
      description: `Zoneline ${series}00 series ${system === 'H' ? 'packaged terminal heat pump' : 'packaged terminal air conditioner'}`,
      evidence: 'pattern',
      rule: 'GE Zoneline 2800 / 2900 / 3800 / 3900 / 5800 series AZ · E/H · class · D 230/208 V / E 265 V',
      source: GE_ZONELINE_EARLIER_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Toshiba Carrier North-American ductless: RAV-SP + class (kBtu/h) + digit + unit letters (AT outdoor, UT / BT indoor)
// + -UL; MCY-MAP + 0 + class + digit + HS multi-zone outdoor. No printed key in reach: the class is read as nominal
// kBtu/h because the NRCan rows rate every pairing at it (RAV-SP360AT2-UL + RAV-SP360UT-UL 36,400 Btu/h; RAV-SP300AT2-UL
// + RAV-SP301BT-UL 30,000; MCY-MAP0487HS-UL 48,000).
const TOSHIBA_SOURCE = 'NRCan Greener Homes eligible ASHP list, TOSHIBA CARRIER rows (shared/data/catalog/raw/ccashp.tsv)';
const TOSHIBA_RAV = /^RAV-?SP(09|12|18|24|30|36|42|48)(\d)(AT|UT|BT|KRT|CT|ST)(\d?)(?:-?UL)?$/;
const TOSHIBA_MCY = /^MCY-?MAP0(18|24|30|36|42|48)(\d)HS(?:-?UL)?$/;
const TOSHIBA_BRANDS = ['Toshiba Carrier', 'Toshiba'] as const;

export const toshibaDuctless: NomenclatureRule = {
  id: 'carrier.toshiba-ductless',
  family: 'carrier',
  brands: TOSHIBA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RM',
  decode(model, brand) {
    let m: RegExpExecArray | null;
    let description: string;
    let series: string;
    if ((m = TOSHIBA_RAV.exec(model))) {
      series = 'RAV-SP';
      description = m[3] === 'AT' ? 'ductless outdoor unit' : 'ductless indoor unit';
    } else if ((m = TOSHIBA_MCY.exec(model))) {
      series = 'MCY-MAP';
      description = 'multi-zone outdoor unit';
    } else return null;
    return decodeOf('carrier', pickBrand(TOSHIBA_BRANDS, brand), model, {
      type: 'mini-splits',
      series,
      fields: cooling(Number(m[1])),
      description,
      evidence: 'pattern',
      rule: 'Toshiba Carrier RAV-SP / MCY-MAP · class read as nominal kBtu/h, as the NRCan rows rate each pairing',
      source: TOSHIBA_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// ClimateMaster lines geothermal/climatemaster.ts does not read. The general nomenclature of the packaged units (IOM 97B0045N02:
// "TT = Tranquility Two Stage Scroll, TS …, TC …, GS = Genesis Ultra High Efficiency, GR …, GC …; V = Vertical Upflow,
// H = Horizontal, D = Vertical Downflow (N/A GR/GC); Unit Size, MBtuh; Revision Level") gives the Genesis Ultra (GS)
// key; the Tranquility High Efficiency (TR) submittal "Models TRH/V 006 - 060, HFC-410A"; the console (TRC 06 - 18),
// vertical-stack (TRM / TRW 09 - 36) lines and the Genesis indoor split (GSS 018 - 060) their titles. The unit size is
// read as nominal kBtu/h only on the §0.2 grid (the key calls it MBtuh); a size off the grid gives the type only.
const CLIMATEMASTER_MORE_SOURCE =
  'ClimateMaster packaged units IOM 97B0045N02 (6 Jan 2009), Model Nomenclature "General Overview For All H & V Series": https://scribd.com/document/693250919/1438903-1 · Tranquility High Efficiency (TR) submittal LC516 "Models TRH/V 006 - 060, 60Hz - HFC-410A": http://manualzilla.com/doc/7365991/climatemaster-dg-series-specifications · Tranquility Console (TRC) "size 06 - 18, R410A": https://pdfslide.us/documents/tranquility-console-trc-series-hvac-tech-console-seriespdftranquility-console.html · Tranquility Vertical Stack (TRM) "TRM09 - 36, HFC-410A": https://pdfkiwi.com/documents/trc-60410-submittalindd-5dae140dd2bd7 · (TRW) "TRW09 - 36": https://documents.pub/document/tranquility-vertical-stack-trw-series-2018-8-16-tranquility-vertical-stack.html · Genesis Split (GSS) "sizes 018 - 060": https://vdocuments.site/genesis-split-gss-pdw-series-climate-master-genesis-split-gss-.html';
const CM_PACKAGED = /^(GS|TR)([HVD])(\d{3})([A-Z0-9]{0,12})$/;
const CM_TERMINAL = /^TR([CMW])(\d{2})([A-Z0-9]{0,12})$/;
const CM_SPLIT = /^GSS(\d{3})([A-Z0-9]{0,12})$/;
const CM_GRID = new Set([6, 9, 12, 15, 18, 24, 30, 36, 42, 48, 60]);
const CM_BRANDS = ['ClimateMaster'] as const;
const CM_CONFIG: Record<string, string> = { H: 'horizontal', V: 'vertical', D: 'vertical downflow' };

export const climateMasterMore: NomenclatureRule = {
  id: 'climatemaster.more-series',
  family: 'climatemaster',
  brands: CM_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GT',
  decode(model, brand) {
    let m: RegExpExecArray | null;
    let n: number;
    let series: string;
    let description: string;
    let refrigerant: string | undefined;
    let tier: string | undefined;
    if ((m = CM_PACKAGED.exec(model))) {
      const [, line = '', config = '', size = ''] = m;
      n = Number(size);
      if (line === 'TR' && (config === 'D' || n < 6 || n > 60)) return null; // "Models TRH/V 006 - 060"
      if (line === 'GS' && (n < 6 || n > 72)) return null;
      series = `${line}${config}`;
      refrigerant = line === 'TR' ? 'R-410A' : undefined;
      tier = CM_CONFIG[config];
      description = `${line === 'TR' ? 'Tranquility High Efficiency (TR)' : 'Genesis Ultra High Efficiency (GS)'} water-source heat pump, ${CM_CONFIG[config]}`;
    } else if ((m = CM_TERMINAL.exec(model))) {
      const [, kind = '', size = ''] = m;
      n = Number(size);
      if (kind === 'C' ? n < 6 || n > 18 : n < 9 || n > 36) return null;
      series = `TR${kind}`;
      refrigerant = 'R-410A';
      description = kind === 'C' ? 'Tranquility console water-source heat pump' : 'Tranquility vertical-stack water-source heat pump';
    } else if ((m = CM_SPLIT.exec(model))) {
      n = Number(m[1]);
      if (n < 18 || n > 60) return null;
      series = 'GSS';
      tier = 'indoor split';
      description = 'Genesis indoor split water-source heat pump';
    } else return null;
    return decodeOf('climatemaster', pickBrand(CM_BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series,
      fields: Object.assign(CM_GRID.has(n) ? cooling(n) : {}, { refrigerant, efficiency_tier: tier }),
      description,
      evidence: 'pattern',
      rule: 'ClimateMaster GS / TR · H / V / D · unit size MBtuh; TRC / TRM / TRW · size; GSS · size',
      source: CLIMATEMASTER_MORE_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Florida Heat Pump (FHP, Bosch since 2008) water-source lines the Bosch listed rule does not read: GT and EM series
// (packaged water-to-air, ISO 13256-1 ratings) and WW water-to-water units, written series · 3-digit unit size · the
// rest (GT036-1VTC). Type only: the size is a unit size ("EP Model 007 – 070, ½ to 6 Ton"), not a printed kBtu/h.
const FHP_SOURCE =
  'FHP GTIP60 "GT Series, Inch Pounds - 60 Hz, spec guide": https://homedocbox.com/amp/77367674-Appliances/Gtip60-iso-gt-series-inch-pounds-60-hz-gt-iso-spec-guide-drawings-spec-sheets-low-temp-heating-p-t-charts.html · "EMIP60 ISO. EM Series, Inch Pounds - 60 Hz" and "WW Series Water-to-Water Reverse Cycle Chillers & Low Temp Boilers" guide specifications (same document family) · FHP EP Model catalog "EP Model 007 – 070, ½ to 6 Ton": https://vdocuments.mx/ep-model-water-source-heat-pump-mill-pond-ge-2014-02-28-ep-model-water-source.html';
const FHP = /^(GT|EM|WW)(0[0-7]\d)(?:-?[1-5][A-Z0-9-]{0,8})?$/;
const FHP_BRANDS = ['Bosch'] as const;

export const fhpWaterSource: NomenclatureRule = {
  id: 'bosch.fhp-water-source',
  family: 'bosch',
  brands: FHP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GEW',
  decode(model, brand) {
    const m = FHP.exec(model);
    if (!m) return null;
    const n = Number(m[2]);
    if (n < 6 || n > 72) return null;
    const line = m[1]!;
    return decodeOf('bosch', pickBrand(FHP_BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series: line,
      fields: {},
      description: line === 'WW' ? 'FHP water-to-water heat pump' : `FHP ${line} series water-source heat pump`,
      evidence: 'pattern',
      rule: 'Florida Heat Pump GT / EM / WW · unit size (type only)',
      source: FHP_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Nordic (Maritime Geothermal) ground-source heat pumps, printed key: series R (active cooling liquid to air) / W
// (liquid to water, hydronic) · nominal size · functions H heating, AC active cooling, W domestic hot water ·
// refrigerant P R-410A / O R-407C · voltage code + compressor S one-stage / T two-stage / D dual · loop exchanger, fan
// letters and revision (R-80-HACW-P-1S-C-SDERF-xx, W-100-HACW-O-2S-CC). Sizes: R 25 = 2, 45 = 3, 55 = 4, 65 = 5,
// 75 = 6, 80 = 6.5 tons (R key); W 100 = 9, 300 = 24 tons (W keys); other W sizes type only.
const NORDIC_SOURCE =
  'Nordic R-80-HACW-P-*S engineering specification 001691SPC-03 (model nomenclature: series R, nominal size 25 = 2 Ton … 80 = 6.5 Ton, functions, refrigerant P = R410a, voltage code 1 = 208/230-1-60 … 7 = 380-3-50, compressor S / T): https://vdocuments.net/001691spc-03-r-80-hacw-p-s-sdef-60hz-ra80ahacwapa1sacasderfaxx.html · W-100-HACW-O-*S-CC specification 000862SPC-01 (W = liquid to water, 100 = 9 Ton, O = R407c, voltage 2 / 4 / 5): https://studylib.net/doc/18798864/000862spc-01---nordic-geothermal-heat-pump · W-300-HAC-P-*D-PP specification 002027SPC-01 (300 = 24 Ton, D = dual scroll): https://docplayer.net/amp/20152432-engineering-specifications.html';
const NORDIC = /^([RW])-?(25|45|55|65|75|80|100|150|200|300)(?:-?(HACW|HAC|HW|H)(?:-?([OP])(?:-?([1-7])([STD])(?:-?[A-Z0-9-]{1,14})?)?)?)?$/;
const NORDIC_TONS: Record<string, Record<string, number>> = {
  R: { '25': 2, '45': 3, '55': 4, '65': 5, '75': 6, '80': 6.5 },
  W: { '100': 9, '300': 24 },
};
const NORDIC_VOLTAGE: Record<string, { voltage_v: number; phase: 1 | 3 }> = {
  '1': { voltage_v: 230, phase: 1 },
  '2': { voltage_v: 208, phase: 3 },
  '3': { voltage_v: 277, phase: 1 },
  '4': { voltage_v: 460, phase: 3 },
  '5': { voltage_v: 575, phase: 3 },
  '6': { voltage_v: 220, phase: 1 },
  '7': { voltage_v: 380, phase: 3 },
};
const NORDIC_BRANDS = ['Nordic'] as const;

export const nordicGeothermal: NomenclatureRule = {
  id: 'nordic.geothermal',
  family: 'nordic',
  brands: NORDIC_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'RW',
  decode(model, brand) {
    const m = NORDIC.exec(model);
    if (!m) return null;
    const [, series = '', size = '', functions, refrigerant, volt, compressor] = m;
    // Residential liquid-to-air sizes only on R; the commercial 100+ sizes only on W.
    if (series === 'R' ? size.length === 3 : size.length === 2 && functions === undefined) return null;
    const tons = NORDIC_TONS[series]?.[size];
    const voltage = volt === undefined ? undefined : NORDIC_VOLTAGE[volt];
    const fields: DecodedFields = Object.assign(
      tons === undefined ? {} : { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      {
        refrigerant: refrigerant === 'P' ? 'R-410A' : refrigerant === 'O' ? 'R-407C' : undefined,
        efficiency_tier: compressor === 'S' ? 'single-stage' : compressor === 'T' ? 'two-stage' : compressor === 'D' ? 'dual compressor' : undefined,
        voltage_v: voltage?.voltage_v,
        phase: voltage?.phase,
      },
    );
    const withFunctions = functions === undefined ? '' : `, ${functions.includes('AC') ? 'heating and active cooling' : 'heating'}${functions.endsWith('W') ? ' with domestic hot water' : ''}`;
    return decodeOf('nordic', pickBrand(NORDIC_BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series,
      fields,
      description: `${series === 'R' ? 'liquid-to-air' : 'liquid-to-water (hydronic)'} geothermal heat pump${withFunctions}`,
      evidence: 'src',
      rule: 'Nordic R / W · nominal size · functions · refrigerant · voltage code · compressor',
      source: NORDIC_SOURCE,
    });
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Friedrich Vert-I-Pak single package vertical units: V · E (cooling with electric heat) / H (heat pump) · A · class 09 /
// 12 / 18 / 24 · K 208/230 V / R 265 V · heater 25 / 34 / 50 / 75 / 10 (2.5 / 3.4 / 5.0 / 7.5 / 10 kW, as the PTAC key's
// heater digits 2 / 3 / 5 = 2.5 / 3.4 / 5.0 kW) · RT · P / options. The service manual lists VHA-09K25RTP … VHA-24R10RTP;
// 7.5 and 10 kW only on 18 / 24.
const FRIEDRICH_VPAK_SOURCE =
  'Friedrich Vert-I-Pak service manual 95992012_04, standard chassis models "VHA - 09K25RTP, 09K34RTP, 09K50RTP … 18K75RTP … 24K75RTP, 24K10RTP; VHA - 09R25RTP …": https://manuzoid.com/manuals/j44pD-Friedrich%20VHA-09K25RTP%20Owner\'s%20manual · Friedrich PTAC model number code (heater 2 = 2.5, 3 = 3.4, 5 = 5.0 kW), ptac.ts';
const FRIEDRICH_VPAK = /^V([EH])A-?(09|12|18|24)([KR])(25|34|50|75|10)R?T?[A-Z]?$/;
const VPAK_HEATER_KW: Record<string, number> = { '25': 2.5, '34': 3.4, '50': 5.0, '75': 7.5, '10': 10 };

export const friedrichVertIPak: NomenclatureRule = {
  id: 'friedrich.vert-i-pak',
  family: 'friedrich',
  brands: FRIEDRICH_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'V',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 86) return null; // V
    const m = FRIEDRICH_VPAK.exec(model);
    if (!m) return null;
    const [, system = '', cls = '', volt = '', heater = ''] = m;
    const kbtuh = Number(cls);
    if ((heater === '75' || heater === '10') && kbtuh < 18) return null; // 7.5 / 10 kW only on the 18 / 24 chassis
    return decodeOf('friedrich', pickBrand(FRIEDRICH_BRANDS, brand), model, {
      type: 'packaged units',
      series: `V${system}A`,
      fields: Object.assign(cooling(kbtuh), {
        heating_capacity_kw: VPAK_HEATER_KW[heater],
        efficiency_tier: system === 'H' ? 'heat pump' : 'cooling with electric heat',
        voltage_v: volt === 'K' ? 230 : 265,
        phase: 1 as const,
      }),
      description: `Vert-I-Pak single package vertical ${system === 'H' ? 'heat pump' : 'air conditioner'}`,
      evidence: 'pattern',
      rule: 'Friedrich Vert-I-Pak V · E / H · A · class · K / R voltage · heater kW',
      source: FRIEDRICH_VPAK_SOURCE,
    });
  },
};

export const WATER_SOURCE_ROOM_DUCTLESS_RULES: readonly NomenclatureRule[] = [carrierWaterSource, friedrichRoom, lgPtac, sanyoDuctless, geZonelineEarlier, toshibaDuctless, climateMasterMore, fhpWaterSource, nordicGeothermal, friedrichVertIPak];
