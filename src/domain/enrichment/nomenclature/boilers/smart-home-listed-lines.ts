// European boiler lines as smart-home integrations' device tables name them (not in RULES.md), where the maker's own
// key is out of reach: Atlantic Naema and Naïa gas boilers (gduteil/cozytouch, Cozytouch device type `gaz_boiler`);
// Nefit TopLine / TrendLine / ProLine / SmartLine / EcomLine (Excellent), Junkers Cerapur Top, Cerapur GC2200W and
// Suprapur(-o), Bosch Condens 5000i / Condens GC9000 / GC7000F / Condens 2300 written without the wall-hung W, Buderus
// Logano / Logamax GB… written with "Logano" or "Logamax" alone or the "i" generation letter (GB192i, Logano GB125) and
// Logano plus KB195i (EMS-ESP's device library, device type BOILER without the heat-pump flag); Viessmann Vitodens 300-W
// and 343-F written with the type codes PyViCare's captured fixtures name (B3HA, WB3D, B3UF); Vaillant ecoTEC codes of the
// CS / CF scheme (VU 20CS/1-5) and eloBLOCK, which myPyllant's captured API data files as device_type BOILER. Weaker source: type
// from the integrations' device tables (files cited per row); no maker's key found, so evidence `unconfirmed` and type
// only (sizes, fuels and generations in the names are not read). Brand required, as the neighbouring line tables; a
// name is a series name (seriesOnly, seriesName). The Bosch-group heat pumps of the same device library are read by
// ../air-to-water/smart-home-listed-lines.ts. Coverage in README-extra.md ("European heating lines of the smart-home gap scan").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const COZYTOUCH =
  "type from gduteil/cozytouch's device table custom_components/cozytouch/model.py (Cozytouch model ids 56 'Naema 2 Micro 25', 61 'Naia 2 Micro 25', 65 'Naema 2 Duo 25', 1444 'Naema 3 Micro 25': CozytouchDeviceType.GAZ_BOILER); no maker's key found";
const PYVICARE =
  "type from openviess/PyViCare's device table PyViCare/PyViCareDeviceConfig.py (model ids matching Vitodens → asGazBoiler, role type:boiler) and its captured fixtures tests/response (Vitodens300W.json, gatewayWithDevices/heatbox1/Vitodens-300-W-B3HA.json, gatewayWithDevices/heatbox2/Vitodens-300-W-WB3D-with-TRV.json, Vitodens343F_B3UF.json); no maker's key found";
const MYPYLLANT =
  "type from signalkraft/myPyllant's captured myVAILLANT API fixtures (src/myPyllant/tests/data/*/current_system.json and tests/test_generate_test_data.py: product_name 'VU 20CS/1-5 (N-INT2) ecoTEC plus', 'VCW 36CF/1-7 I (N-BE) ecoTEC exclusive', 'eloBLOCK VE 28 / 14 EU I' with device_type BOILER; 'VMW 23CS/1-5 C (N-ES) ecoTEC plus' as the system's heat generator); no maker's key found";
const EMS =
  "type from emsesp/EMS-ESP32's device library src/core/device_library.h (DeviceType::BOILER entries without the heat-pump flag: 'Topline, GB162', 'GB*72, Trendline, Cerapur, Greenstar Si', 'Proline', 'BK13/BK15, Smartline, GB1*2', 'Ecomline Excellent', 'Condens, Logamax/Logomatic, Cerapur Top, Greenstar, Generic HT3', 'Suprapur-o', 'Condens 5000i, Greenstar 8000/GC9800IW, GB192i*2', 'Logamax Plus, GB192, Condens GC9000, Greenstar ErP', 'GC7000F', 'Logamax Plus GB122, Condense 2300, Junkers Cerapur GC2200W', 'Logano GB125/KB195i, Logamax MC110', 'Logano GB212'); no maker's key found";

type Line = Omit<ProductLine, 'type' | 'fields' | 'read'>;

const LINES: readonly Line[] = [
  {
    id: 'atlantic.naema-naia-name',
    brands: ['Atlantic'],
    firstChars: 'AN',
    // "Naema 2 Micro 25", "Naema 2 Duo 25", "Naema 3 Micro 25", "Naia 2 Micro 25", "Naïa 2 Duo 25"
    re: /^(?:ATLANTIC)?(NAEMA|NA[IÏ]A)(?:MICRO|DUO|CONDENS|-|\d{1,2})*$/,
    description: 'gas boiler (Naema / Naïa)',
    source: COZYTOUCH,
  },
  {
    id: 'viessmann.vitodens-3xx-fixture-codes',
    family: 'viessmann',
    brands: ['Viessmann'],
    firstChars: 'V',
    // "Vitodens 300-W B3HA", "Vitodens 300-W WB3D", "Vitodens 343-F B3UF" (+ kW): the type codes PyViCare's fixtures name
    // (the 050 … 222 series with their type codes are europe-documented-lines.ts's, from Viessmann's documents)
    re: /^(?:VIESSMANN)?(VITODENS)(?:300-?W?|343-?F?)-?(?:TYP)?(?:B3HA|WB3D|B3UF)(?:-?\d{2,3})?(?:KW)?$/,
    series: 'Vitodens',
    description: 'gas boiler (Vitodens)',
    source: PYVICARE,
  },
  {
    id: 'vaillant.ecotec-cs-cf-codes',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'V',
    // "VU 20CS/1-5 (N-INT2) ecoTEC plus", "VMW 23CS/1-5 C (N-ES) ecoTEC plus", "VCW 36CF/1-7 I (N-BE) ecoTEC exclusive"
    // (the older VU 246/5-5 codes are air-to-water/vaillant.ts's)
    re: /^(VU|VUW|VMW|VCW|VC)\d{2}C[SF]\/1-[57][A-Z]{0,2}(?:\([A-Z0-9-]{2,8}\))?(?:ECOTEC(?:PLUS|PRO|EXCLUSIVE?)?)?$/,
    series: 'ecoTEC',
    description: 'gas boiler (Vaillant ecoTEC)',
    source: MYPYLLANT,
  },
  {
    id: 'vaillant.eloblock-name',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'EV',
    // "eloBLOCK VE 28 / 14 EU I", "eloBLOCK VE 14", "eloBLOCK"
    re: /^(?:VAILLANT)?(ELOBLOCK)(?:VE)?(?:\d{1,2}(?:\/\d{1,2})?)?(?:EU)?I{0,2}$/,
    series: 'eloBLOCK',
    description: 'boiler (Vaillant eloBLOCK)',
    source: MYPYLLANT,
  },
  {
    id: 'nefit.line-names',
    family: 'bosch',
    brands: ['Nefit'],
    firstChars: 'NTPSE',
    // "TopLine", "Nefit Trendline", "ProLine", "SmartLine", "EcomLine Excellent", "Ecomline HR"
    re: /^(?:NEFIT)?(TOPLINE|TRENDLINE|PROLINE|SMARTLINE|ECOMLINE)(?:EXCELLENT|HR)?$/,
    description: 'gas boiler (Nefit)',
    source: EMS,
  },
  {
    id: 'junkers.cerapur-top-suprapur-names',
    family: 'bosch',
    brands: ['Junkers', 'Bosch'],
    firstChars: 'CJS',
    // "Cerapur Top", "Cerapur GC2200W", "Suprapur-o", "Suprapur"
    re: /^(?:JUNKERS|BOSCH)?(CERAPURTOP|CERAPURGC2200W?|SUPRAPUR(?:-?O)?)$/,
    description: 'boiler (Junkers)',
    source: EMS,
  },
  {
    id: 'bosch.condens-written-short',
    family: 'bosch',
    brands: ['Bosch'],
    firstChars: 'CG',
    // "Condens 5000i", "Condens GC9000", "GC9000i", "GC7000F", "Condens 2300" (the W-ending names are boilers/europe.ts's)
    re: /^(?:BOSCH)?(?:CONDENS(\d{4})I?|(?:CONDENS)?GC(\d{4})I?F?)$/,
    series: 'Condens',
    description: 'gas boiler (Bosch Condens)',
    source: EMS,
  },
  {
    id: 'buderus.gb-kb-written-short',
    family: 'buderus',
    brands: ['Buderus'],
    firstChars: 'GLK',
    // "GB192i", "Logamax plus GB192i", "Logano GB125", "Logano GB212", "KB195i", "Logano plus KB195i"
    re: /^(?:(?:LOGAMAX|LOGANO)(?:PLUS)?)?(GB\d{3}I|KB195I?)$|^(?:LOGAMAX|LOGANO)(GB\d{3})$/,
    description: 'boiler (Buderus Logamax / Logano)',
    source: EMS,
  },
];

function nameRule(line: Line): NomenclatureRule {
  const rule = productLineRule(line, 'unconfirmed', `European boiler lines of smart-home device tables (not in RULES.md): ${line.id} — series name (type only)`);
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      return d === null ? null : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const BOILER_SMART_HOME_LISTED_RULES: readonly NomenclatureRule[] = LINES.map(nameRule);
