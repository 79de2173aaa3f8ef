// Installed-base lines owners report that the makers' keys above did not read (issue 18, id18y):
//  - Sears / Kenmore "867." furnaces: Sears source 867 followed by the maker's six-digit catalogue number (five
//    on the oldest plates). The owner's manuals and parts lists title the 867.73xxxx numbers "gas-fired forced air
//    wall furnace" and the 867.76xxxx / 867.77xxxx numbers "gas-fired sectional furnace" / "gas furnace"; the
//    867.84xxxx numbers are packaged terminal heat pumps (not read here). The catalogue number is no field key:
//    type only, input and fuel stay absent.
//  - Trane / American Standard TWE air handlers whose size code is off the residential grid (TWE040, the 3½-ton
//    cabinet of the older TWE040P13FB1 / TWE040E13FB2 plates) or is a light-commercial Odyssey size (TWE050 … TWE300):
//    every TWE of Trane's literature is a split-system air handler; the size is not read.
//  - Buderus "GB" boilers as owners write them (GB022-24/24K, GB072-24K, GB112-11/19): Buderus names its gas
//    condensing boilers GB + a three-digit line, wall-hung Logamax plus and floor-standing Logano plus alike;
//    type only (the kW after the dash is the line's size list, not read).
//  - Buderus Logatherm WLW…i air-to-water heat pumps (WLW196i.2 AR): type only.
//  - Trane oil-fired central furnaces THV1 (highboy), TLF1 / TLR1 (lowboy, front / rear flue), TDF1 (downflow /
//    horizontal): type and fuel only (the burner/size code is not read).
//  - Weil-McLain EG / PEG / EGH written as the manual titles pair them ("EG/PEG-35"): the gas-fired cast-iron boilers
//    of one manual; type only, the size is not read (as boilers/weil-mclain-burnham.ts §11.2).
//  - Mitsubishi Electric Ecodan outdoor units cut before the phase letter (PUHZ-SHW230, PUHZ-W85): the air-to-water/mitsubishi-ecodan.ts key
//    without its V / Y tail; the packaged (monobloc) lines keep their class as kW, split classes name a pairing only.
//  - Lennox "Pulse 21V" / "Pulse 21Q": the G21V (variable-speed blower) and G21Q / GSR21Q series of the Pulse 21 line.
import type { NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from '../types';

const SEARS_BRANDS = ['Kenmore', 'Sears'] as const;
const TRANE_BRANDS = ['Trane', 'American Standard', 'RunTru', 'Ameristar'] as const;
const BUDERUS_BRANDS = ['Buderus'] as const;
const LENNOX_BRANDS = ['Lennox'] as const;
const WM_BRANDS = ['Weil-McLain'] as const;
const MITSUBISHI_BRANDS = ['Mitsubishi Electric'] as const;

export const SEARS_867_SOURCE = [
  'Sears gas-fired sectional furnace owner\'s manual and parts list (867.76391, 867.76398, 867.77387–867.77389, 867.763792, 867.763822 … 867.773860): https://usermanual.wiki/Kenmore/867763792.1739638983/html',
  'Sears gas-fired forced air wall furnace manual (867.736349): https://usermanual.wiki/Kenmore/867736349.1708067148/html',
  'Sears PartsDirect, Sears 867736317 gas-fired forced air wall furnace: https://www.searspartsdirect.com/model/3mispnid6b-000934/sears-867736317-furnace-parts',
  'Sears PartsDirect, Kenmore 867768020 gas furnace: https://searspartsdirect.com/model/4pta7u6vyx-000582/kenmore-867768020-furnace-parts',
  'Sears PartsDirect, Sears 867841970 / 867842050 packaged terminal heat pumps (867.84: not furnaces): https://www.searspartsdirect.com/model/3qpkd9p7z4-000934/sears-867841970-central-air-conditioner-parts',
].join('; ');

export const TRANE_TWE_SOURCE = [
  'Trane TWE-SVX03B-EN "Split System Cooling or Heat Pump Air Handler 7 1/2 - 20 Tons, Model TWE" (TWE060 … TWE240, 50 Hz TWE050 … TWE200): https://vdocuments.mx/installation-owner-trainingtrane-rtu-infoiom-2007-1-16-twe060-075.html',
  'Trane SSA-SVX06C-EN "Split System Air Handlers 5-25 Tons" (TWE061 … TWE300, 50 Hz TWE051 … TWE251): https://vdocument.in/dividos-5-25.html',
  'Trane SSP-PRC002-EN "Air Handlers TWE050A-TWE200B": https://manualmachine.com/trane/twa200b/454668-user-manual',
].join('; ');

export const BUDERUS_GB_SOURCE = [
  'Buderus installation instructions 7215 0200 "Condensing gas boiler Logamax plus GB142-24/30/45/60": https://manualmachine.com/buderus/buderuslogamaxplusgb14224304560/28020840-installation-instructions-7215-0200--102007-usca-en',
  'Buderus technical guide 6 720 645 821 "Gas condensing boiler Logamax plus GB162": https://manuzoid.com/manuals/4GdBr-Buderus%20Logamax%20plus%20GB162%20Technical%20Manual',
  'Buderus operating instructions 6 720 642 928 "Gas condensing boiler Logano plus GB402": https://pdfslide.us/documents/operating-instructions-buderus-operating-operating-instructions-gas-.html',
  'Buderus installation instructions 6 720 644 531 "Gas condensing boiler Logano plus GB312": https://fdocuments.in/document/installation-and-maintenance-instructions-to-symbols-and-safety-instructions-1-logano.html',
].join('; ');

export const BUDERUS_WLW_SOURCE =
  'Buderus installation instructions 6721814933 "Luft-Wasser-Wärmepumpe Logatherm WLW196i.2 AR S+" (air-to-water heat pump, ODU4.2i S+ / ODU6.2i S+): https://de.scribd.com/document/715668293/ia-buderus-WLW196i-2-AR-S-plus';

export const TRANE_OIL_SOURCE =
  'Trane installer\'s guide 18-DE01D1-8 "OIL FIRED CENTRAL FURNACE THV1M087A936, 948, 9V3, 9V5SA - Highboy, TLF1M087A936 … - Lowboy Front Flue, TLR1M087A936 … - Lowboy Rear Flue, TDF1M087A936 … - Downflow/ Horizontal": https://manualmachine.com/trane/thv1m087a9v5sa/24157645-installers-manual · "OIL FIRED UPFLOW FURNACE SPECIFICATIONS THV1C072A948SA": https://autodocbox.com/amp/73234570-Performance_Vehicles/Xp80-xv80-highboy-vertical-thv1m087a936-v3-sa-thv1m087a948-v5-sa.html';

export const WM_EG_PEG_SOURCE =
  'Weil-McLain boiler manual 550-142-782/1112 "Gas-Fired Boilers EG & PEG Series 5, EGH Series 5" (EG 35 manual): https://manuzoid.com/manuals/N8Gke-Weil-McLain%20EG%2035%20manual';

export const ECODAN_SHORT_SOURCE =
  'Mitsubishi Electric cylinder unit service manual OCH531 (outdoor PUHZ-W50/85VHA, PUHZ-HW112/140YHA, PUHZ-HW140VHA): https://manualmachine.com/mitsubishi/ehst20cvm6sb/24061721-service-manual; PUHZ-SHW140YHA / SHW230YKA data-book titles (ecodan.ts)';

export const LENNOX_PULSE_21V_SOURCE =
  'Lennox installation instructions 503,226M "G21V SERIES UNITS, GAS UNITS" (VSP2-1 variable-speed blower control): https://manuals.online/lennox/furnace/g21-v-series/user-manual/18xhr · Lennox engineering data "GSR21Q PULSE21 SERIES" and "G21Q" bulletins: https://homedocbox.com/amp/94713856-Appliances/Gsr21q-pulse21-series.html · Pulse 21 (G21) condensing furnace safety notice: https://www.inspectapedia.com/heat/Lennox_Pulse_Furnace_Notice.htm'

function given(brand: string, brands: readonly string[]): string {
  return brands.includes(brand) ? brand : brands[0]!;
}

function result(family: NomenclatureFamily, brand: string, type: NomenclatureDecode['type'], series: string, model: string, description: string, rule: string, source: string, fields: NomenclatureDecode['fields'] = {}): NomenclatureDecode {
  return { family, brand, type, series, model, description, fields, evidence: 'pattern', rule, source };
}

// "867.763792", "867763792", "867.76391", "867,773860" (a comma read for the dot): source 867, then the catalogue
// number of a furnace range — 73 (wall furnaces), 76 or 77 (sectional / central gas furnaces).
const SEARS_867 = /^867[.,]?(7[367]\d{3,4})$/;

function decodeSears867(model: string, brand: string): NomenclatureDecode | null {
  const m = SEARS_867.exec(model);
  if (m === null) return null;
  const wall = m[1]!.startsWith('73');
  return result('sears', given(brand, SEARS_BRANDS), 'furnaces', '867', model,
    wall ? 'gas-fired forced air wall furnace (Sears source 867)' : 'gas furnace (Sears source 867)',
    'Sears / Kenmore 867.73 / 867.76 / 867.77 furnaces', SEARS_867_SOURCE);
}

// TWE + three-digit size + the design/electrical tail (TWE040P13FB1, TWE040E130A1, TWE090A300EL, TWE120B140BA):
// the sizes the grid rule (trane/trane.ts §4.4, 018–060 on the tonnage grid) leaves out.
const TRANE_TWE = /^TWE(\d{3})(?:[A-Z][A-Z0-9]{1,9})?$/;
const TWE_GRID = new Set([18, 24, 30, 36, 42, 48, 60]);

function decodeTraneTwe(model: string, brand: string): NomenclatureDecode | null {
  const m = TRANE_TWE.exec(model);
  if (m === null) return null;
  const size = Number(m[1]);
  if (TWE_GRID.has(size) || size < 18 || size > 300) return null;
  return result('trane', given(brand, TRANE_BRANDS), 'air handlers', 'TWE', model, 'split-system air handler',
    'Trane TWE air handlers, size code off the residential grid', TRANE_TWE_SOURCE);
}

// GB + three digits (not 142 / 162, read by boilers/buderus.ts), optionally "-" and the kW sizes ("GB022-24/24K", "GB072-24K", "GB112-11/19", "GB312-90").
const BUDERUS_GB = /^(?:LOGAMAXPLUS|LOGANOPLUS)?GB(\d{3})(?:[-/]\d{2,3}K?(?:\/\d{2,3}K?)*(?:T\d{2}S?)?)?$/;

function decodeBuderusGb(model: string, brand: string): NomenclatureDecode | null {
  const m = BUDERUS_GB.exec(model);
  if (m === null) return null;
  const line = m[1]!;
  // GB142 / GB162 have their own key (boilers/buderus.ts: size in kW) and owner forms (boilers/as-owners-write.ts).
  if (line === '142' || line === '162') return null;
  const wallHung = line[0] === '0' || line[0] === '1';
  return result('buderus', given(brand, BUDERUS_BRANDS), 'boilers', `GB${line}`, model,
    wallHung ? 'wall-hung gas condensing boiler (Logamax plus)' : 'gas condensing boiler (Logano plus)',
    'Buderus GB gas condensing boilers as owners write them', BUDERUS_GB_SOURCE, { efficiency_tier: 'condensing' });
}

// WLW + three digits + "i", optionally ".2", "AR", "S+" ("WLW196i", "WLW196I.2AR", "WLW 186i").
const BUDERUS_WLW = /^(?:LOGATHERM)?WLW(\d{3})I(?:\.?\d)?(?:AR|IR|T\d{3})?(?:S\+?)?$/;

function decodeBuderusWlw(model: string, brand: string): NomenclatureDecode | null {
  const m = BUDERUS_WLW.exec(model);
  if (m === null) return null;
  return result('buderus', given(brand, BUDERUS_BRANDS), 'heat pumps', `WLW${m[1]}i`, model, 'air-to-water heat pump (Logatherm)',
    'Buderus Logatherm WLW air-to-water heat pumps', BUDERUS_WLW_SOURCE);
}

// THV1 / TLF1 / TLR1 / TDF1 + burner letter + three digits (087, 072), optionally the A9 + blower code (36, 48, V3, V5) and SA.
const TRANE_OIL = /^(THV|TLF|TLR|TDF)1([A-Z])(\d{3})(?:A9(?:36|48|V3|V5)(?:SA)?)?$/;
const TRANE_OIL_CONFIG: Record<string, string> = { THV: 'highboy', TLF: 'lowboy, front flue', TLR: 'lowboy, rear flue', TDF: 'downflow / horizontal' };

function decodeTraneOil(model: string, brand: string): NomenclatureDecode | null {
  const m = TRANE_OIL.exec(model);
  if (m === null) return null;
  return result('trane', given(brand, TRANE_BRANDS), 'furnaces', `${m[1]}1`, model, `oil-fired central furnace (${TRANE_OIL_CONFIG[m[1]!]})`,
    'Trane oil-fired furnaces THV1 / TLF1 / TLR1 / TDF1', TRANE_OIL_SOURCE, { fuel: 'oil' });
}

// Two or three of EG / PEG / EGH joined by "/" (or "&"), then the size: "EG/PEG-35", "PEG/EG-55", "EG&PEG-40".
const WM_EG_PAIR = /^(P?EG|EGH)(?:[/&](?:P?EG|EGH)){1,2}-?(\d{2})$/;

function decodeWeilMcLainEgPair(model: string, brand: string): NomenclatureDecode | null {
  const m = WM_EG_PAIR.exec(model);
  if (m === null) return null;
  return result('weil_mclain', given(brand, WM_BRANDS), 'boilers', 'EG / PEG', model, 'gas-fired cast-iron boiler (EG / PEG / EGH)',
    'Weil-McLain EG / PEG written as the manual pairs them, size not read', WM_EG_PEG_SOURCE);
}

// "Pulse 21V", "Pulse 21 Q", "Pulse21V furnace": the Pulse 21 name with the G21V / G21Q (GSR21Q) series letter.
const LENNOX_PULSE_21 = /^PULSE21([VQ])(?:FURNACE)?$/;

// PUHZ / PUZ / SUHZ · W / HW / SW / SHW / WM / HWM / SWM / SHWM · class kW×10, nothing after (the air-to-water/mitsubishi-ecodan.ts classes).
const ECODAN_SHORT = /^(PUHZ|PUZ|SUHZ)-?(W|HW|SW|SHW|WM|HWM|SWM|SHWM)(\d{2,3})$/;
const ECODAN_CLASSES = new Set([40, 45, 50, 60, 75, 80, 85, 100, 112, 120, 140, 160, 230]);
const ECODAN_PACKAGED = new Set(['W', 'HW', 'WM', 'HWM']);

function decodeEcodanShort(model: string, brand: string): NomenclatureDecode | null {
  const m = ECODAN_SHORT.exec(model);
  if (m === null) return null;
  const kw10 = Number(m[3]);
  if (!ECODAN_CLASSES.has(kw10)) return null;
  const packaged = ECODAN_PACKAGED.has(m[2]!);
  return result('mitsubishi', given(brand, MITSUBISHI_BRANDS), 'heat pumps', `${m[1]}-${m[2]}`, model,
    packaged ? 'Ecodan packaged (monobloc) air-to-water heat pump' : 'Ecodan split air-to-water outdoor unit',
    'Mitsubishi Electric Ecodan outdoor unit cut before the phase letter', ECODAN_SHORT_SOURCE,
    packaged ? { heating_capacity_kw: kw10 / 10 } : {});
}

function decodePulse21V(model: string, brand: string): NomenclatureDecode | null {
  const m = LENNOX_PULSE_21.exec(model);
  if (m === null) return null;
  const variable = m[1] === 'V';
  return result('lennox', given(brand, LENNOX_BRANDS), 'furnaces', `Pulse 21 (G21${m[1]})`, model,
    variable ? 'pulse-combustion condensing gas furnace, variable-speed blower' : 'pulse-combustion condensing gas furnace',
    'Lennox Pulse 21V / 21Q (G21V, G21Q)', LENNOX_PULSE_21V_SOURCE, { efficiency_tier: '90 %+ condensing' });
}

export const INSTALLED_BASE_LINE_RULES: readonly NomenclatureRule[] = [
  // A bare nine-digit number is no brand's key: decoded only with Kenmore / Sears given.
  { id: 'sears.furnace-867', family: 'sears', brands: SEARS_BRANDS, unambiguousWithoutBrand: false, firstChars: '8', decode: decodeSears867 },
  { id: 'trane.twe-off-grid', family: 'trane', brands: TRANE_BRANDS, unambiguousWithoutBrand: false, firstChars: 'T', decode: decodeTraneTwe },
  { id: 'trane.oil-furnace', family: 'trane', brands: TRANE_BRANDS, unambiguousWithoutBrand: false, firstChars: 'T', decode: decodeTraneOil },
  { id: 'buderus.gb-owner', family: 'buderus', brands: BUDERUS_BRANDS, unambiguousWithoutBrand: false, firstChars: 'GL', decode: decodeBuderusGb },
  { id: 'buderus.wlw', family: 'buderus', brands: BUDERUS_BRANDS, unambiguousWithoutBrand: false, firstChars: 'WL', decode: decodeBuderusWlw },
  { id: 'weil-mclain.eg-peg-pair', family: 'weil_mclain', brands: WM_BRANDS, unambiguousWithoutBrand: false, firstChars: 'EP', decode: decodeWeilMcLainEgPair },
  { id: 'mitsubishi.ecodan-short', family: 'mitsubishi', brands: MITSUBISHI_BRANDS, unambiguousWithoutBrand: false, firstChars: 'PS', decode: decodeEcodanShort },
  { id: 'lennox.pulse-21v', family: 'lennox', brands: LENNOX_BRANDS, unambiguousWithoutBrand: false, firstChars: 'P', decode: decodePulse21V },
];
