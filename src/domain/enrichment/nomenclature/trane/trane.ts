// RULES.md §4: Trane / American Standard (RunTru, Ameristar) model numbers.
import { capacityFields, decoded, gridCapacity, reportedBrand, weakest } from '../common';
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';

const BRANDS = ['Trane', 'American Standard', 'RunTru', 'Ameristar'] as const;
export const S = {
  S2: '[S2] https://www.intrysys.com/tools/hvac/tonnage-from-model',
  S5: '[S5] https://thedailythrive.org/how-to-decode-trane-model-number/',
  S6: '[S6] https://manualmachine.com/trane/4ttr4043l1000a/17615219-specification-sheet',
  S9: '[S9] https://howtolookatahouse.com/Blog/Entries/2021/10/how-do-i-tell-the-size-in-tons-of-a-runtru-heat-pump-or-air-conditioner-from-the-serial-number.html',
  S59: '[S59] https://manualzz.com/doc/22721940/12-1256-03-07-01-2009-american-standard-split-system-heat',
  S62: '[S62] https://homedocbox.com/amp/73192232-Appliances/Application-guide-retrofit-guidelines.html',
  S63: '[S63] https://homedocbox.com/amp/76485531-Appliances/Product-data-single-packaged-heat-pump-14-seer-convertible-2-5-ton-b-en-december-2014.html',
  S65: '[S65] https://pdfkiwi.com/documents/22-1779-06-5d2f8423ea4e9',
  VOYAGER: 'Trane Voyager product catalog RT-PRC007-EN, model number description: https://manualshive.com/ru/manual/trane/voyager-23-to-42-ton/1149060?page=17',
  S66: '[S66] https://vdocuments.net/trane-product-data-upflowhorizontal-leftright-e-refer-to-thevent-length.html',
  XT90: 'Trane product data XT90 TUX1/TDX1 furnaces, pub. 22-1786-06: https://studylib.net/doc/18555927/trane-product-data-upflow-horizontal-right-or-upflow-hori...',
  XR95: 'Trane product data XR95 TUH1/TDH1 furnaces, pub. 22-1836-07: https://pdfkiwi.com/documents/22-1836-07-5dc87275477f2',
  XL90: 'Trane product data XL90 TDX060,080,100,120R-V two-stage condensing furnaces (TDX060R936V … TDX120R960V), pub. 22-1706-01: https://manualmachine.com/trane/tdx100r948v/22171671-user-manual',
  XR90: 'American Standard / Trane product data XR90 TUX/TDX040…120C furnaces, pub. 22-1674-04: https://usermanual.wiki/Trane/TraneXr90SeriesOwnersManual121666.1426744325/help',
  NEEP: 'NEEP cold-climate air-source heat pump list (the catalog source ccashp): Trane / American Standard 4TXK / 4TXM ductless outdoor units and 4MXW wall-mounted indoor units, RunTru / Ameristar M4THS outdoor and M4MHW wall units, capacity per model: https://ashp.neep.org',
  XC95M: 'Trane XC95m product data title: communicating upflow / downflow variable-speed, modulating condensing gas furnace (*UHM / *DHM): https://autodocbox.com/amp/70857163-Performance_Vehicles/Xc-95-communicating-only-upflow-horizontal-left-downflow-horizontal-right-direct-non-direct-vent-3-stage-gas-furnace-with-variable-speed-inducer.html',
  TAM4: 'Trane product data TAM4 modular multi-position air handlers 1½–5 t, pub. 22-1848-12: https://docslib.org/doc/5496215/trane-product-data-modular-multi-position-air-handlers-tam4a',
  S8X: 'Trane product data 22-1644-1A-EN, S8X1/S8X2 single and 2-stage non-condensing furnaces, upflow/downflow/horizontal (S8X1A026M2PSAA … S8X2D120M5PSAA): https://vdocuments.mx/upflow-horizontal-leftright-downflow-single-and-2astage-product-specifications.html; IOM S8XB-SVX001-1A-EN (S8B1A026M2PSC … S8X1D120M5PSC): https://www.manualslib.com/manual/2803088/Trane-S8b1a026m2psc.html',
  TAM7: 'Trane product data TAM7 variable-speed air handlers 2–5 t, pub. 22-1847-03: https://manualmachine.com/trane/tam7a0c36h31sb/454453-user-manual',
};

/** §0.6 / §4.1 pos 1 [src S2]. */
export const REFRIGERANT: Record<string, string> = { '2': 'R-22', '4': 'R-410A', '5': 'R-454B' };
/** §4.1 pos 5 SEER class digit [src S2]; the R-22 era's 0/1/2 are unconfirmed: not read. */
export const SEER_DIGIT: Record<string, number> = { '3': 13, '4': 14, '5': 15, '6': 16, '7': 17, '8': 18 };
/** §4.1 pos 10 [src]: 1 = 208/230/1/60, 3 = 208-230/3/60 (4 = 460/3 unconfirmed: not read). */
const ELECTRICAL: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = { '1': { voltage_v: 230, phase: 1 }, '3': { voltage_v: 230, phase: 3 } };

function splitFields(refrigerant: string, seerDigit: string, cap: string, elec: string | undefined): DecodedFields | null {
  const c = gridCapacity(cap);
  if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
  return Object.assign({}, capacityFields(c), { refrigerant: REFRIGERANT[refrigerant], seer: SEER_DIGIT[seerDigit] }, (elec === undefined ? {} : ELECTRICAL[elec]));
}

// §4.1 Trane split outdoor: 4 T T R 4 036 L 1 000 A (pos 3: T = cooling, W = heat pump).
// The plate adds a service letter after the design letter ("4TTR4036L1000AA"): up to two letters close the model.
// Written short, the model may end at the design letter ("4TTR4036L", §0.1: trailing fields optional): no electrical then, and only with a brand.
// Cut after the size ("4TTR4036", "2TTB3036": the design letter left off) it reads the same, with a brand only.
const TRANE_SPLIT = /^([245])T([TW])([A-Z])(\d)(\d{3})(?:([A-Z])(?:(\d)(\d{3}[A-Z]{0,2})?)?)?$/;
const traneSplit: NomenclatureRule = {
  id: 'trane.split-outdoor',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '245',
  decode(model, brand) {
    const m = TRANE_SPLIT.exec(model);
    if (!m) return null;
    const [, r, kind, tier, seerDigit, cap, , elec] = m as unknown as [string, string, string, string, string, string, string, string];
    if (elec === undefined && brand === '') return null; // the short form only with a brand
    const fields = splitFields(r, seerDigit, cap, elec);
    if (!fields) return null;
    const ac = kind === 'T';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${r}T${kind}${tier}${seerDigit}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields,
      evidence: 'src',
      rule: '§4.1 Trane split outdoor',
      source: S.S6,
    });
  },
};

// §4.1 American Standard split outdoor: 4 A 7A / 6H + SEER digit + capacity + design + electrical (4A6H5018E1).
// 7 + letter = air conditioner (4A7A, 2A7B), 6 + letter = heat pump (4A6H, 4A6Z) [pattern from the titles].
const AMSTD_SPLIT = /^([245])A(7[A-Z]|6[A-Z])(\d)(\d{3})(?:([A-Z])(?:(\d)(\d{3}[A-Z]{0,2})?)?)?$/;
const amStdSplit: NomenclatureRule = {
  id: 'trane.american-standard-split',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '245',
  decode(model, brand) {
    const m = AMSTD_SPLIT.exec(model);
    if (!m) return null;
    const [, r, kind, seerDigit, cap, , elec] = m as unknown as [string, string, string, string, string, string, string];
    if (elec === undefined && brand === '') return null; // the short form only with a brand
    const fields = splitFields(r, seerDigit, cap, elec);
    if (!fields) return null;
    const ac = kind.startsWith('7');
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'American Standard'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${r}A${kind}${seerDigit}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields,
      evidence: 'pattern',
      rule: '§4.1 American Standard split outdoor',
      source: S.S59,
    });
  },
};

// §4.1 RunTru heat pump: A + refrigerant digit + HP + SEER digit + capacity + design + electrical (A4HP4030A1000A).
const RUNTRU = /^A([245])HP(\d)(\d{3})([A-Z])(\d)(\d{3}[A-Z]{0,2})?$/;
const runTru: NomenclatureRule = {
  id: 'trane.runtru-heat-pump',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'A',
  decode(model, brand) {
    const m = RUNTRU.exec(model);
    if (!m) return null;
    const [, r, seerDigit, cap, , elec] = m as unknown as [string, string, string, string, string, string];
    const fields = splitFields(r, seerDigit, cap, elec);
    if (!fields) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'RunTru'),
      type: 'heat pumps',
      series: `A${r}HP${seerDigit}`,
      model,
      description: 'split heat pump',
      fields,
      evidence: 'pattern',
      rule: '§4.1 RunTru split heat pump',
      source: S.S9,
    });
  },
};

// §4.2 packaged residential: 4 Y C C 3 036 A 1 096 A (pos 2: T cooling, W heat pump, Y gas/electric, D dual fuel).
// The electrical digit and the rest may be left off as people write the model ("4TCC3024A"). Cut after the size
// (4TCY4024, 4WCZ6036: the installer's guides' titles "4TCY4024 through 4TCY4060", "4WCZ6036A through 4WCZ6060A") it
// reads the same, with a brand only.
const PACKAGED = /^([245])([TWYD])C([A-Z])(\d)(\d{3})(?:([A-Z])(?:(\d)(\d{3})?([A-Z]{0,2}))?)?$/;
const PACKAGED_CUT_SOURCE =
  'Trane installer\'s guides titled by the series and size range, one without the design letter: "Installer\'s Guide … 4TCY4024 through 4TCY4060", "Single Packaged Heat Pump 16 SEER … 4WCZ6036A through 4WCZ6060A" (18-BB35-D1-12): https://homedocbox.com/amp/72762900-Appliances/Installer-s-guide-warning-hazardous-voltage-disconnect-power-and-discharge-18-eb25d1-1.html · https://dokumen.tips/documents/installers-guide-single-package-heat-pump-16-seer-two-.html';
const PACKAGED_KIND: Record<string, string> = { T: 'packaged air conditioner', W: 'packaged heat pump', Y: 'packaged gas/electric unit', D: 'packaged dual-fuel unit' };
const packaged: NomenclatureRule = {
  id: 'trane.packaged',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '245',
  decode(model, brand) {
    const m = PACKAGED.exec(model);
    if (!m) return null;
    const [, r, kind, series, seerDigit, cap, design, elec] = m as unknown as [string, string, string, string, string, string, string | undefined, string | undefined];
    if (design === undefined && brand === '') return null; // cut after the size: only with a brand
    const fields = splitFields(r, seerDigit, cap, elec);
    if (!fields) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'packaged units',
      series: `${r}${kind}C${series}${seerDigit}`,
      model,
      description: PACKAGED_KIND[kind]!,
      // The three digits after the electrical digit (gas heat MBH on Y/D units) are unconfirmed: not read.
      fields,
      evidence: 'pattern',
      rule: design === undefined ? '§4.2 Trane / American Standard packaged residential, cut after the size' : '§4.2 Trane / American Standard packaged residential',
      source: design === undefined ? `${S.S63} · ${PACKAGED_CUT_SOURCE}` : S.S63,
    });
  },
};

// §4.3 light-commercial packaged: TC / TE / YC / WC … + D/H + 3-digit MBH + design + power supply
// (TCD120C40CCA). Trane's Voyager key (RT-PRC007-EN): digits 1–2 TC = DX cooling, TE = DX cooling with
// electric heat, YC = DX cooling with gas heat; digit 3 D = downflow, H = horizontal; digits 4–6 nominal
// cooling capacity (360 = 30 tons, 480 = 40 …); digit 8 power supply E = 208/60/3, F = 230/60/3,
// 4 = 460/60/3, 5 = 575/60/3 [src].
const COMMERCIAL = /^([TYW])([CEHS])([DH])(\d{3})([A-Z])([0-9A-Z])([A-Z0-9]{0,23})$/;
// Written in full (rtu22b, issue 18): RT-PRC007-EN "The service digit for each model number contains 31 digits", digit 9
// heating capacity 0 (TC) / L, H, J, K (YC) / A–E kW (TE), digit 10 design sequence (letter), digits 11+ options. Beyond
// the 6 characters read before, the full form is accepted for that key's capacity codes (VOYAGER_TONS) only, up to 31.
const VOYAGER_FULL_HEAT: Record<string, RegExp> = { TC: /^0$/, YC: /^[LHJK]$/, TE: /^[A-E]$/ };
const COMMERCIAL_KIND: Record<string, string> = { T: 'packaged cooling unit', Y: 'packaged gas/electric unit', W: 'packaged heat pump' };
const COMMERCIAL_VOLTAGE: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = {
  E: { voltage_v: 208, phase: 3 },
  F: { voltage_v: 230, phase: 3 },
  '4': { voltage_v: 460, phase: 3 },
  '5': { voltage_v: 575, phase: 3 },
};
/** Voyager capacity codes above the §0.2 grid, with the tons the key prints for each. */
const VOYAGER_TONS: Record<string, number> = { '275': 22.9, '305': 25.4, '330': 27.5, '350': 29.2, '360': 30, '400': 33.3, '420': 35, '480': 40, '500': 41.7, '600': 50 };
const commercial: NomenclatureRule = {
  id: 'trane.light-commercial-packaged',
  family: 'trane',
  brands: BRANDS,
  // At least design + power supply after the size (8+ characters): no other family's model has this shape.
  unambiguousWithoutBrand: true,
  firstChars: 'TYW',
  decode(model, brand) {
    const m = COMMERCIAL.exec(model);
    if (!m) return null;
    const [, kind, second, flow, cap, , power, rest] = m as unknown as [string, string, string, string, string, string, string, string];
    if (rest.length > 6) {
      if (VOYAGER_TONS[cap] === undefined || !VOYAGER_FULL_HEAT[`${kind}${second}`]?.test(rest[0]!) || !/[A-Z]/.test(rest[1]!)) return null;
    }
    // E (electric heat) is printed for cooling units only.
    if (second === 'E' && kind !== 'T') return null;
    let capacity: DecodedFields;
    const tons = VOYAGER_TONS[cap];
    if (tons !== undefined) capacity = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: Number(cap) };
    else {
      const c = gridCapacity(cap);
      if (!c || c.kbtuh < 36 || c.offGrid) return null;
      capacity = capacityFields(c);
    }
    const evidence: EvidenceTag = (kind === 'T' || kind === 'Y') && (second === 'C' || second === 'E') ? 'src' : 'pattern';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'packaged units',
      series: `${kind}${second}${flow}`,
      model,
      description: `${COMMERCIAL_KIND[kind]!}${second === 'E' ? ' with electric heat' : ''}, ${flow === 'D' ? 'downflow' : 'horizontal'}`,
      fields: Object.assign({}, capacity, COMMERCIAL_VOLTAGE[power]),
      evidence,
      rule: '§4.3 Trane light-commercial packaged (Voyager key)',
      source: S.VOYAGER,
    });
  },
};

// §4.4 air handler TW + heat letter + capacity + design + electrical (TWE030C140B0).
const AIR_HANDLER = /^TW([EGHN])(\d{3})([A-Z])([13])(\d)(\d)([A-Z])(\d?)$/;
// Cut short after the size (TWE036, TWG048) or with the older design + electrical letters (TWE040P13FB1): still the
// TW + E/G/H/N air-handler key, never a heat pump (TWE-SVX03B-EN "Split System Cooling or Heat Pump Air Handler
// … Model TWE"); read with a brand only.
const AIR_HANDLER_SHORT = /^TW([EGHN])(\d{3})(?:[A-Z]\d{2}[A-Z0-9]{0,4})?$/;
const TWE_SOURCE = 'Trane TWE-SVX03B-EN "Split System Cooling or Heat Pump Air Handler … Model TWE" (TWE060A***E … TWE240B***E): https://vdocuments.mx/installation-owner-trainingtrane-rtu-infoiom-2007-1-16-twe060-075.html';
const airHandler: NomenclatureRule = {
  id: 'trane.air-handler',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'T',
  decode(model, brand) {
    const full = AIR_HANDLER.exec(model);
    const m = full ?? (brand === '' ? null : AIR_HANDLER_SHORT.exec(model));
    if (!m) return null;
    const [, heat, cap, , elec] = m as unknown as [string, string, string, string, string | undefined];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'air handlers',
      series: `TW${heat}`,
      model,
      description: heat === 'E' ? 'split air handler, electric heat (field kit)' : 'split air handler',
      fields: Object.assign({}, capacityFields(c), full === null ? {} : ELECTRICAL[elec ?? '']),
      evidence: full === null ? 'pattern' : 'src',
      rule: full === null ? '§4.4 Trane air handlers, cut short after the size' : '§4.4 Trane air handlers',
      source: full === null ? TWE_SOURCE : S.S5,
    });
  },
};

// §4.4 coils 2/4/5 T/P X + C / A / F + letter + size: the leading digit is the refrigerant (2 R-22, 4 R-410A
// [src S62]; 5 R-454B as on the outdoor units: the 5TXCA001AS3HCA installer's guide), the coil shape letter C cased
// A-coil, A uncased A-coil, F cased horizontal flat coil as printed in Trane's 4TXC product specifications
// 22-1960-1B-EN; T premium, P the 4PXA "uncased vertical aluminum upflow cooling / HP coils" (TRANE_COIL_KEY).
const COIL = /^([245])([TP])X([CAF])([A-Z])(\d{3})([A-Z0-9]{2,6})$/;
export const COIL_SHAPE: Record<string, string> = { C: 'cased evaporator coil', A: 'uncased A-coil', F: 'cased horizontal flat coil' };
export const TRANE_COIL_KEY =
  'Trane 4TXC-series coils product specifications 22-1960-1B-EN, aluminum heat pump coil nomenclature (4 = R-410A · T premium · X direct-expansion evaporator coil · C cased A coil / A uncased A coil / F cased horizontal flat coil · width A–D, H · …): https://cdn.shopify.com/s/files/1/0763/7886/5971/files/Trane_4TXCD010DS3HCB_Product_Specs.pdf · Trane 5TXCA001AS3HCA installer\'s guide (cased aluminum convertible coils): http://www.manualslib.com/manual/3350858/Trane-5txca001as3hca.html · "Uncased Vertical Aluminum Upflow Cooling/HP Coils 2-5 Ton 4PXA" title: https://homedocbox.com/amp/73192232-Appliances/Application-guide-retrofit-guidelines.html';
const coil: NomenclatureRule = {
  id: 'trane.coil',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '245',
  decode(model, brand) {
    const m = COIL.exec(model);
    if (!m) return null;
    const [, r, line, shape, letter] = m as unknown as [string, string, string, string, string];
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'evaporator coils',
      series: `${r}${line}X${shape}${letter}`,
      model,
      description: COIL_SHAPE[shape] ?? 'evaporator coil',
      // Size digits (003, 037) are not on the capacity grid with certainty: not read.
      fields: { refrigerant: REFRIGERANT[r] },
      evidence: r === '5' || line === 'P' ? 'pattern' : 'src',
      rule: '§4.4 Trane / American Standard coils',
      source: shape === 'C' && line === 'T' && r !== '5' ? S.S62 : `${S.S62}; ${TRANE_COIL_KEY}`,
    });
  },
};

// 4PX coils as the installer's guide prints them: 4 (R-410A) · P · X · C cased (absent on uncased builds) · cabinet width
// A–D · U upflow / D downflow furnace position · nominal kBtu/h on the 2–5 ton grid · design letter · options
// (4PXCAU24BS3HAA; the ENERGY STAR rows print 4PX*BU24BS3*). The width letters and the 2-digit size follow the
// 4PXCAU24BS3HAA installer's guide (upflow / downflow sections) and the "2-5 Ton 4PXA" title: pattern.
const COIL_4PX = /^([245])PX(C?)([A-D])([UD])(\d{2})([A-Z])([A-Z0-9]{1,6})$/;
const COIL_4PX_SRC =
  'Trane 4PXCAU24BS3HAA installer\'s guide (cased coil, furnace in upflow / downflow position): https://manuals.online/trane/power-tools/4pxcau24bs3haa/assembly-instructions/18xru · "Uncased Vertical Aluminum Upflow Cooling/HP Coils 2-5 Ton 4PXA" title [S62]';
const coil4px: NomenclatureRule = {
  id: 'trane.coil-4px',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '245',
  decode(model, brand) {
    const m = COIL_4PX.exec(model);
    if (!m) return null;
    const [, r, cased, width, flow, size] = m as unknown as [string, string, string, string, string, string];
    const n = Number(size);
    if (n < 18 || n > 60) return null;
    const cap = gridCapacity(size);
    if (cap === null || cap.offGrid) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'evaporator coils',
      series: `${r}PX${cased}${width}${flow}`,
      model,
      description: `${cased === 'C' ? 'cased' : 'evaporator'} coil, ${flow === 'U' ? 'upflow' : 'downflow'}`,
      fields: Object.assign({ refrigerant: REFRIGERANT[r] }, capacityFields(cap)),
      evidence: 'pattern',
      rule: 'Trane / American Standard 4PX coils: 4 · P · X · C cased · width · U/D · kBtu/h (4PXCAU24BS3HAA)',
      source: COIL_4PX_SRC,
    });
  },
};

// §4.5 furnaces TUD / TDD (XT80, XR80): brand, U/D flow, D, stages, width, input, … (TUD1B080A9H31B).
const TUD = /^([TA])([UD])D([12])([A-D])(\d{3})([A-Z0-9]{3,6})$/;
const FURNACE_INPUTS = new Set([40, 60, 80, 100, 120, 140]);
const tud: NomenclatureRule = {
  id: 'trane.furnace-tud',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'TA',
  decode(model, brand) {
    const m = TUD.exec(model);
    if (!m) return null;
    const [, line, flow, stages, , input] = m as unknown as [string, string, string, string, string, string];
    const inputKbtuh = Number(input);
    if (!FURNACE_INPUTS.has(inputKbtuh)) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, line === 'T' ? 'Trane' : 'American Standard'),
      type: 'furnaces',
      series: `${line}${flow}D${stages}`,
      model,
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : flow === 'M' ? 'upflow/downflow/horizontal (multipoise)' : 'downflow'}`,
      fields: { heating_input_kbtuh: inputKbtuh, efficiency_tier: stages === '1' ? 'single-stage' : 'two-stage' },
      evidence: 'pattern',
      rule: '§4.5 Trane / American Standard TUD/TDD furnaces',
      source: S.S65,
    });
  },
};

// §4.5 furnaces S8 / S9 + V/X + stages + width + input + U/D + cooling tons digit (S9V2B080U3VSAB).
// Widened to the later B blower letter (S9B1B040D3PS), the A width and the L-prefixed builds (L9X1A050U3VSAAA,
// ENERGY STAR furnace list under American Standard): the L and B letters are not explained, so they add no tier.
// The 80 % S8X1/S8X2/S8B1 line is one multipoise cabinet: M after the input (S8X1B040M2PSAA, S8B1A026M2PSC) [S8X].
const S_SERIES = /^([SL])([89])([VXB])([12])([A-D])(\d{3})([UDM])([2-5])([A-Z0-9]{2,5})$/;
const S_INPUTS_M = new Set([26, 40, 60, 80, 100, 120]);
const sSeries: NomenclatureRule = {
  id: 'trane.furnace-s-series',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'SL', // L builds: the dispatcher tries only the rules of the first character
  decode(model, brand) {
    const m = S_SERIES.exec(model);
    if (!m) return null;
    const [, line, afue, blower, stages, , input, flow, tons] = m as unknown as [string, string, string, string, string, string, string, string, string];
    const inputKbtuh = Number(input);
    const multipoise = flow === 'M';
    // M: only the S8 line's printed builds (S8X / S8B, sizes 026–120 of 22-1644-1A-EN and S8XB-SVX001).
    if (multipoise && !(line === 'S' && afue === '8' && blower !== 'V' && S_INPUTS_M.has(inputKbtuh))) return null;
    if (!multipoise && !FURNACE_INPUTS.has(inputKbtuh) && !(line === 'L' && inputKbtuh === 50)) return null;
    if (line === 'L' && brand === '') return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'furnaces',
      series: `${line}${afue}${blower}${stages}`,
      model,
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : flow === 'M' ? 'upflow/downflow/horizontal (multipoise)' : 'downflow'}`,
      fields: {
        heating_input_kbtuh: inputKbtuh,
        afue_percent: afue === '8' ? 80 : undefined,
        efficiency_tier: [afue === '9' ? '90 %+ condensing' : null, blower === 'V' ? 'variable speed' : blower === 'X' ? 'multi-speed ECM' : null, stages === '1' ? 'single-stage' : 'two-stage']
          .filter((x) => x !== null)
          .join(', '),
        cooling_airflow_cfm: Number(tons) * 400,
      },
      evidence: weakest('pattern'),
      rule: multipoise ? 'Trane S8 multipoise furnaces (S8X1/S8X2/S8B1 … M)' : '§4.5 Trane S-series furnaces',
      source: multipoise ? S.S8X : S.S66,
    });
  },
};

// §4.5 furnaces of every era: brand letter, U/D flow, type letter, then either the 2000s key
// (stages, width, input, design …: TUX1B060A9H31B, TUH1B040A9241A), the 1990s key (input, design,
// 9, cooling code: TUX040C924D, TDD080R936A1) or the bare series + input (AUX060, TUD100C).
// Product data lists: XT80 TUD1/TDD1 (22-1779), XT90 TUX1/TDX1 (22-1786), XR95 TUH1/TDH1 (22-1836),
// XR90 TUX/TDX…C (22-1674), XR80 TUD…C (22-1640). T = Trane, A = American Standard [src lists];
// C / D first letters (CUX, DUX) are sister badges seen on installed units: read only with a brand.
const FURNACE_2000S = /^([TACD])([UD])([DXHCYEVL])([12])([A-D])(\d{3})([A-Z])(\d)([A-Z0-9]{2,5})$/;
// The 2000s key cut short after the input (TUH1B080, TUX1B060 as owners copy it): stages, width, input; brand only.
const FURNACE_2000S_SHORT = /^([TACD])([UD])([DXHCYEVL])([12])([A-D])(\d{3})$/;
// The R design (XL80 TUD…R, pub. 22-1639-04; XL90 TDX060R936V … TDX120R960V, pub. 22-1706-01 [src XL90]) prints
// input + R + 9 + cooling kBtu/h (36/42/48/60) or a V + digit blower code, then optional suffix / revision
// (TDX080R942V, TUD080R9V3K2); owners also copy it cut after the cooling code (TDX080R936: read with a brand only).
const FURNACE_1990S = /^([TACD])([UD])([DXHCYEVL])(\d{3})([A-Z])(\d)(\d{2}|V\d)([A-Z]\d?)?$/;
const FURNACE_BARE = /^([TACD])([UD])([DXHCYEVL])(\d{3})([A-Z]?)$/;
/** XR95 (TUH1/TDH1) lists 065, 085 and 110 besides the usual 040…140 inputs [src XR95]. */
const XR95_INPUTS = new Set([65, 85, 110]);
/** Type letter → what the product data titles say (XT80/XR80 = D, 80 % AFUE; XR90/XT90 = X and XR95 = H, condensing). */
export const FURNACE_TYPE: Record<string, { tier?: string; afue?: number; source: string }> = {
  D: { tier: 'non-condensing 80 %', afue: 80, source: S.S65 },
  X: { tier: '90 %+ condensing', source: S.XT90 },
  H: { tier: '90 %+ condensing (XR95)', source: S.XR95 },
  // trane20: the *UC / *DC furnaces, "Trane UC Series installer's guide: upflow / horizontal and downflow / horizontal gas-fired condensing furnaces".
  C: { tier: '90 %+ condensing', source: 'Trane UC Series installer\'s guide, "Upflow / horizontal and downflow / horizontal gas-fired condensing furnaces": http://www.manualslib.com/manual/534800/Trane-Uc-Series.html' },
};
const traneFurnace: NomenclatureRule = {
  id: 'trane.furnace',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'TACD',
  decode(model, brand) {
    const short = FURNACE_2000S_SHORT.exec(model);
    if (short !== null && brand === '') return null;
    const m = FURNACE_2000S.exec(model) ?? short ?? FURNACE_1990S.exec(model) ?? FURNACE_BARE.exec(model);
    if (!m) return null;
    const [, line, flow, kind] = m as unknown as [string, string, string, string];
    if ((line === 'C' || line === 'D') && brand === '') return null;
    const era2000 = (m.length === 10 && /^[12]$/.test(m[4]!)) || m === short;
    const input = Number(era2000 ? m[6] : m[4]);
    if (!FURNACE_INPUTS.has(input) && !(kind === 'H' && XR95_INPUTS.has(input))) return null;
    // A bare series + input ("AUX060") is too short to tell from other families without a brand.
    if (m.length === 6 && brand === '') return null;
    if (m.length === 9 && m[8] === undefined && brand === '') return null;
    const known = FURNACE_TYPE[kind];
    const stages = era2000 ? m[4] : undefined;
    const tier = [known?.tier, stages === '1' ? 'single-stage' : stages === '2' ? 'two-stage' : undefined].filter((x) => x !== undefined).join(', ');
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, line === 'A' ? 'American Standard' : 'Trane'),
      type: 'furnaces',
      series: `${line}${flow}${kind}${stages ?? ''}`,
      model,
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : 'downflow/horizontal'}`,
      fields: { heating_input_kbtuh: input, afue_percent: known?.afue, efficiency_tier: tier === '' ? undefined : tier },
      evidence: 'pattern',
      rule: '§4.5 Trane / American Standard gas furnaces (all eras)',
      source: known?.source ?? S.XR90,
    });
  },
};

// §4.4 modular air handlers TAM / TEM / GAM: brand, A/E, M, series digit, design letter, 0, width
// letter, 2-digit nominal kBtu/h, motor letter … (TAM4A0A18S11SD = 1½ t, TAM7A0B30H21SD = 2½ t).
const MODULAR_AH = /^([TAG])([AE])M(\d)([A-Z])(\d)([A-D])(\d{2})([A-Z])(\d)(\d)([A-Z][A-Z0-9]{0,3})?$/;
const modularAirHandler: NomenclatureRule = {
  id: 'trane.modular-air-handler',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'TAG',
  decode(model, brand) {
    const m = MODULAR_AH.exec(model);
    if (!m) return null;
    const [, line, heat, seriesDigit, design, , , cap] = m as unknown as [string, string, string, string, string, string, string, string];
    if (line === 'G' && brand === '') return null;
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, line === 'A' ? 'American Standard' : 'Trane'),
      type: 'air handlers',
      series: `${line}${heat}M${seriesDigit}${design}`,
      model,
      description: `modular multi-position air handler${seriesDigit === '7' ? ', variable speed' : ''}`,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§4.4 Trane / American Standard modular air handlers (TAM, TEM, GAM)',
      source: seriesDigit === '7' ? S.TAM7 : S.TAM4,
    });
  },
};

// §4.4 convertible air handlers of the R-22 / early R-410A era: 2TEH3F18A1000A, 4TEE3F31B1000A —
// refrigerant digit, TE, heat letter, SEER digit, design, 2-digit capacity code (snapped per §0.3), …
// The plate's service letter after the design letter, as on the outdoor units (4TEE3F31B1000AA): up to two letters (trane20).
const TE_AH = /^([24])T([EG])([A-Z])(\d)([A-Z])(\d{2})([A-Z])(\d)(\d{3})([A-Z]{1,2})?$/;
const teAirHandler: NomenclatureRule = {
  id: 'trane.te-air-handler',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '24',
  decode(model, brand) {
    const m = TE_AH.exec(model);
    if (!m) return null;
    const [, r, e, heat, , , cap] = m as unknown as [string, string, string, string, string, string, string];
    const c = gridCapacity(cap.padStart(3, '0'));
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'air handlers',
      series: `${r}T${e}${heat}`,
      model,
      description: 'convertible air handler',
      // The leading digit names the outdoor refrigerant on outdoor units; on air handlers it is not stated: absent.
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§4.4 Trane convertible air handlers (2TEH / 4TEE)',
      source: S.S62,
    });
  },
};

// §4.2 / §4.3 older packaged units without the refrigerant digit: TC / WC / YC + series letter +
// 3-digit kBtu/h + design letter + electrical digit (TCM036F1, YCC060F3): T cooling, W heat pump,
// Y gas/electric (the Voyager key's digit 1–2 reading) [pattern].
const OLD_PACKAGED = /^([TWY])C([ACKMRXYZ])(\d{3})([A-Z])(\d)([A-Z0-9]{0,8})$/;
const oldPackaged: NomenclatureRule = {
  id: 'trane.packaged-older',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'TWY',
  decode(model, brand) {
    const m = OLD_PACKAGED.exec(model);
    if (!m) return null;
    const [, kind, series, cap] = m as unknown as [string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'packaged units',
      series: `${kind}C${series}`,
      model,
      description: COMMERCIAL_KIND[kind]!,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§4.2 Trane / American Standard packaged units, older keys',
      source: S.VOYAGER,
    });
  },
};

// §4.1 outdoor units before the refrigerant digit (R-22 era): T + T (cooling) / W (heat pump) + series
// letter + 3-digit kBtu/h + design letter + electrical digit + … (TTB036C100A2, TWR036C100A0; short TTP024).
// Capacity codes TTP018 = 1½ t … TTP048 = 4 t [src S5]. The refrigerant is not in the model: absent.
// Also cut after the design letter, as the installer's guide 18-BC39D6-4 titles the models ("TWX060C Heat Pumps").
const OLD_TRANE_SPLIT = /^T([TW])([A-Z])(\d{3})(?:([A-Z])(?:(\d)(\d{2})([A-Z]\d?)?)?)?$/;
const oldTraneSplit: NomenclatureRule = {
  id: 'trane.split-outdoor-pre-2000s',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    const m = OLD_TRANE_SPLIT.exec(model);
    if (!m) return null;
    const [, kind, series, cap, , elec] = m as unknown as [string, string, string, string, string | undefined, string | undefined];
    // TW + E/G/H/N is the air-handler key (trane.air-handler), not a heat pump series; TWV is an air handler of the 1999
    // accessory-heater recall list (trane/recall-listed-air-handlers.ts).
    if (kind === 'W' && (series === 'E' || series === 'G' || series === 'H' || series === 'N' || series === 'V')) return null;
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'T';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `T${kind}${series}`,
      model,
      description: ac ? 'split air conditioner (before the refrigerant digit)' : 'split heat pump (before the refrigerant digit)',
      fields: Object.assign({}, capacityFields(c), (elec === undefined ? {} : ELECTRICAL[elec])),
      evidence: 'pattern',
      rule: '§4.1 Trane split outdoor, pre-2000s key',
      source: S.S5,
    });
  },
};

// §4.5 Ameristar furnaces: A (or M, the M-lettered builds: M952V080BD36A) + AFUE class + stages (1 / 2) + blower letter +
// input + width + U/D flow + cooling tons digit (A951X040BD3S, A952V080BU4S: the S-series key with the AFUE class written
// out; ENERGY STAR certified furnaces list, which prints both letters).
const AMERISTAR_FURNACE = /^([AM])(80|9[2-8])([12])([XVB])(\d{3})([A-D])([UD])([2-5])([A-Z0-9]{0,4})$/;
// The M801P single-stage 80 % builds of Service Facts M801-SF-1D print the cooling size as 2 digits of kBtu/h after the
// U / D flow letter (M801P040AU24AA upflow/horizontal 40,000 Btuh … M801P120DD60AA downflow, 60 = 5 tons).
const AMERISTAR_M801 = /^M(80)(1)(P)(\d{3})([A-D])([UD])(24|30|36|42|48|60)([A-Z0-9]{0,3})$/;
const AMERISTAR_M801_SERVICE_FACTS =
  'Service Facts M801-SF-1D (Ingersoll Rand): "M801P040AU24AA Upflow / Horizontal, input 40,000 Btuh", M801P060AU36AA 60,000, M801P100CD48AA and M801P120DD60AA downflow, redundant single-stage gas valve: https://fdocuments.net/document/service-facts-2-m801-sf-1d-service-facts-model-type-ratings-2-input-btuh-3-capacity.html';
const ameristarFurnace: NomenclatureRule = {
  id: 'trane.ameristar-furnace',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AM',
  decode(model, brand) {
    let m = AMERISTAR_FURNACE.exec(model);
    const m801 = m === null;
    if (m801) m = AMERISTAR_M801.exec(model);
    if (!m) return null;
    const [, afue, stages, blower, input, , flow, size] = m.slice(m801 ? 0 : 1) as unknown as [string, string, string, string, string, string, string, string];
    const letter = m801 ? 'M' : m[1]!;
    // The tons digit of the §4.5 key; the M801P size is kBtu/h (12 kBtu/h = 1 ton = 400 CFM).
    const cfm = m801 ? (Number(size) / 12) * 400 : Number(size) * 400;
    const inputKbtuh = Number(input);
    if (!FURNACE_INPUTS.has(inputKbtuh)) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Ameristar'),
      type: 'furnaces',
      series: `${letter}${afue}${stages}${blower}`,
      model,
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : 'downflow/horizontal'}`,
      fields: {
        heating_input_kbtuh: inputKbtuh,
        afue_percent: Number(afue),
        efficiency_tier: [afue === '80' ? null : '90 %+ condensing', stages === '1' ? 'single-stage' : 'two-stage'].filter((x) => x !== null).join(', '),
        cooling_airflow_cfm: cfm,
      },
      evidence: 'pattern',
      rule: letter === 'A' ? '§4.5 Ameristar gas furnaces' : '§4.5 Ameristar gas furnaces, M-lettered builds',
      source:
        blower === 'P'
          ? `${S.S66} · ${AMERISTAR_M801_SERVICE_FACTS}`
          : letter === 'A'
            ? S.S66
            : `${S.S66} · ENERGY STAR certified furnaces list (Ameristar M952V080BD36A beside A951X040BD3S***)`,
    });
  },
};

// §4.5 modulating condensing furnaces *UHM / *DHM (XC95m): brand + U/D + H + M + width + input + design
// letters + V + cooling tons digit (AUHMB060ACV3V, TDHMD120BCV5VB).
const MODULATING = /^([TA])([UD])HM([A-D])(\d{3})([A-Z]{2})V([2-5])([A-Z0-9]{0,3})$/;
const modulatingFurnace: NomenclatureRule = {
  id: 'trane.furnace-modulating',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'TA',
  decode(model, brand) {
    const m = MODULATING.exec(model);
    if (!m) return null;
    const [, line, flow, , input, , tons] = m as unknown as [string, string, string, string, string, string, string];
    const inputKbtuh = Number(input);
    if (!FURNACE_INPUTS.has(inputKbtuh)) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, line === 'A' ? 'American Standard' : 'Trane'),
      type: 'furnaces',
      series: `${line}${flow}HM`,
      model,
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : 'downflow/horizontal'}`,
      fields: { heating_input_kbtuh: inputKbtuh, efficiency_tier: '90 %+ condensing, modulating', cooling_airflow_cfm: Number(tons) * 400 },
      evidence: 'pattern',
      rule: '§4.5 Trane / American Standard modulating furnaces (XC95m)',
      source: S.XC95M,
    });
  },
};

// Ductless sold under Trane / American Standard (4TXK / 4TXM outdoor, 4MXW wall indoor) and RunTru /
// Ameristar (M4THS outdoor, M4MHW wall indoor), built by others: series + two digits (not read) + nominal
// kBtu/h + design (4TXK2324A10N0, 4MXW2718A10N0, M4THS1809A11N). Type and capacity per the NEEP list rows.
const DUCTLESS = /^(4TXK|4TXM|4MXW|M4THS|M4MHW)(\d{2})(09|12|18|21|24|30|36)([A-Z])(\d[A-Z0-9]{0,5})$/;
const ductless: NomenclatureRule = {
  id: 'trane.ductless',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '4M',
  decode(model, brand) {
    const m = DUCTLESS.exec(model);
    if (!m) return null;
    const [, series, , cap] = m as unknown as [string, string, string, string];
    const indoor = series === '4MXW' || series === 'M4MHW';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, series.startsWith('M') ? 'RunTru' : 'Trane'),
      type: 'mini-splits',
      series,
      model,
      description: indoor ? 'ductless wall-mounted indoor unit' : 'ductless heat pump outdoor unit',
      fields: { cooling_capacity_kbtuh: Number(cap) },
      evidence: 'pattern',
      rule: 'Trane / American Standard / RunTru ductless (NEEP list)',
      source: S.NEEP,
    });
  },
};

/** RULES.md §4 decoders. */
export const TRANE_RULES: readonly NomenclatureRule[] = [
  traneSplit,
  amStdSplit,
  runTru,
  packaged,
  commercial,
  oldPackaged,
  airHandler,
  modularAirHandler,
  teAirHandler,
  coil,
  coil4px,
  tud,
  sSeries,
  ameristarFurnace,
  modulatingFurnace,
  traneFurnace,
  ductless,
  oldTraneSplit,
];
