// European heat-pump lines named by series (not in RULES.md): Stiebel Eltron, Bosch Compress / Buderus
// Logatherm, Viessmann Vitocal, Samsung EHS, LG Therma V. Each maker's product designation states the heat
// source (air/water or brine/water); the capacity is read only where the designation prints the kW.
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

type HpType = 'heat pumps' | 'geothermal heat pumps' | 'water heaters';

function hp(family: NomenclatureFamily, brands: readonly string[], brand: string, model: string, series: string, type: HpType, fields: DecodedFields, description: string, evidence: EvidenceTag, rule: string, source: string) {
  return decodeOf(family, pickBrand(brands, brand), model, { type, series, fields, description, evidence, rule, source });
}

// --- Stiebel Eltron: WPL air/water (Luft/Wasser), WPF / WPC brine/water (Sole/Wasser), WPW water/water, LWZ
// integral ventilation units with an air/water heat pump, HPA-O air-source, WWK / SHP domestic hot-water heat pumps.
const STIEBEL = ['Stiebel Eltron'] as const;
const STIEBEL_SOURCE =
  'Stiebel Eltron WPC 5 / 7 / 10 / 13 (cool) Sole/Wasser-Wärmepumpe Gebrauchs- und Montageanweisung: https://www.manualslib.de/manual/858455/Stiebel-Eltron-Wpc-5.html; Stiebel Eltron product designations WPL (Luft/Wasser-Wärmepumpe), WPF (Sole/Wasser), LWZ, WWK (Warmwasser-Wärmepumpe)';
const STIEBEL_MODEL = /^(WPL|WPF|WPC|WPW|WPE|LWZ|HPA-?O|WWK|SHP)-?[A-Z]{0,2}-?(\d{1,3})[A-Z0-9 .-]*$/;

export const stiebelHeatPumps: NomenclatureRule = {
  id: 'stiebel.heat-pumps',
  family: 'stiebel_eltron',
  brands: STIEBEL,
  unambiguousWithoutBrand: false,
  firstChars: 'WLHS',
  decode(model, brand) {
    const m = STIEBEL_MODEL.exec(model);
    if (!m) return null;
    const code = m[1]!.replace('-', '');
    const ground = code === 'WPF' || code === 'WPC' || code === 'WPW';
    const water = code === 'WWK' || code === 'SHP';
    const type: HpType = water ? 'water heaters' : ground ? 'geothermal heat pumps' : 'heat pumps';
    const description = water
      ? 'Stiebel Eltron domestic hot-water heat pump'
      : ground ? 'Stiebel Eltron brine/water (ground source) heat pump' : code === 'LWZ' ? 'Stiebel Eltron integral ventilation unit with air/water heat pump' : 'Stiebel Eltron air/water heat pump';
    return hp('stiebel_eltron', STIEBEL, brand, model, code, type, {}, description, 'pattern', 'Stiebel Eltron (not in RULES.md): product code · size (type only)', STIEBEL_SOURCE);
  },
};

// --- Bosch Compress and Buderus Logatherm. Bosch: CS + series + i + AW (air/water) / LW, LWM (brine/water) +
// size kW (CS7000iAW 7 OR-S, CS7001iAW 9 IR-T); "Compress 7000i AW", "Compress 6000 LW". Buderus: WLW + series
// + i - size (air/water: WLW196i-8 AR), WSW + series + i - size (brine/water), WPL + size (air/water: WPL 7 AR),
// WPLS (split), WPS (brine/water), WPW (water/water).
const BOSCH = ['Bosch', 'Buderus'] as const;
const BOSCH_SOURCE =
  'Bosch Compress 7000i AW / 7001i AW and Buderus Logatherm WLW196i AR installation manuals (designation: AW = air/water, LW = brine/water, size = heat output class in kW); Buderus Logatherm WPL … AR, WPS, WSW196i product designations';
const BOSCH_CS = /^(?:CS|COMPRESS)(\d{4})I?(AWS|AWF|AWM|AW|LWM|LW)-?(\d{1,2})?(?:[A-Z]{1,4}(?:-[A-Z])?)?$/;
const BUDERUS = /^(?:LOGATHERM)?(WLW|WSW|WPLS|WPL|WPS|WPW)(\d{3}I)?-?(\d{1,2})(?:[.,]\d)?[A-Z0-9-]{0,8}$/;

export const boschHeatPumps: NomenclatureRule = {
  id: 'bosch.heat-pumps',
  family: 'bosch',
  brands: BOSCH,
  unambiguousWithoutBrand: false,
  firstChars: 'CWL',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 67) {
      // C
      const m = BOSCH_CS.exec(model);
      if (!m) return null;
      const [, series = '', source = '', size] = m;
      const ground = source.startsWith('LW');
      const kw = size === undefined ? undefined : Number(size);
      if (kw !== undefined && (kw < 2 || kw > 60)) return null;
      return hp('bosch', BOSCH, brand, model, `Compress ${series} ${source}`, ground ? 'geothermal heat pumps' : 'heat pumps', { heating_capacity_kw: kw }, ground ? 'Bosch Compress brine/water (ground source) heat pump' : 'Bosch Compress air/water heat pump', 'unconfirmed', 'Bosch Compress (not in RULES.md): CS · series · i · AW/LW · size kW', BOSCH_SOURCE);
    }
    if (c0 !== 87 && c0 !== 76) return null;
    const m = BUDERUS.exec(model.startsWith('LOGATHERM') ? model.slice(9) : model);
    if (!m) return null;
    const [, code = '', gen = '', size = ''] = m;
    if ((code === 'WLW' || code === 'WSW') && gen === '') return null;
    const kw = Number(size);
    if (kw < 2 || kw > 60) return null;
    const ground = code === 'WSW' || code === 'WPS' || code === 'WPW';
    return hp('bosch', BOSCH, brand, model, `Logatherm ${code}${gen}`, ground ? 'geothermal heat pumps' : 'heat pumps', { heating_capacity_kw: kw }, ground ? 'Buderus Logatherm brine/water (ground source) heat pump' : 'Buderus Logatherm air/water heat pump', 'unconfirmed', 'Buderus Logatherm (not in RULES.md): WLW/WSW/WPL/WPS · series · size kW', BOSCH_SOURCE);
  },
};

// --- Viessmann Vitocal: series number + heat source letter (-A air/water monobloc, -S air/water split, -G
// brine/water, -W water/water); DHW heat pumps 060-A, 16x-A, 262-A. Type codes AWB / AWO / AWT / AWS / AWCI (air)
// and BWC / BWT / BWS / BW (brine) / WWC (water) + series . version + size kW (AWB 201.B10, BWC 301.A08).
const VIESSMANN = ['Viessmann'] as const;
const VITOCAL_SOURCE =
  'Viessmann Vitocal technical data manuals: type codes AWB-AC 201.B10 (Vitocal 200-S), BWC 301.A08 (Vitocal 300-G), AWO-AC 251.A10 (Vitocal 250-A) — A = air, B = brine, W = water, the number after the version letter = heating output class kW';
const VITOCAL = /^VITOCAL-?(\d{3})-?([AGSW])?[A-Z0-9 .,/-]*$/;
const VITOCAL_TYPE = /^(AWBT|AWOT|AWCI|AWB|AWO|AWT|AWS|BWC|BWT|BWS|BWP|BW|WWC|WWT)(?:-[A-Z]{1,2})*-?(\d{3})\.?([A-Z])(\d{2})?[A-Z0-9-]*$/;
const DHW = new Set(['060', '160', '161', '262']);

export const viessmannVitocal: NomenclatureRule = {
  id: 'viessmann.vitocal',
  family: 'viessmann',
  brands: VIESSMANN,
  unambiguousWithoutBrand: false,
  firstChars: 'VABW',
  decode(model, brand) {
    const v = VITOCAL.exec(model);
    if (v) {
      const [, series = '', source = ''] = v;
      if (DHW.has(series)) return hp('viessmann', VIESSMANN, brand, model, `Vitocal ${series}`, 'water heaters', {}, 'Viessmann Vitocal domestic hot-water heat pump', 'unconfirmed', 'Viessmann Vitocal (not in RULES.md): series · heat source', VITOCAL_SOURCE);
      if (source === '') return null;
      const ground = source === 'G' || source === 'W';
      return hp('viessmann', VIESSMANN, brand, model, `Vitocal ${series}-${source}`, ground ? 'geothermal heat pumps' : 'heat pumps', {}, ground ? 'Viessmann Vitocal ground source heat pump' : 'Viessmann Vitocal air/water heat pump', 'unconfirmed', 'Viessmann Vitocal (not in RULES.md): series · heat source', VITOCAL_SOURCE);
    }
    const t = VITOCAL_TYPE.exec(model);
    if (!t) return null;
    const [, code = '', series = '', , size] = t;
    const kw = size === undefined ? undefined : Number(size);
    if (kw !== undefined && (kw < 2 || kw > 60)) return null;
    const ground = code.charCodeAt(0) !== 65;
    return hp('viessmann', VIESSMANN, brand, model, `${code} ${series}`, ground ? 'geothermal heat pumps' : 'heat pumps', { heating_capacity_kw: kw }, ground ? 'Viessmann Vitocal ground source heat pump' : 'Viessmann Vitocal air/water heat pump', 'unconfirmed', 'Viessmann Vitocal type code (not in RULES.md): A/B/W source · series . version + kW', VITOCAL_SOURCE);
  },
};

// --- Samsung EHS: AE + capacity class + R (R32) / J (R410A) + N indoor / X outdoor or monobloc + letters
// (AE090RXYDEG, AE160JXYDGG, AE200RNWSEG). The class of ClimateHub indoor units is the tank size, so no
// capacity is read.
const SAMSUNG = ['Samsung'] as const;
const SAMSUNG_SOURCE =
  'Samsung EHS Split technical data book for Europe (models AE***JNYD*H/EU, AE***JXED*H/EU, AE***RNYD*G/EU R32, AE***RXED*G/EU R32): https://www.scribd.com/document/556584611/TDB-EHS-Split-50Hz-ver3-3-2';
// The market suffix as the data book prints it (/EU) or written with a hyphen (-EU), as owners report it.
const SAMSUNG_EHS = /^AE(\d{3})([RJT])([NX])([A-Z]{2,4})(?:[/-][A-Z]{2})?$/;

export const samsungEhs: NomenclatureRule = {
  id: 'samsung.ehs',
  family: 'samsung',
  brands: SAMSUNG,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 65 || model.charCodeAt(1) !== 69) return null;
    const m = SAMSUNG_EHS.exec(model);
    if (!m) return null;
    const [, , gas = '', unit = ''] = m;
    const fields: DecodedFields = gas === 'R' ? { refrigerant: 'R-32' } : gas === 'J' ? { refrigerant: 'R-410A' } : {};
    return hp('samsung', SAMSUNG, brand, model, `EHS AE-${gas}${unit}`, 'heat pumps', fields, unit === 'N' ? 'Samsung EHS indoor (hydro) unit' : 'Samsung EHS outdoor unit or monobloc (air-to-water)', 'pattern', 'Samsung EHS (not in RULES.md): AE · class · R/J refrigerant · N indoor / X outdoor', SAMSUNG_SOURCE);
  },
};

// --- LG Therma V, European name: H + M monobloc / N split indoor / U split outdoor + heating capacity kW (2
// digits) + power digit (1 = 220-240 V 1Ø, 3 = 380-415 V 3Ø) + letters (HM091M.U43, HU121MA.U33); split indoor
// units HN + outdoor range + heater digits (HN1616.NK3, HN1639.NK3).
const LG = ['LG'] as const;
const LG_SOURCE =
  'LG Therma V product data books: split type PDB (5BPU0-01C, nomenclature and line-up HU121MA U33 … HU163MA U33, HN1616 NK3, HN1639 NK3) https://scribd.com/document/614548289/PDB-R1-Therma-V; monobloc PDB 5BPM0-01J (HM031M … HM091M) https://www.scribd.com/document/513986678/HM091M-U42-PDB-1';
const LG_OUT = /^H([MU])(\d\d)([13])([A-Z]{1,3})\.?([A-Z]{1,2}\d{1,3}[A-Z]?)?$/;
const LG_IN = /^HN(\d\d)(\d\d)([A-Z]{0,2})\.?([A-Z]{2}\d{1,2})?$/;

export const lgThermaV: NomenclatureRule = {
  id: 'lg.therma-v',
  family: 'lg',
  brands: LG,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72) return null;
    const i = LG_IN.exec(model);
    if (i) return hp('lg', LG, brand, model, 'Therma V HN', 'heat pumps', {}, 'LG Therma V split indoor (hydro) unit', 'src', 'LG Therma V (not in RULES.md): H · N split indoor · outdoor range · heater', LG_SOURCE);
    const m = LG_OUT.exec(model);
    if (!m) return null;
    const [, unit = '', code = '', power = ''] = m;
    const kw = Number(code);
    if (kw < 3 || kw > 16) return null;
    const three = power === '3';
    return hp('lg', LG, brand, model, `Therma V H${unit}`, 'heat pumps', { heating_capacity_kw: kw, voltage_v: three ? 400 : 230, phase: three ? 3 : 1 }, unit === 'M' ? 'LG Therma V monobloc air-to-water heat pump' : 'LG Therma V split outdoor unit (air-to-water)', unit === 'U' ? 'src' : 'pattern', 'LG Therma V (not in RULES.md): H · M/U · heating kW · power 1/3', LG_SOURCE);
  },
};

export const HEAT_PUMPS_EUROPE_RULES: readonly NomenclatureRule[] = [stiebelHeatPumps, boschHeatPumps, viessmannVitocal, samsungEhs, lgThermaV];
