// RULES.md §2: Carrier / Bryant / Payne model numbers.
import { capacityFields, decoded, gridCapacity, reportedBrand, weakest } from '../common';
import { brandIn } from '../kit/brand-guard';
import type { DecodedFields, NomenclatureRule } from '../types';
import { CARRIER_WATER_SOURCE_SERIES } from '../multi-family/water-source-room-ductless';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;
export const S = {
  S10: '[S10] https://expydoc.com/doc/4562455/product-data',
  S34: '[S34] https://tr.scribd.com/document/374155863/Carrier-24ACC6-pdf',
  S34b: 'Carrier 25HCE4 Comfort 14 heat pump product data, model number nomenclature (positions 9–13: grille, open, outdoor tube, voltage 3 = 208-230-1 / 5 = 208/230-3 / 6 = 460/3, minor series): https://manuals.plus/m/53993aaa49366c3addbec2e542cda0ea7b1328794cadec6964e1b246ea8c98e3',
  S37: '[S37] https://homedocbox.com/amp/73340762-Appliances/Product-data-38cks-60-hz-10-seer-air-conditioner-export-models-sizes-018-thru-060-available-options.html',
  S39: '[S39] https://www.easymanua.ls/carrier/38aud-16-series/manual?p=4',
  S42: '[S42] https://thedailythrive.org/payne-model-number-lookup/',
  S43: '[S43] https://ar.scribd.com/document/42056547/fa4b-3pd',
  S45: '[S45] https://documents.pub/document/product-data-carrier-24000-650-725-835-725-835-875-875-875-30000.html',
  S46: '[S46] https://weblink.edmondswa.gov/WebLink/DocView.aspx?id=1480975&dbid=0&repo=Edmonds',
  S50: '[S50] https://pdfslide.us/documents/product-data-utcccs-cdn-data-13-seer-split-cec-electrical-range-units-offered.html',
  PKG_LIST: 'Carrier residential single-packaged product data titles (48XZ, 50XP, 50XZ, 50JS, 50GS, 50ZP …, 2 to 5 nominal tons; 50ZP024 = 2 t): https://homedocbox.com/amp/78461950-Appliances/Product-data-features-benefits.html',
  HC_KEY: 'Carrier 50HC WeatherMaster installation manual, Appendix I model number nomenclature (04 = 3 t … 14 = 12.5 t): https://www.easymanua.ls/carrier/50hc-series/manual?p=48',
  BRYANT_PKG: 'Bryant 607C Preferred single-packaged heat pump, 677C/674D single-packaged Hybrid Heat dual fuel, sizes 24–60 (product data / owner manual): https://manualmachine.com/bryant/preferred677c/23117194-owners-information-manual',
  S41: '[S41] https://homedocbox.com/amp/71462980-Appliances/Product-data-58cta-ctx-performance-80-two-stage-4-way-multipoise-induced-combustion-furnace-input-capacities-45-000-thru-155-000-btuh.html',
  BRYANT_FURNACES: 'Bryant furnace product data titles (310AAV/310JAV sizes 045 thru 155, 340AAV 040 thru 140, 352AAV 060 thru 120, 355MAV 040 thru 120, 395CAV 045 thru 155): https://homedocbox.com/amp/69526392-Appliances/352aav-4-way-multipoise-two-stage-condensing-gas-furnace-sizes-060-thru-120-catalog-no-pds-352a-60-1.html',
  CARRIER_59SC5_SUBMITTAL: 'Carrier Comfort 95 submittal, model 59SC5A120S24--20: 120,000 Btu/h input, 24.5 in wide, 2105 CFM, 95.5 % AFUE (City of Tigard public record): http://publicrecords.tigard-or.gov/Public/DocView.aspx?dbid=0&id=723789&repo=CityOfTigard',
  CARRIER_59SC2: 'Carrier 59SC2 product data (condensing gas furnace; twinning sizes named input--airflow, 060--12 through 120--20): https://vdocuments.us/product-data-dms-product-data-a11263-the-59sc2-multipoise-comfort-series-condensing.html',
  PG95ESAA: 'Payne PG95ESAA / Bryant 915SB / Carrier 59SC5B product data (sizes 26,000 Btuh through 66120D): https://dokumen.tips/documents/59sc5b-915sb-pg95esa-01pd-data-ss-pg95e-select-payne-air-conditioner-or-heat.html',
  BRYANT_9XX: 'Bryant product-data titles 925SA / 926TA / 986TA / 987MA condensing gas furnaces: https://homedocbox.com/amp/83101477-Appliances/Product-data-59sp5a-performance-boost-single-stage-way-multipoise-condensing-gas-furnace-series-100.html',
  OIL: 'Carrier product data titles "OBM/OVM multipoise oil furnace, input capacities …" and "OVL units equipped with optional ECM" (oil furnace product data list): https://homedocbox.com/amp/71735822-Appliances/Oil-fired-central-furnace.html',
  DUCTLESS: 'Carrier ductless product data titles (38MAQ / 38MA*R / 38MBQ / 38MPRA / 38MHR / 38MGQ outdoor units, 40MAQ high wall, 40MB*C cassette, 40MB*F console, 40MB*D ducted; sizes 09 to 48, e.g. 40MAQB24B--3): https://homedocbox.com/amp/77269457-Appliances/Product-data-38maq-outdoor-unit-single-zone-ductless-system-sizes-09-to-30-industry-leading-features-benefits.html',
  S57: '[S57] https://sportdocbox.com/amp/66691452-Auto_Racing/Product-data-fa4b-fb4b-fc4c-direct-expansion-fan-coil-sizes-018-thru-070-air-handling-technology-at-its-finest.html',
};

/** §2.2 pos 6 / §2.6: last digit of the nominal SEER class [pattern]. */
export const SEER_DIGIT: Record<string, number> = { '3': 13, '4': 14, '5': 15, '6': 16, '7': 17, '9': 19, '1': 21 };
/**
 * §2.2 pos 4 tier letter [pattern from product-data titles]; H = Performance from the title
 * "24AHA4 Performance Series Air Conditioner with Puron Refrigerant" (Carrier product data).
 */
export const TIER: Record<string, string> = { B: 'Base / Comfort', C: 'Performance', P: 'Performance', H: 'Performance', N: 'Infinity', A: 'single-stage value' };

// §2.2 Carrier 24/25 split outdoor: 24 A C C 6 36 A 0 0 3.
// V in the kind letter = the Infinity variable-speed lines (24VNA / 25VNA, "Infinity Variable Speed" product-data titles): its digit is no SEER class.
// After the capacity the 25HCE4 key prints grille letter · open · outdoor tube (0 copper, L aluminum) ·
// voltage (3 = 208-230-1, 5 = 208/230-3, 6 = 460-3) · 2-digit minor series [S34b]; parts retailers
// list the full ordering number with 2 more digits (25HBA330A0030010), accepted but not read.
const SPLIT = /^(24|25)([AHV])([BCPHNA])([A-Z])(\d)(\d{2})([A-Z0-9]{0,6}|[A-Z][0-9A-Z][0L][356]\d{4})$/;
const SPLIT_TAIL = /^[A-Z][0-9A-Z][0L]([356])/;
const SPLIT_VOLTAGE: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = { '3': { voltage_v: 230, phase: 1 }, '5': { voltage_v: 230, phase: 3 }, '6': { voltage_v: 460, phase: 3 } };
const split: NomenclatureRule = {
  id: 'carrier.split-24-25',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '2',
  decode(model, brand) {
    const m = SPLIT.exec(model);
    if (!m) return null;
    const [, fam, kind, tier, major, seerDigit, cap, tail] = m as unknown as [string, string, string, string, string, string, string, string];
    const ac = fam === '24';
    if (kind !== 'V' && ac !== (kind === 'A')) return null;
    const seer = kind === 'V' ? undefined : SEER_DIGIT[seerDigit];
    const c = gridCapacity(cap);
    if ((seer === undefined && kind !== 'V') || !c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const volt = tail.length >= 4 ? SPLIT_TAIL.exec(tail) : null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${fam}${kind}${tier}${major}${seerDigit}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      // The digits carry no refrigerant (§2.2): left to the date.
      fields: Object.assign({}, capacityFields(c), { seer, efficiency_tier: TIER[tier] }, volt ? SPLIT_VOLTAGE[volt[1]!] : undefined),
      evidence: 'pattern',
      rule: '§2.2 Carrier 24/25 split outdoor, 2005+',
      source: volt ? `${S.S34}; ${S.S34b}` : S.S34,
    });
  },
};

// §2.3 older 38-series condensing units: 38 + 2–3 letters + 3-digit capacity (38CKC036 = 3 t).
const OLD_SPLIT = /^38([A-Z]{2,3})(\d{3})([A-Z0-9-]{0,8})$/;
/** §2.3 SEER per series [src titles] and refrigerant per series (R-22 default; Puron series say so). */
export const OLD_SERIES: Record<string, { seer?: number; refrigerant?: string; heatPump?: boolean; source?: string }> = {
  CKC: { seer: 10, refrigerant: 'R-22' },
  CKS: { seer: 10, refrigerant: 'R-22' },
  CKD: { seer: 13, refrigerant: 'R-22' },
  YCC: { seer: 10, refrigerant: 'R-22' },
  TZA: { refrigerant: 'R-410A' },
  TDB: { refrigerant: 'R-410A' },
  // Heat pumps by their product-data titles though the first letter is no Y (dless20): "38EYX 50Hz Heat Pump with R-410a
  // Refrigerant", "38BYG (60 Hz) 12 SEER Heat Pump, sizes 018 thru 060", "38QRR Performance Series Heat Pump with Puron".
  EYX: { refrigerant: 'R-410A', heatPump: true, source: 'Carrier product data "38EYX 50Hz Heat Pump With R-410a Refrigerant", "38QRR Performance Series Heat Pump with Puron Refrigerant 2 to 5 Nominal Tons": https://homedocbox.com/amp/97409299-Appliances/Product-data-38qrr-performancet-series-heat-pump-with-puronr-refrigerant-2-to-5-nominal-tons-industry-leading-features-benefits.html' },
  BYG: { seer: 12, heatPump: true, source: 'Carrier product data "38BYG (60 Hz) 12 SEER Heat Pump, Sizes 018 thru 060": https://homedocbox.com/amp/74923107-Appliances/Split-system-heat-pump-unit-model-ph12-ss-ph12-11-features.html' },
  QRR: { refrigerant: 'R-410A', heatPump: true, source: 'Carrier product data "38QRR Performance Series Heat Pump with Puron Refrigerant 2 to 5 Nominal Tons": https://homedocbox.com/amp/97409299-Appliances/Product-data-38qrr-performancet-series-heat-pump-with-puronr-refrigerant-2-to-5-nominal-tons-industry-leading-features-benefits.html' },
};
const oldSplit: NomenclatureRule = {
  id: 'carrier.split-38',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    const m = OLD_SPLIT.exec(model);
    if (!m) return null;
    const [, letters, cap] = m as unknown as [string, string, string];
    // 38M…/38G… are ductless outdoor units and 38AU codes are tonnage indexes (§0.4): not read here; 38AP sizes are
    // nominal tons (38APD025 = 25 t, carrier/commercial-splits.ts).
    if (letters[0] === 'M' || letters[0] === 'G' || letters.startsWith('AU') || letters.startsWith('AP')) return null;
    if (CARRIER_WATER_SOURCE_SERIES.test(model)) return null; // GT-S geothermal outdoor split: multi-family/water-source-room-ductless.ts
    // 38NYV / 38UYV: Toshiba-built high-wall split outdoor units whose digits are a kW×10 class (carrier/toshiba-built-high-wall.ts).
    if (letters === 'NYV' || letters === 'UYV') return null;
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const known = OLD_SERIES[letters];
    const hp = letters[0] === 'Y' || known?.heatPump === true;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: hp ? 'heat pumps' : 'air conditioners',
      series: `38${letters}`,
      model,
      description: hp ? 'split heat pump (38 series)' : 'split condensing unit (38 series)',
      fields: Object.assign({}, capacityFields(c), { seer: known?.seer, refrigerant: known?.refrigerant }),
      evidence: weakest(hp ? 'pattern' : 'src', known ? 'src' : 'src'),
      rule: '§2.3 Carrier 38-series split condensing units',
      source: known?.source ?? S.S37,
    });
  },
};

// §2.3 commercial 38AU condensing unit (printed key, R-410A "Puron"): 38AU + coil D (dual circuit) / Z
// (single) + refrigerant option + tonnage index (16 = 15 t, 25 = 20 t: not kBtu/h, §0.4) + coil option
// + 0 + A + voltage (1 = 575/3/60, 5 = 208/230/3/60, 6 = 460/3/60) + the rest. Example 38AUDC25A0A6A0A0A0.
const COMMERCIAL = /^38AU([DZ])([ABC])(16|25)([A-Z])0A([156])([A-Z0-9]{0,8})$/;
const AU_TONS: Record<string, number> = { '16': 15, '25': 20 };
const AU_VOLTAGE: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = { '1': { voltage_v: 575, phase: 3 }, '5': { voltage_v: 230, phase: 3 }, '6': { voltage_v: 460, phase: 3 } };
const commercialSplit: NomenclatureRule = {
  id: 'carrier.38au-condensing-unit',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '3',
  decode(model, brand) {
    const m = COMMERCIAL.exec(model);
    if (!m) return null;
    const [, circuit, , tonnage, , volt] = m as unknown as [string, string, string, string, string, string];
    const tons = AU_TONS[tonnage]!;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'air conditioners',
      series: '38AU',
      model,
      description: `commercial split condensing unit, ${circuit === 'D' ? 'dual' : 'single'} circuit`,
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A', ...AU_VOLTAGE[volt] },
      evidence: 'src',
      rule: '§2.3 Carrier 38AU commercial condensing units',
      source: S.S39,
    });
  },
};

/** §0.5 / §2.4 Carrier furnace input codes → true input kBtu/h [src S10]. */
export const CARRIER_INPUT: Record<string, number> = { '045': 44, '070': 66, '090': 88, '110': 110, '135': 132, '155': 154 };
export const LETTER_TRIOS: Record<string, string> = {
  STA: 'single-stage',
  STX: 'single-stage, low-NOx',
  CTA: 'two-stage',
  CTX: 'two-stage, low-NOx',
  CTW: 'two-stage, variable speed',
  CTY: 'two-stage, variable speed',
  DLA: 'deluxe',
  DLX: 'deluxe',
  PAV: 'budget 80 %',
};
const AIRFLOW_CODES = new Set(['08', '12', '14', '16', '20']);

// §2.4 Carrier furnaces: 58/59 + letter trio + input code + option dashes/digits + cooling airflow code.
// The airflow alternatives sit in the pattern so a filler digit before them ("090---12116") backtracks onto the code.
const FURNACE = /^(58|59)([A-Z]{3})(\d{3})(?:-*\d?-*)(08|12|14|16|20)([A-Z0-9]{0,3})$/;
const furnace: NomenclatureRule = {
  id: 'carrier.furnace-58-59',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '5',
  decode(model, brand) {
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, fam, trio, inputCode, airflow] = m as unknown as [string, string, string, string, string];
    const input = CARRIER_INPUT[inputCode];
    if (input === undefined || !AIRFLOW_CODES.has(airflow)) return null;
    const condensing = fam === '59';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'furnaces',
      series: `${fam}${trio}`,
      model,
      description: condensing ? 'condensing gas furnace' : 'non-condensing gas furnace',
      fields: {
        heating_input_kbtuh: input,
        heating_input_code: inputCode !== String(input).padStart(3, '0') ? inputCode : undefined,
        afue_percent: condensing ? undefined : 80,
        efficiency_tier: condensing ? `90 %+ condensing${LETTER_TRIOS[trio] ? ', ' + LETTER_TRIOS[trio] : ''}` : LETTER_TRIOS[trio],
        cooling_airflow_cfm: Number(airflow) * 100,
      },
      evidence: 'src',
      rule: '§2.4 Carrier 58/59 gas furnaces',
      source: S.S10,
    });
  },
};

// §2.4 Payne PG + AFUE + letters + cooling airflow class + input (PG80ESAA36040AA).
const PAYNE_FURNACE = /^PG(80|9[2-8])([A-Z]{3,4})(\d{2})(\d{3})([A-Z]{0,3})$/;
const payneFurnace: NomenclatureRule = {
  id: 'carrier.payne-furnace',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'P',
  decode(model, brand) {
    const m = PAYNE_FURNACE.exec(model);
    if (!m) return null;
    const [, afue, letters, airflow, inputCode] = m as unknown as [string, string, string, string, string];
    const tons = Number(airflow) / 12;
    // 66 (5.5-ton class) and the 26,000 Btuh input 026 are printed sizes of the PG95ESAA line (66120D, 30026A) [src PG95ESAA].
    if (![24, 30, 36, 42, 48, 60, 66].includes(Number(airflow))) return null;
    const code = Number(inputCode);
    if (code !== 26 && (code < 40 || code > 155)) return null;
    const input = code === 26 ? 26 : CARRIER_INPUT[inputCode];
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Payne'),
      type: 'furnaces',
      series: `PG${afue}${letters}`,
      model,
      description: 'gas furnace',
      // Only codes §0.5 maps are given as an input; other codes are shown as printed.
      fields: { afue_percent: Number(afue), heating_input_kbtuh: input, heating_input_code: inputCode, cooling_airflow_cfm: tons * 400 },
      evidence: 'pattern',
      rule: '§2.4 Payne PG gas furnaces',
      source: code === 26 || airflow === '66' ? `${S.S42}; ${S.PG95ESAA}` : S.S42,
    });
  },
};

// §2.5 fan coils with 3-digit kBtu/h sizes (FB4C/FX4D 018–061; FA4B/FB4B/FC4C 018–070), and the
// variable-speed ones sized by tonnage class 001–006 (FV4, FK4, FE4A, FH4A): type only.
const FAN_COIL = /^(F[ABCX]4[A-Z]|F[VK]4[A-Z]|FE4A|FH4A)([A-Z]{0,2})(\d{3})([A-Z0-9]{0,4})$/;
const fanCoil: NomenclatureRule = {
  id: 'carrier.fan-coil',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'F',
  decode(model, brand) {
    const m = FAN_COIL.exec(model);
    if (!m) return null;
    const [, series, , size] = m as unknown as [string, string, string, string];
    const sizeClass = series[1] === 'V' || series[1] === 'K' || series === 'FE4A' || series === 'FH4A';
    let fields: DecodedFields = {};
    if (sizeClass) {
      if (!/^00[1-6]$/.test(size)) return null;
    } else {
      const c = gridCapacity(size);
      const n = Number(size);
      if (n < 18 || n > 70) return null;
      if (c && c.kbtuh <= 60) fields = capacityFields(c);
    }
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'air handlers',
      series,
      model,
      description: sizeClass ? `fan coil, size class ${size} (not kBtu/h)` : 'fan coil',
      fields,
      evidence: 'src',
      rule: '§2.5 Carrier / Bryant fan coils',
      source: sizeClass ? S.S45 : S.S43,
    });
  },
};

// §2.5 cased coils CAPMP / CARMP + capacity (kBtu/h) + cabinet width (3619, 4823, 6025).
const COIL = /^CA([PR])MP(\d{2})(\d{2})([A-Z0-9]{0,4})$/;
const coil: NomenclatureRule = {
  id: 'carrier.coil',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'C',
  decode(model, brand) {
    const m = COIL.exec(model);
    if (!m) return null;
    const [, shape, cap, width] = m as unknown as [string, string, string, string];
    const c = gridCapacity(cap);
    const w = Number(width);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60 || w < 14 || w > 25) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'evaporator coils',
      series: `CA${shape}MP`,
      model,
      description: `cased evaporator coil, ${w}-inch cabinet`,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§2.5 Carrier cased coils CAPMP / CARMP',
      source: S.S57,
    });
  },
};

// §2.6 Bryant numeric splits: type, tier, SEER class, major, voltage, variations, capacity (126BNA0360).
// Third digit 0: the Evolution Extreme variable-speed 180ANV / 280ANV; 8: the Evolution V variable-speed
// 288BNV (NRCan rows 288BNV025 / 288BNV037, off-grid codes §0.3) — no SEER class read from either.
// Tier 6 = Preferred: the 165A product data's printed key (165A N A036000A: 1 = AC, 6 = Preferred, 5 = 15 SEER
// nominal, N = 208-230-1), and the 265A Preferred heat pump of the same titles (BRYANT_PREFERRED_6).
// Voltage letter P: Bryant 113APA030 and 213CPA030 are among the "models affected" of Carrier dealer service bulletin
// DSB 14-0012 (1.5–2.5 ton condensing units), next to 113ANA… / 213CNA…; the 113A key prints only N = 208-230-1, so a P
// form gives type and size with the voltage absent, and only with the brand given.
const BRYANT = /^([12])([1268])([0-9])([A-Z])([NP])([A-Z0-9])(\d{3})([A-Z0-9]{0,3})$/;
const BRYANT_VOLTAGE_P_SOURCE =
  'Carrier dealer service bulletin DSB 14-0012 (10/23/14), models affected incl. Bryant 113AN(A,C,W)0(18,24,30), 113APA030, 213CNA0(18,24,30), 213CPA030: https://studylib.net/doc/18794115/dealer-service-bulletin---comfort-products-distributing · Bryant 113A product data, model number nomenclature "11 3 A N A 036 0 0 0 0" (product family 1 = AC, tier, SEER 3 = 13, major series, voltage N = 208-230-1, variations, cooling capacity): https://manualmachine.com/bryant/113a/1453574-user-manual';
const BRYANT_PREFERRED_6 =
  'Bryant 165A product data "Preferred Series air conditioner with Puron refrigerant, 1-1/2 to 5 nominal tons (size 018 to 060)", model number nomenclature 165A N A036000A: product family 1 = AC, tier 6 = Preferred Series, SEER 5 = 15 SEER nominal, voltage N = 208-230-1: https://manualmachine.com/bryant/165a/1252431-user-manual · "Model 265A Preferred Series heat pump with Puron refrigerant, sizes 018 to 060", 15 SEER nominal: https://manualmachine.com/bryant/preferred265a/988706-user-manual';
const bryant: NomenclatureRule = {
  id: 'carrier.bryant-split',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '12',
  decode(model, brand) {
    const m = BRYANT.exec(model);
    if (!m) return null;
    const [, kind, tier, seerDigit, major, voltage, , cap] = m as unknown as [string, string, string, string, string, string, string, string];
    const voltageP = voltage === 'P';
    if (voltageP && !brandIn(BRANDS, brand)) return null;
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === '1';
    const source = tier === '6' ? `${S.S46} · ${BRYANT_PREFERRED_6}` : S.S46;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${kind}${tier}${seerDigit}${major}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields: Object.assign({}, capacityFields(c), { seer: SEER_DIGIT[seerDigit] }, voltageP ? {} : { voltage_v: 230, phase: 1 }),
      evidence: 'pattern',
      rule: voltageP ? '§2.6 Bryant numeric split outdoor, voltage letter P (113APA030, 213CPA030)' : '§2.6 Bryant numeric split outdoor',
      source: voltageP ? `${source} · ${BRYANT_VOLTAGE_P_SOURCE}` : source,
    });
  },
};

// §2.6 letter-first Carrier-family splits: brand letter + A/H + SEER + N/P + series + capacity (PA13NA036).
const LETTER_FIRST = /^([CBP])([AH])(1[0-9]|2[0-1])([NP])([A-Z])(\d{3})([A-Z0-9]{0,4})$/;
const LETTER_BRAND: Record<string, string> = { C: 'Carrier', B: 'Bryant', P: 'Payne' };
const letterFirst: NomenclatureRule = {
  id: 'carrier.letter-first-split',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'CBP',
  decode(model, brand) {
    const m = LETTER_FIRST.exec(model);
    if (!m) return null;
    const [, letter, kind, seer, phase, series, cap] = m as unknown as [string, string, string, string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'A';
    const r22 = series === 'R';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, LETTER_BRAND[letter]!),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${letter}${kind}${seer}${phase}${series}`,
      model,
      description: (ac ? 'split air conditioner' : 'split heat pump') + (r22 ? ' (R-22 replacement unit)' : ''),
      fields: Object.assign({}, capacityFields(c), { seer: Number(seer), phase: phase === 'N' ? 1 : 3, refrigerant: r22 ? 'R-22' : undefined }),
      evidence: weakest('src', r22 ? 'pattern' : 'src'),
      rule: '§2.6 Carrier / Bryant / Payne letter-first split outdoor',
      source: S.S50,
    });
  },
};

// Puron Advance (R-454B) generation, 2024 →: Carrier 26 = air conditioner, 27 = heat pump, then the line letters
// SC (Comfort), SP, TP (Performance), VN (Infinity) + A + a digit, then the size and a tail (26SCA536W003, 27SPA618003).
// Carrier's product pages file 26VNA1, 26TPA8, 26SPA6, 26SCA4, 26SCA5 under air conditioners and 27VNA0, 27VNA1, 27VNA3,
// 27TPA8, 27SPA6, 27SCA5 under heat pumps, and the installation instructions are titled "26TPA8 Performance Series 2-Stage
// Air Conditioner with Puron Advance (R-454B) Refrigerant" / "27TPA8 … 2-Stage Heat Pump with Puron Advance (R-454B)":
// a type-only prefix rule (`pattern`: no 26 / 27 number in those lists is of the other type, and no printed key for the
// new numbers was found, so the size is checked against the nominal grid but not reported, nor the digit read as SEER).
const SPLIT_R454B = /^(2[67])(SC|SP|TP|VN)A(\d)(?:(\d{2})(?:[A-Z]?\d{3}[A-Z0-9]{0,4})?)?$/;
const SPLIT_R454B_SIZES = new Set(['18', '24', '30', '36', '42', '48', '60']);
const SPLIT_R454B_SOURCE =
  'Carrier residential product pages: air conditioners 26VNA1, 26TPA8, 26SPA6, 26SCA4, 26SCA5 (https://www.carrier.com/residential/en/us/products/air-conditioners/26sca5/), heat pumps 27VNA0, 27VNA1, 27VNA3, 27TPA8, 27SPA6, 27SCA5 (https://www.carrier.com/residential/en/us/products/heat-pumps/27sca5/) · installation instructions "26TPA8 Performance Series 2-Stage Air Conditioner with Puron Advance (R-454B) Refrigerant … 2 to 5 Nominal Tons": https://www.manualslib.com/manual/3735501/Carrier-Performance-26tpa8.html · "27TPA8 Performance Series 2-Stage Heat Pump with Puron Advance (R-454B) Refrigerant … 2 - 5 Tons": https://www.manualslib.com/manual/3735431/Carrier-Performance-27tpa8.html';
const SPLIT_R454B_TIER: Record<string, string> = { SC: 'Comfort', SP: 'Performance', TP: 'Performance', VN: 'Infinity' };
const splitR454b: NomenclatureRule = {
  id: 'carrier.split-26-27-r454b',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '2',
  decode(model, brand) {
    const c1 = model.charCodeAt(1);
    if (c1 !== 54 && c1 !== 55) return null; // 26 / 27
    const m = SPLIT_R454B.exec(model);
    if (!m) return null;
    const [, fam = '', line = '', digit = '', size] = m;
    if (size !== undefined && !SPLIT_R454B_SIZES.has(size)) return null;
    const ac = fam === '26';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${fam}${line}A${digit}`,
      model,
      description: ac ? 'split air conditioner, Puron Advance (R-454B)' : 'split heat pump, Puron Advance (R-454B)',
      fields: { refrigerant: 'R-454B', efficiency_tier: SPLIT_R454B_TIER[line] },
      evidence: 'pattern',
      rule: 'Carrier 26 / 27 split outdoor, Puron Advance (R-454B) generation: type and line only',
      source: SPLIT_R454B_SOURCE,
    });
  },
};

// The R-454B generation of the letter-first Carrier-family key: brand letter G / P + A air conditioner / H heat pump +
// 5 S single-stage or 8 T two-stage + A N 5 + two digits + tail (GA5SAN53600W, PH8TAN548). Payne's installation
// instructions are titled "PA5SAN5 Split System Air Conditioner with R-454B Refrigerant"; the A / H letter is the one of
// the §2.6 letter-first key (PA13NA = AC, PH13NA = heat pump, [S50]). The two digits are not read: the ENERGY STAR rows
// print 19 and 31 among them (PH5SAN519, PH5SAN531), so they are no nominal size. Type only (`pattern`), brand required;
// "two-stage" for 8T as the ENERGY STAR series name of PH8TAN5 states it ("2-STAGE 18 SEER HP"), no stage read for 5S.
const LETTER_FIRST_R454B = /^([GP])([AH])(5S|8T)AN5(?:\d{2}(?:[A-Z0-9]{1,5})?)?$/;
const LETTER_FIRST_R454B_SOURCE =
  'Payne installation instructions "PA5SAN5 Split System Air Conditioner with R-454B Refrigerant" (2024): https://manualspro.net/620755-payne-pa5san5-split-system-air-conditioner-with-r-454b-refrigerant-installation-guide · the §2.6 letter-first key (A = air conditioner, H = heat pump): ' + S.S50;
const letterFirstR454b: NomenclatureRule = {
  id: 'carrier.letter-first-split-r454b',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GP',
  decode(model, brand) {
    if (model.charCodeAt(4) !== 65 || model.charCodeAt(5) !== 78) return null; // …AN at positions 5–6
    const m = LETTER_FIRST_R454B.exec(model);
    if (!m) return null;
    const [, letter = '', kind = '', stage = ''] = m;
    const ac = kind === 'A';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, letter === 'P' ? 'Payne' : 'Carrier'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${letter}${kind}${stage}AN5`,
      model,
      description: (ac ? 'split air conditioner' : 'split heat pump') + (stage === '8T' ? ', two-stage' : ''),
      fields: {},
      evidence: 'pattern',
      rule: 'Carrier / Payne letter-first split outdoor, R-454B generation (PA5SAN5): type only',
      source: LETTER_FIRST_R454B_SOURCE,
    });
  },
};

/** RULES.md §2 decoders. */
// §2.1 single-package units: 48 = gas heat / electric cooling, 50 = electric cooling or heat pump.
// Residential: 48/50 + 2 series letters + 3-digit kBtu/h (+ 3-digit gas input on 48: 48XZ036040);
// commercial WeatherMaker/WeatherMaster: 48/50 + 2 letters + option letter + 2-digit tonnage code.
const PKG_RESIDENTIAL = /^(48|50)([A-Z]{2})([A-Z]?)-*(\d{3})(\d{3})?([A-Z0-9-]{0,10})$/;
// 50TCQA04: heat-pump letter Q then design letter A before the size (50TCQA installation instructions, sizes 04–07: https://manualspro.net/366293-carrier-50tcqa-single-package-rooftop-heat-pump-instruction-manual).
const PKG_COMMERCIAL = /^(48|50)([A-Z]{2})-*([A-Z])([A-Z]?)(\d{2})([A-Z0-9-]{0,14})$/;
/** 50HC key, "Nominal Cooling Capacity (Tons)" [src HC_KEY]; read on the HC/TC/KC/LC WeatherMaker/Master lines [pattern]. */
const HC_TONS: Record<string, number> = { '04': 3, '05': 4, '06': 5, '07': 6, '08': 7.5, '09': 8.5, '11': 10, '12': 10, '14': 12.5 };
const COMMERCIAL_SERIES = new Set(['HC', 'TC', 'KC', 'LC']);
const carrierPackaged: NomenclatureRule = {
  id: 'carrier.packaged-48-50',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (CARRIER_WATER_SOURCE_SERIES.test(model)) return null; // water-source / geothermal heat pumps: multi-family/water-source-room-ductless.ts
    const r = PKG_RESIDENTIAL.exec(model);
    const c = r ? gridCapacity(r[4]!) : null;
    let fields: DecodedFields;
    let fam: string;
    let series: string;
    let evidence: 'src' | 'pattern' = 'pattern';
    let source = S.PKG_LIST;
    // TJ / HJ are the commercial rooftops with 3-digit size codes (48TJ024 = 20 t): carrier/rooftops-commercial.ts.
    if (r && c && c.kbtuh >= 18 && c.kbtuh <= 60 && (r[1] === '48' || r[5] === undefined) && r[2] !== 'TJ' && r[2] !== 'HJ') {
      fam = r[1]!;
      series = r[2]!;
      fields = capacityFields(c);
    } else {
      const k = PKG_COMMERCIAL.exec(model);
      if (!k || !COMMERCIAL_SERIES.has(k[2]!)) return null;
      const tons = HC_TONS[k[5]!];
      if (tons === undefined) return null;
      fam = k[1]!;
      series = k[2]!;
      fields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
      evidence = series === 'HC' ? 'src' : 'pattern';
      source = S.HC_KEY;
    }
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'packaged units',
      series: `${fam}${series}`,
      model,
      description: fam === '48' ? 'single-package gas heat / electric cooling unit' : 'single-package electric cooling or heat pump unit',
      fields,
      evidence,
      rule: '§2.1 Carrier 48/50 single-package units',
      source,
    });
  },
};

// Bryant numeric single-package lines: 604/607 heat pump, 674/677 dual fuel, 574/577 gas/electric,
// 702/704 electric cooling, sizes 24–60 (kBtu/h, printed 024…060).
const BRYANT_PKG = /^(574|577|604|607|674|677|702|704)([A-Z])([A-Z-]{0,5}?)(\d{3})([A-Z0-9-]{0,10})$/;
const BRYANT_PKG_KIND: Record<string, string> = {
  '574': 'single-package gas heat / electric cooling unit',
  '577': 'single-package gas heat / electric cooling unit',
  '604': 'single-package heat pump',
  '607': 'single-package heat pump',
  '674': 'single-package dual-fuel unit',
  '677': 'single-package dual-fuel unit',
  '702': 'single-package electric cooling unit',
  '704': 'single-package electric cooling unit',
};
const bryantPackaged: NomenclatureRule = {
  id: 'carrier.bryant-packaged',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '567',
  decode(model, brand) {
    const m = BRYANT_PKG.exec(model);
    if (!m) return null;
    const [, fam, major, , cap] = m as unknown as [string, string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: 'packaged units',
      series: `${fam}${major}`,
      model,
      description: BRYANT_PKG_KIND[fam]!,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§2.1 Bryant numeric single-package units',
      source: S.BRYANT_PKG,
    });
  },
};

// §2.4 Bryant numeric furnaces: 3xx + 3 letters + cooling airflow class (kBtu/h, 024…060) + input
// size (310AAV036070, 355MAV042080). Sizes 045…155 are the §0.5 rounded codes (045 = 44 kBtu/h);
// the condensing lines' 040…140 are the input itself.
// 066 (5.5-ton class, 2200 CFM) is the class of the 066110 / 066135 sizes: Bryant installation instructions Table 1
// ("110—22/066110", "135—22/066135"): http://homeappliance.manualsonline.com/manuals/mfg/bryant/120.html?p=3 (furn19).
const BRYANT_FURNACE = /^(3\d{2})([A-Z]{2}[VWZ])(024|030|036|042|048|060|066)(\d{3})([A-Z0-9]{0,6})$/;
const TRUE_INPUTS = new Set([40, 60, 80, 100, 120, 140]);
// The same model cut after the airflow class (340MAV042, 310AAV036 as owners copy them): a furnace with its cooling
// airflow, no input; brand only. The class codes are never input codes (040 / 045 / 060 / 070 …), so nothing is misread.
const BRYANT_FURNACE_SHORT = /^(3\d{2})([A-Z]{2}[VWZ])(024|030|036|042|048|060|066)$/;
const bryantFurnace: NomenclatureRule = {
  id: 'carrier.bryant-furnace',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    const m = BRYANT_FURNACE.exec(model);
    if (!m) {
      const short = brand === '' ? null : BRYANT_FURNACE_SHORT.exec(model);
      if (short === null) return null;
      const [, f, l, a] = short as unknown as [string, string, string, string];
      return decoded({
        family: 'carrier',
        brand: reportedBrand(brand, 'Bryant'),
        type: 'furnaces',
        series: `${f}${l}`,
        model,
        description: 'gas furnace',
        fields: { cooling_airflow_cfm: (Number(a) / 12) * 400 },
        evidence: 'pattern',
        rule: '§2.4 Bryant numeric gas furnaces, cut after the airflow class (340MAV042)',
        source: `${S.BRYANT_FURNACES}; ${S.S41}`,
      });
    }
    const [, fam, letters, airflow, inputCode] = m as unknown as [string, string, string, string, string];
    const input = CARRIER_INPUT[inputCode] ?? (TRUE_INPUTS.has(Number(inputCode)) ? Number(inputCode) : undefined);
    if (input === undefined) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: 'furnaces',
      series: `${fam}${letters}`,
      model,
      description: 'gas furnace',
      fields: {
        heating_input_kbtuh: input,
        heating_input_code: CARRIER_INPUT[inputCode] !== undefined ? inputCode : undefined,
        cooling_airflow_cfm: (Number(airflow) / 12) * 400,
      },
      evidence: 'pattern',
      rule: '§2.4 Bryant numeric gas furnaces',
      source: `${S.BRYANT_FURNACES}; ${S.S41}`,
    });
  },
};

// §2.4 Carrier furnaces, 2010s+ key: 58/59 + two letters + digit + series letter + input (true kBtu/h)
// + motor letter + cabinet width (14 / 17 / 21 / 24 in class) + dashes + cooling airflow (hundreds of CFM):
// 59SC5A120S24--20 = 120 kBtu/h input, 24.5 in wide, 2105 CFM on the submittal.
const FURNACE_2010 = /^(58|59)([A-Z]{2})(\d)([A-Z])(\d{3})([A-Z])(14|17|21|24)-*(08|10|12|14|16|20|22)([A-Z0-9]{0,3})$/;
const furnace2010: NomenclatureRule = {
  id: 'carrier.furnace-58-59-2010',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '5',
  decode(model, brand) {
    const m = FURNACE_2010.exec(model);
    if (!m) return null;
    const [, fam, letters, digit, , inputCode, , , airflow] = m as unknown as [string, string, string, string, string, string, string, string, string];
    const input = Number(inputCode);
    if (input < 20 || input > 160) return null;
    const condensing = fam === '59';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'furnaces',
      series: `${fam}${letters}${digit}`,
      model,
      description: condensing ? 'condensing gas furnace' : 'non-condensing gas furnace',
      fields: { heating_input_kbtuh: input, efficiency_tier: condensing ? '90 %+ condensing' : undefined, cooling_airflow_cfm: Number(airflow) * 100 },
      evidence: 'pattern',
      rule: '§2.4 Carrier 58/59 gas furnaces, 2010s key',
      source: `${S.CARRIER_59SC5_SUBMITTAL}; ${S.CARRIER_59SC2}`,
    });
  },
};

// §2.4 Bryant 8xx / 9xx furnaces: series + stage letter + series letter + cooling airflow class
// (kBtu/h, as Payne's PG key; 66 = the 5.5-ton class of the 66120 size [src PG95ESAA]) + input (true kBtu/h) + motor
// letter + cabinet width (915SB30026E14, 926SA30040V14, 915SB66120E24).
const BRYANT_FURNACE_9XX = /^([89]\d{2})([A-Z])([A-Z])(24|30|36|42|48|60|66)(\d{3})([A-Z])(14|17|21|24)([A-Z0-9]{0,3})$/;
const bryantFurnace9xx: NomenclatureRule = {
  id: 'carrier.bryant-furnace-8xx-9xx',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '89',
  decode(model, brand) {
    const m = BRYANT_FURNACE_9XX.exec(model);
    if (!m) return null;
    const [, fam, stage, , airflow, inputCode] = m as unknown as [string, string, string, string, string, string];
    const input = Number(inputCode);
    if (input < 20 || input > 160) return null;
    const condensing = fam.startsWith('9');
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: 'furnaces',
      series: `${fam}${stage}`,
      model,
      description: condensing ? 'condensing gas furnace' : 'gas furnace',
      fields: { heating_input_kbtuh: input, efficiency_tier: condensing ? '90 %+ condensing' : undefined, cooling_airflow_cfm: (Number(airflow) / 12) * 400 },
      evidence: 'pattern',
      rule: '§2.4 Bryant 8xx / 9xx gas furnaces',
      source: airflow === '66' ? `${S.BRYANT_9XX}; ${S.PG95ESAA}` : `${S.BRYANT_9XX}; ${S.S42}`,
    });
  },
};

// Carrier oil furnaces OVL / OVM / OBM / OBL + 3-digit size + option letters (OVM084-BNX, OVL112-RBF):
// type and fuel only (the size digits are not explained in the source found).
const OIL_FURNACE = /^(OVL|OVM|OBM|OBL)(\d{3})(?:-?([A-Z]{1,4}))?$/;
const oilFurnace: NomenclatureRule = {
  id: 'carrier.oil-furnace',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'O',
  decode(model, brand) {
    const m = OIL_FURNACE.exec(model);
    if (!m) return null;
    const [, series, size] = m as unknown as [string, string, string];
    if (Number(size) < 50 || Number(size) > 200) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'furnaces',
      series,
      model,
      description: 'oil furnace',
      fields: { fuel: 'oil' },
      evidence: 'pattern',
      rule: '§2.4 Carrier oil furnaces OVL / OVM / OBM / OBL',
      source: S.OIL,
    });
  },
};

// Carrier ductless: 38M… outdoor / 40M… indoor + series letters + size in kBtu/h (09 … 48) + options
// (38MAQB12R--1, 40MAHBQ24XA3, 40MBDQ24---3); built by others, type and nominal size per the product-data titles.
const DUCTLESS = /^(38|40)M([A-Z]{2,4})(09|12|18|24|30|36|48)([A-Z]{0,2}-*\d?)$/;
const ductless: NomenclatureRule = {
  id: 'carrier.ductless',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '34',
  decode(model, brand) {
    const m = DUCTLESS.exec(model);
    if (!m) return null;
    const [, fam, letters, size] = m as unknown as [string, string, string, string];
    const outdoor = fam === '38';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'mini-splits',
      series: `${fam}M${letters}`,
      model,
      description: outdoor ? 'ductless outdoor unit' : 'ductless indoor unit',
      fields: { cooling_capacity_kbtuh: Number(size) },
      evidence: 'pattern',
      rule: '§2 Carrier ductless 38M / 40M',
      source: S.DUCTLESS,
    });
  },
};

export const CARRIER_RULES: readonly NomenclatureRule[] = [
  ductless,
  oilFurnace,
  furnace2010,
  bryantFurnace9xx,
  bryantFurnace,
  split,
  oldSplit,
  commercialSplit,
  furnace,
  payneFurnace,
  fanCoil,
  coil,
  bryant,
  letterFirst,
  splitR454b,
  letterFirstR454b,
  carrierPackaged,
  bryantPackaged,
];
