// Carrier / Bryant lines with no rule before (issue 18, id18g). README-extra.md, "Carrier G-series ductless, Bryant
// 619 / 538 ductless and Bryant J rooftop units".
// - Carrier 38G… outdoor / 40G… indoor ductless (the G-series product-data titles): the same layout as the 38M / 40M
//   rule in carrier/carrier.ts — series letters, an optional revision letter, the size in kBtu/h (2 digits, or 3 on the
//   "Sizes 009 to 024" lines), options (`38GRQB09---301`, `40GRQB12H--301`, `40GVQ009---3`).
// - Bryant 538 outdoor units and 619 fan coils of duct-free split systems ("DUCT-FREE HEAT PUMP SYSTEMS Models 538B,D,
//   Sizes 009 to 060, Nominal 3/4 to 5 Tons, 619C / 619E / 619F" fan coils; 619E "Sizes 009-024, 3/4 to 2 Tons"):
//   538 / 619 · letters · size in kBtu/h (3 digits as those titles print it, or 2 digits as the later 619AHBQ09XA3
//   prints it, Carrier 40MAHBQ09XA3's twin).
// - Bryant Legacy / Preferred rooftop units 548J / 549J / 551J / 558J / 580J / 581J / 582J (3–5 t only): series · one letter · the
//   2-digit nominal-tons code of the Carrier 48/50 WeatherMaker key (04 = 3 t … 14 = 12.5 t; the 580J 15–25 ton
//   horizontal sizes 18 / 21 / 25 / 29) · options (`580JE08A`, `548JP05A1A5`).
// - Carrier / Payne DHM… high-wall ductless indoor units (product data "DHMSHA High Wall Ductless System, Sizes 09 to
//   36"): DHM · series letters · size in kBtu/h · options (`DHMSHAQ09XA3`, `DHMAHBQ12XA1`).
// - Carrier horizontal fan coils FMU4X / FMC4X (PSC motor) and FMU4Z / FMC4Z (ECM motor), U uncased / C cased
//   (product data "FMU4X, FMC4X, FMU4Z, FMC4Z Horizontal fan coils, sizes 18 to 36, 1-1/2 to 3 nominal tons", models
//   FMU4X1800AL … FMC4Z3600AL, "All models use Puron (R-410A) TXV metering device"): FM · U / C · 4 · X / Z · size ·
//   00 · coil letters (`FMC4Z2400AL`, or cut before the 00: `FMU4Z18AL`).
// - Carrier / Bryant fan coils whose series carrier/carrier.ts's §2.5 rule does not list, each as its product-data title
//   prints it: FE5A (Evolution communicating variable-speed, "sizes 002 thru 006": a size class, not kBtu/h, as FE4A),
//   FH4C (base series, "sizes 001 thru 004": size class), FY4A ("FY4A, FA4C base series fan coil sizes 018 thru 060"),
//   FPMA / FPMB horizontal (018–036 / 018–030), FF1DNA / FF1DNE ("sizes 018, 024, 030"): kBtu/h on those.
// Brand required (every shape here is short or numeric).
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const G_DUCTLESS_SOURCE =
  'Carrier product-data titles "40GRQ / 38GRQ High Wall Ductless Split System Sizes 09 to 18", "38GJQ Multi-Zone Ductless System matched with 40GRQ / 40GJB / 40GJC / 40GJD / 40GJF Indoor Units, Sizes 18, 24, 30, 36, 42, 48 and 56", "38GVM / 40GVM Multi-Split High-Wall Ductless Split System 38GVM Size 18k–42k, 40GVM Size 9k, 12k and 18k", "38GXM / 40GXM … 38GXM Size 18k, 24k and 30k, 40GXM Size 9k, 12k and 18k", "40GVC / 38GVC 40GVQ / 38GVQ High-Wall Ductless Split Systems", "40GXC / 38GXC 40GXQ / 38GXQ Inverter-Driven High Wall Duct-Free Split System Sizes 009 to 024": https://homedocbox.com/amp/102027389-Appliances/Product-data-industry-leading-features-benefits-40qac-38hdr-40qaq-38qrr-ceiling-suspended-duct-free-split-system-sizes-018-to-060.html · https://vdocument.in/product-data-dms-data-38gvm-40gvm-multi-split-high-wall-ductless-split.html';
const BRYANT_DUCT_FREE_SOURCE =
  'Bryant / Payne "DUCT-FREE HEAT PUMP SYSTEMS Models 538B,D Sizes 009 to 060 Nominal 3/4 to 5 Tons, 619C 538B 619E 538D 619F" (high wall fan coils 619E 3/4–2 tons, ceiling-suspended 619C 1-1/2–5 tons): https://manualzilla.com/doc/7411778/bryant-payne-619c-specifications · Bryant 619E preliminary product data "High wall duct-free split systems, Model 619E, Sizes 009-024, 3/4 to 2 Tons": https://manualmachine.com/bryant/619e/1303613-user-manual';
const BRYANT_J_SOURCE =
  'Bryant product data: 580J "Gas heat/electric cooling packaged rooftop 3 to 12.5 nominal tons" (key: 09 = 8.5 ton, 12 = 10 ton): https://vdocuments.us/product-data-09-85-ton-1-standard-static-option-12-10-ton-2-medium-static.html · 580J horizontal "nominal tons 15, 17.5, 20, 25, model sizes 18, 21, 25, 29" (PDS580J-18-29-H-02): https://vdocuments.net/product-data-dms-1-outdoor-sound-data-is-measured-in-accordance-with-ahri-standard.html · 558J "Cooling only/electric heat packaged rooftop 3 to 15 nominal tons" (equivalent 559J or 551J models): https://vdocuments.site/product-data-refripartes-product-data-equivalent-559j-or-551j-model-c150263.html · 548J "Package heat pump 3 to 12.5 nominal tons" and the Carrier 48TC / 50HC / 50TCQ twins: https://autodocbox.com/amp/81140436-Performance_Vehicles/Product-data-unit-shown-with-optional-louvered-hail-guard.html · 581J "Gas heat/electric cooling packaged rooftop 3 to 8.5 nominal tons" (PDS581J-01): https://somanualss.com/html/e1/Bryant-PREFERRED-581J-User-Manual.html · 549J "packaged heat pump (rooftop)" rows of the ENERGY STAR Light Commercial HVAC list · 582J "Gas heat/electric cooling single packaged rooftop 14 SEER 3 to 5 nominal tons" (title as listed on https://homedocbox.com/amp/73507001-Appliances/50kcq-packaged-heat-pump-14-seer-3to5nominaltons-product-data-c08613.html) · tons codes: Carrier 50HC key (04 = 3 t … 14 = 12.5 t) https://www.easymanua.ls/carrier/50hc-series/manual?p=48';

function out(brands: readonly string[], brand: string, lead: string, model: string, type: 'mini-splits' | 'packaged units' | 'air handlers', series: string, fields: DecodedFields, description: string, rule: string, source: string): NomenclatureDecode {
  return decodeOf('carrier', pickBrand(brands, brand, lead), model, { type, series, fields, description, evidence: 'pattern', rule, source });
}

// ---- Carrier G-series ductless ----
/** Sizes (kBtu/h) each title lists; the indoor 40GJ* units' sizes are not printed: the ductless grid 09–48. */
const G_SIZES: Readonly<Record<string, readonly number[]>> = {
  '40GRQ': [9, 12, 18],
  '38GRQ': [9, 12, 18],
  '38GJQ': [18, 24, 30, 36, 42, 48, 56],
  '40GJB': [9, 12, 18, 24, 30, 36, 48],
  '40GJC': [9, 12, 18, 24, 30, 36, 48],
  '40GJD': [9, 12, 18, 24, 30, 36, 48],
  '40GJF': [9, 12, 18, 24, 30, 36, 48],
  '38GVM': [18, 24, 30, 36, 42],
  '40GVM': [9, 12, 18],
  '38GXM': [18, 24, 30],
  '40GXM': [9, 12, 18],
  '38GVC': [9, 12, 18, 24],
  '40GVC': [9, 12, 18, 24],
  '38GVQ': [9, 12, 18, 24],
  '40GVQ': [9, 12, 18, 24],
  '38GXC': [9, 12, 18, 24],
  '40GXC': [9, 12, 18, 24],
  '38GXQ': [9, 12, 18, 24],
  '40GXQ': [9, 12, 18, 24],
};
const G_DUCTLESS = /^(38|40)G([A-Z]{2})([A-Z]?)(\d{2,3})(?![0-9])([A-Z0-9-]{0,8})$/;
const MULTI_ZONE_OUTDOOR = new Set(['38GJQ', '38GVM', '38GXM']);

const carrierGDuctless: NomenclatureRule = {
  id: 'carrier.ductless-g-id18g',
  family: 'carrier',
  brands: [...CARRIER_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: '34',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(2) !== 71 /* G */) return null;
    const m = G_DUCTLESS.exec(model);
    if (!m) return null;
    const series = `${m[1] ?? ''}G${m[2] ?? ''}`;
    const sizes = G_SIZES[series];
    const size = Number(m[4]);
    if (sizes === undefined || !sizes.includes(size)) return null;
    const outdoor = m[1] === '38';
    const description = outdoor ? (MULTI_ZONE_OUTDOOR.has(series) ? 'ductless multi-zone outdoor unit' : 'ductless outdoor unit') : 'ductless indoor unit';
    return out(CARRIER_BRANDS, brand, 'Carrier', model, 'mini-splits', series, { cooling_capacity_kbtuh: size, cooling_capacity_tons: Math.round((size / 12) * 100) / 100 }, description, 'Carrier G-series ductless 38G / 40G: series · revision · kBtu/h', G_DUCTLESS_SOURCE);
  },
};

// ---- Carrier / Payne DHM high-wall ductless ----
const DHM_SOURCE =
  'Carrier product data "DHMSHA High Wall Ductless System, Sizes 09 to 36" (model number nomenclature on page 3; DHMSHAQ09XA3): https://documents.stlucieco.gov/WebLink/DocView.aspx?dbid=8&id=1338795&repo=StLucieCo';
const DHM = /^DHM([A-Z]{3,4})(09|12|18|24|30|36)(?![0-9])([A-Z0-9-]{0,6})$/;

const carrierDhm: NomenclatureRule = {
  id: 'carrier.ductless-dhm-id18g',
  family: 'carrier',
  brands: [...CARRIER_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 72 /* H */) return null;
    const m = DHM.exec(model);
    if (!m) return null;
    const size = Number(m[2]);
    return out(CARRIER_BRANDS, brand, 'Carrier', model, 'mini-splits', `DHM${m[1] ?? ''}`, { cooling_capacity_kbtuh: size, cooling_capacity_tons: size / 12 }, 'ductless high-wall indoor unit', 'Carrier DHM high-wall ductless: series letters · kBtu/h', DHM_SOURCE);
  },
};

// ---- Carrier horizontal fan coils FMU4 / FMC4 ----
const FM_SOURCE =
  'Carrier product data 496 14 8103 01 "FMU4X, FMC4X, FMU4Z, FMC4Z Horizontal fan coils, sizes 18 to 36, 1-1/2 to 3 nominal tons" (FMU4X1800AL … FMC4Z3600AL; PSC motor on FMU4X / FMC4X, ECM on FMU4Z / FMC4Z; all models R-410A TXV): https://info.5y1.org/tm-9-1005-470-10_1_f44526.html · https://fdocuments.in/document/product-specifications-carrier-2020-7-30-motor-hp-13-13-13-13-rated-rpm.html';
const FM_HORIZONTAL = /^FM([UC])4([XZ])(18|24|30|36)(?:00)?([A-Z]{2}[A-Z0-9]{0,2})?$/;

const carrierHorizontalFanCoil: NomenclatureRule = {
  id: 'carrier.fan-coil-fmu-fmc-id18g',
  family: 'carrier',
  brands: [...CARRIER_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 77 /* M */) return null;
    const m = FM_HORIZONTAL.exec(model);
    if (!m) return null;
    const size = Number(m[3]);
    const description = `horizontal fan coil, ${m[1] === 'C' ? 'cased' : 'uncased'}, ${m[2] === 'Z' ? 'ECM' : 'PSC'} motor`;
    return out(CARRIER_BRANDS, brand, 'Carrier', model, 'air handlers', `FM${m[1] ?? ''}4${m[2] ?? ''}`, { cooling_capacity_kbtuh: size, cooling_capacity_tons: size / 12, refrigerant: 'R-410A' }, description, 'Carrier FMU4 / FMC4 horizontal fan coils: cased letter · motor letter · kBtu/h', FM_SOURCE);
  },
};

// ---- Carrier / Bryant fan-coil series beyond §2.5 ----
const FAN_COIL_TITLES_SOURCE =
  'Carrier / Bryant product-data titles "FE4A, FE5A Evolution series communicating variable speed fan coil, Puron refrigerant, sizes 002 thru 006", "FH4C Base series fan coil sizes 001 thru 004", "FY4A, FA4C Base series fan coil sizes 018 thru 060", "FPMA sizes 018 thru 036, FPMB sizes 018 thru 030 Base series horizontal fan coil", "FF1DNA, FF1DNE fan coil units, sizes 018 thru 030": https://homedocbox.com/amp/71629514-Appliances/Product-data-fb4c-base-series-fan-coil-sizes-018-thru-060-air-handler-technology-at-its-finest.html · https://homedocbox.com/amp/102640327-Appliances/Table-of-contents-page-2.html';
const FAN_COIL_MORE = /^(FE5A|FH4C|FY4A|FPM[AB]|FF1D)([A-Z]{0,2})(\d{3})([A-Z0-9]{0,4})$/;
/** Sizes each title prints: size classes (tons) on FE5A / FH4C, kBtu/h on the others. */
const FAN_COIL_MORE_SIZES: Readonly<Record<string, { classes: boolean; sizes: readonly number[] }>> = {
  FE5A: { classes: true, sizes: [2, 3, 4, 5, 6] },
  FH4C: { classes: true, sizes: [1, 2, 3, 4] },
  FY4A: { classes: false, sizes: [18, 24, 30, 36, 42, 48, 60] },
  FPMA: { classes: false, sizes: [18, 24, 30, 36] },
  FPMB: { classes: false, sizes: [18, 24, 30] },
  FF1D: { classes: false, sizes: [18, 24, 30] },
};

const carrierFanCoilMore: NomenclatureRule = {
  id: 'carrier.fan-coil-more-series-id18g',
  family: 'carrier',
  brands: [...CARRIER_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    const c1 = model.charCodeAt(1);
    // E, H, Y, P, F: the second letter of FE5A / FH4C / FY4A / FPM* / FF1D.
    if (brand === '' || (c1 !== 69 && c1 !== 72 && c1 !== 89 && c1 !== 80 && c1 !== 70)) return null;
    const m = FAN_COIL_MORE.exec(model);
    if (!m) return null;
    const series = m[1] ?? '';
    const spec = FAN_COIL_MORE_SIZES[series];
    const size = Number(m[3]);
    if (spec === undefined || !spec.sizes.includes(size)) return null;
    const fields: DecodedFields = spec.classes ? {} : { cooling_capacity_kbtuh: size, cooling_capacity_tons: size / 12 };
    const description = spec.classes ? `fan coil, size class ${m[3] ?? ''} (not kBtu/h)` : series.startsWith('FPM') ? 'horizontal fan coil' : 'fan coil';
    return out(CARRIER_BRANDS, brand, 'Carrier', model, 'air handlers', series, fields, description, 'Carrier / Bryant fan-coil series by product-data title: series · size', FAN_COIL_TITLES_SOURCE);
  },
};

// ---- Carrier fan coils of the Puron Advance (R-454B) generation: FT5 / FG5 / FJ5 ----
// Series · A · two letters · cabinet letter A–D · two-digit size · tail (FT5ANXB24L00, FJ5ANXC42L00). Carrier's FT5
// product data is titled "FT5 Performance Fan Coil … Puron Advance Refrigerant, Sizes 24-60" and the FT5 / FG5
// installation instructions "Fan Coil for Puron Advance R-454B Refrigerant, 2 thru 5 Ton … nominal cooling capacities
// 18,000 through 60,000 Btuh": the size is read as kBtu/h on those two, as the §2.5 titles' "sizes 018 thru 060" are. FJ5 is
// filed under Carrier's fan coils (product page) without a size or refrigerant statement in reach: type only.
const FAN_COIL_R454B = /^(F[GJT]5)A([A-Z]{2})([A-D])(\d{2})([A-Z0-9]{0,4})$/;
const FAN_COIL_R454B_SIZES: Readonly<Record<string, readonly number[] | null>> = {
  FT5: [24, 30, 36, 42, 48, 60],
  FG5: [18, 24, 30, 36, 42, 48, 60],
  FJ5: null,
};
const FAN_COIL_R454B_GRID = new Set([18, 24, 30, 36, 42, 48, 60]);
const FAN_COIL_R454B_SOURCE =
  'Carrier FT5 Performance fan coil product data "Variable Speed Constant Airflow Motor - Puron Advance Refrigerant, Sizes 24-60": https://manuals.plus/m/69f4a46b39ad00fdb8a8f6dd4996616a7ee8f949debf054f0805fee97f58719c · FT5, FG5 installation instructions "Fan Coil for Puron Advance R-454B Refrigerant", 2 thru 5 ton, 18,000 through 60,000 Btuh: https://manualspro.net/618192-carrier-r-454b-fan-coil-for-puron-advance-refrigerant-instruction-manual · Carrier fan-coil product pages FE5B, FT5, FJ5: https://www.carrier.com/residential/en/us/products/fan-coils/fj5/';

const carrierFanCoilR454b: NomenclatureRule = {
  id: 'carrier.fan-coil-ft5-fg5-fj5-r454b',
  family: 'carrier',
  brands: [...CARRIER_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(2) !== 53 || model.charCodeAt(3) !== 65) return null; // F?5A
    const m = FAN_COIL_R454B.exec(model);
    if (!m) return null;
    const series = m[1] ?? '';
    const size = Number(m[4]);
    if (!FAN_COIL_R454B_GRID.has(size)) return null;
    const sizes = FAN_COIL_R454B_SIZES[series];
    if (sizes === undefined || (sizes !== null && !sizes.includes(size))) return null;
    const fields: DecodedFields = sizes === null ? {} : { cooling_capacity_kbtuh: size, cooling_capacity_tons: size / 12, refrigerant: 'R-454B' };
    return out(CARRIER_BRANDS, brand, 'Carrier', model, 'air handlers', series, fields, sizes === null ? 'fan coil' : 'fan coil, Puron Advance (R-454B)', 'Carrier FT5 / FG5 / FJ5 fan coils, Puron Advance generation: series · cabinet · size', FAN_COIL_R454B_SOURCE);
  },
};

// ---- Bryant 538 / 619 duct-free ----
const BRYANT_DUCT_FREE = /^(538|619)([A-Z]{1,4})(\d{2,3})(?![0-9])([A-Z0-9-]{0,8})$/;
const BRYANT_DUCT_FREE_SIZES = new Set([9, 12, 18, 24, 30, 36, 42, 48, 60]);

const bryantDuctFree: NomenclatureRule = {
  id: 'carrier.bryant-duct-free-538-619-id18g',
  family: 'carrier',
  brands: ['Bryant', 'Payne'],
  unambiguousWithoutBrand: false,
  firstChars: '56',
  decode(model, brand) {
    if (brand === '' || !(model.startsWith('538') || model.startsWith('619'))) return null;
    const m = BRYANT_DUCT_FREE.exec(model);
    if (!m) return null;
    const code = m[3] ?? '';
    const size = Number(code);
    // 3-digit sizes start with 0 (009 … 060); 2-digit sizes are the later 619AHBQ09 / 619PHAQ24 forms.
    if (!BRYANT_DUCT_FREE_SIZES.has(size) || (code.length === 3 && code[0] !== '0')) return null;
    const outdoor = m[1] === '538';
    return out(['Bryant', 'Payne'], brand, 'Bryant', model, 'mini-splits', `${m[1] ?? ''}${m[2] ?? ''}`, { cooling_capacity_kbtuh: size, cooling_capacity_tons: size / 12 }, outdoor ? 'duct-free split outdoor unit' : 'duct-free split fan coil (indoor unit)', 'Bryant duct-free 538 outdoor / 619 fan coil: letters · kBtu/h', BRYANT_DUCT_FREE_SOURCE);
  },
};

// ---- Bryant J rooftop units ----
const J_TONS: Readonly<Record<string, number>> = { '04': 3, '05': 4, '06': 5, '07': 6, '08': 7.5, '09': 8.5, '11': 10, '12': 10, '14': 12.5 };
/** 580J horizontal 15–25 ton model sizes (PDS580J-18-29-H-02). */
const J_LARGE_580: Readonly<Record<string, number>> = { '18': 15, '21': 17.5, '25': 20, '29': 25 };
const J_KIND: Readonly<Record<string, string>> = {
  '548': 'packaged rooftop heat pump',
  '549': 'packaged rooftop heat pump',
  '551': 'packaged rooftop, electric cooling',
  '558': 'packaged rooftop, cooling only / electric heat',
  '580': 'packaged rooftop, gas heat / electric cooling',
  '581': 'packaged rooftop, gas heat / electric cooling (high efficiency)',
  '582': 'single packaged rooftop, gas heat / electric cooling, 14 SEER',
};
// 582J (equipment-schedule gap scan, issue 18): "582J Gas Heat/Electric Cooling Single Packaged Rooftop 14 SEER 3 to 5
// Nominal Tons" (product data, the Bryant twin of the 48KC title), so its codes 04 / 05 / 06 only.
const J_582_CODES = new Set(['04', '05', '06']);
const BRYANT_J = /^(548|549|551|558|580|581|582)J-*([A-Z])(\d{2})(?![0-9])([A-Z0-9-]{0,16})$/;

const bryantJRooftop: NomenclatureRule = {
  id: 'carrier.bryant-j-rooftop-id18g',
  family: 'carrier',
  brands: ['Bryant'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(3) !== 74 /* J */) return null;
    const m = BRYANT_J.exec(model);
    if (!m) return null;
    const fam = m[1] ?? '';
    const code = m[3] ?? '';
    if (fam === '582' && !J_582_CODES.has(code)) return null;
    const tons = J_TONS[code] ?? (fam === '580' ? J_LARGE_580[code] : undefined);
    if (tons === undefined) return null;
    return out(['Bryant'], brand, 'Bryant', model, 'packaged units', `${fam}J`, { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 }, J_KIND[fam] ?? 'packaged rooftop unit', 'Bryant J rooftop units: series · letter · nominal-tons code', BRYANT_J_SOURCE);
  },
};

export const CARRIER_BRYANT_RULES: readonly NomenclatureRule[] = [carrierGDuctless, bryantDuctFree, bryantJRooftop, carrierDhm, carrierHorizontalFanCoil, carrierFanCoilMore, carrierFanCoilR454b];
