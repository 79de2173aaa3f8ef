// Variable-refrigerant-flow lines sold in North America: Mitsubishi Electric City Multi (PEFY, PKFY, PLFY …
// indoor units; PUHY / PURY outdoor units) and Daikin VRV (FX?Q indoor units, RXYQ / REYQ / RXSQ outdoor
// units). Both makers print the North-American capacity class in kBtu/h, as their ductless lines do (RULES.md
// §9.1, §9.4): PUMY-P36NHMU is a "3 to 4 tons nominal" S-series unit, RXYQ72…192MTJU and RXSQ24–60TAVJU are
// titled by those classes. Export models (kW classes: PUHY-P250YHM-A) give no capacity here and are not decoded;
// Daikin's export outdoor units (RXYQ5-48MAY1, HP classes) are read for their type only (daikin.vrv-export-outdoor
// below). Types follow the LG Multi V rule (ductless/lg.ts): heads and outdoor units are mini-splits
// (AHRI rates VRF as mini/multi-split), vertical air-handling units (PVFY, FXTQ) are air handlers.
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const MITSUBISHI_BRANDS = ['Mitsubishi Electric', 'Trane / Mitsubishi Electric', 'American Standard / Mitsubishi Electric'] as const;
const DAIKIN_BRANDS = ['Daikin'] as const;

export const CITY_MULTI_SOURCE = [
  'Mitsubishi Electric 2009 CITY MULTI engineering manual, indoor line-up (PEFY-P-NMSU-E / NMHU-E ceiling-concealed, PDFY-P-NMU-E ducted, PMFY-P-NBMU-E 1-way cassette, PLFY-P-NCMU-E 4-way cassette, PCFY-P-NGMU-E ceiling-suspended, PKFY-P-NAMU-E wall-mounted, PFFY-P-NEMU-E floor-standing) and outdoor Y / R2 / S series: https://fr.scribd.com/document/139410713/2009-City-Multi-Modular-Engineering-Manual',
  'Mitsubishi Electric HVAC guide specifications, S-series VRFZ PUMY-P36NHMU / PUMY-P48NHMU, "3 to 4 TONS NOMINAL": https://info.5y1.org/208-230-60-1-voltage_1_bec125.html',
].join('; ');
export const VRV_SOURCE = [
  'Daikin service manual SiUS RXYQ72, 96, 144, 168, 192MTJU R-410A heat pump 60 Hz; REYQ72-456TTJU heat recovery; Engineering Data RXSQ24-60TAVJU heat pump 208/230 V 1 ph (titles listed at https://homedocbox.com/amp/113086042-Appliances/Sie-service-manual-rxyq5-48may1-r410a-heat-pump-50hz.html and https://homedocbox.com/amp/116779294-Appliances/Vrv-heat-recovery.html)',
  'Daikin VRV application guide: FXMQ, FXSQ, FXDQ and FXNQ are ducted fan coil units: https://www.easymanua.ls/daikin/vrv/manual/173778?p=39',
].join('; ');

/** Indoor classes of the North-American line-ups, kBtu/h (05 … 96). */
const INDOOR_KBTUH = new Set([5, 6, 7, 8, 9, 12, 15, 18, 24, 27, 30, 36, 42, 48, 54, 72, 96]);

function classFields(code: string): DecodedFields {
  const kbtuh = Number(code);
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

/** Outdoor classes: 24 … 60 (single-phase S-series / VRV-S) and 72 … 456 in 24 kBtu/h steps (6 … 38 tons). */
function outdoorClassOk(code: string): boolean {
  const n = Number(code);
  return (n >= 24 && n <= 60 && n % 6 === 0) || (n >= 72 && n <= 456 && n % 24 === 0);
}

const CITY_MULTI_KIND: Record<string, string> = {
  EF: 'ceiling-concealed ducted indoor unit',
  DF: 'ceiling-concealed ducted indoor unit',
  MF: 'one-way ceiling cassette',
  LF: 'four-way ceiling cassette',
  CF: 'ceiling-suspended indoor unit',
  KF: 'wall-mounted indoor unit',
  FF: 'floor-standing indoor unit',
};

// Indoor: P · unit letters · FY · P (R-410A range) · class · North-American suffix ending in U (NMAU, NLMU …) ·
// revision (PEFY-P12NMAU-E3, PKFY-P06NLMU-E). PVFY (vertical air handler) prints E00A / E00B instead.
const CM_INDOOR = /^P(EF|DF|MF|LF|CF|KF|FF)Y-?P(\d{2})N[A-Z]{1,3}U(?:-?E\d?|-?ER\d?)?$/;
const CM_PVFY = /^PVFY-?P(\d{2})E00[A-Z]$/;
// Outdoor: PUHY (heat pump) / PURY (heat recovery) · P or HP (Hyper-Heating) · class · T / Y voltage letter ·
// letters ending in MU · revision (PURY-P72TKMU-A, PUHY-HP72TKMU-A, PUHY-P144TSKMU-A).
const CM_OUTDOOR = /^PU([HR])Y-?(P|HP|EP)(\d{2,3})([TY])S?[A-Z]{1,2}MU(?:-?[A-Z](?:-BS)?)?$/;

const cityMulti: NomenclatureRule = {
  id: 'mitsubishi.city-multi',
  family: 'mitsubishi',
  brands: MITSUBISHI_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const lead = reportedBrand(brand, 'Mitsubishi Electric');
    const indoor = CM_INDOOR.exec(model);
    if (indoor !== null) {
      const [, unit = '', cls = ''] = indoor;
      if (!INDOOR_KBTUH.has(Number(cls))) return null;
      return decoded({
        family: 'mitsubishi',
        brand: lead,
        type: 'mini-splits',
        series: `P${unit}Y`,
        model,
        description: `CITY MULTI VRF ${CITY_MULTI_KIND[unit] ?? 'indoor unit'}`,
        fields: classFields(cls),
        evidence: 'pattern',
        rule: 'Mitsubishi Electric CITY MULTI indoor units: unit letters · P · kBtu/h class · N…U (PEFY-P12NMAU-E3)',
        source: CITY_MULTI_SOURCE,
      });
    }
    const pvfy = CM_PVFY.exec(model);
    if (pvfy !== null) {
      const cls = pvfy[1] ?? '';
      if (!INDOOR_KBTUH.has(Number(cls))) return null;
      return decoded({
        family: 'mitsubishi',
        brand: lead,
        type: 'air handlers',
        series: 'PVFY',
        model,
        description: 'CITY MULTI VRF vertical air-handling unit',
        fields: classFields(cls),
        evidence: 'pattern',
        rule: 'Mitsubishi Electric CITY MULTI PVFY vertical air handler (PVFY-P36E00A)',
        source: CITY_MULTI_SOURCE,
      });
    }
    const outdoor = CM_OUTDOOR.exec(model);
    if (outdoor === null) return null;
    const [, kind = '', range = '', cls = ''] = outdoor;
    if (!outdoorClassOk(cls)) return null;
    return decoded({
      family: 'mitsubishi',
      brand: lead,
      type: 'mini-splits',
      series: `PU${kind}Y-${range}`,
      model,
      description: kind === 'R' ? 'CITY MULTI VRF heat-recovery outdoor unit (R2-series)' : 'CITY MULTI VRF heat-pump outdoor unit (Y-series)',
      fields: classFields(cls),
      evidence: 'pattern',
      rule: 'Mitsubishi Electric CITY MULTI outdoor units: PUHY / PURY · P / HP · kBtu/h class · T/Y … MU (PURY-P72TKMU-A)',
      source: CITY_MULTI_SOURCE,
    });
  },
};

const VRV_KIND: Record<string, string> = {
  M: 'ducted fan coil unit',
  S: 'ducted fan coil unit',
  D: 'ducted fan coil unit',
  N: 'ducted fan coil unit',
  A: 'wall-mounted indoor unit',
  F: 'ceiling cassette',
  Z: 'ceiling cassette',
  E: 'ceiling cassette',
  U: 'ceiling-suspended cassette',
  H: 'ceiling-suspended indoor unit',
  L: 'floor-standing indoor unit',
  T: 'multi-position air-handling unit',
};

// Indoor: FX · unit letter · Q · class · series letters · VJU (208/230 V, North America) · revision letter
// (FXMQ24PBVJU, FXAQ12PVJU, FXTQ36TAVJUA).
const VRV_INDOOR = /^FX([A-Z])Q(\d{2})([A-Z]{1,3})VJU[A-Z]?$/;
// Outdoor: R · X (heat pump) / E (heat recovery) · Y / S · Q · class · series letters · voltage letters ending JU
// (RXYQ72MTJU, REYQ96TATJU, RXSQ36TAVJU).
const VRV_OUTDOOR = /^R([XE])([YS])Q(\d{2,3})([A-Z]{1,3})(?:T|V|Y)[A-Z]?JU[A-Z]?$/;

const vrv: NomenclatureRule = {
  id: 'daikin.vrv',
  family: 'daikin_ductless',
  brands: DAIKIN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'FR',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 70 /* F */) {
      const m = VRV_INDOOR.exec(model);
      if (m === null) return null;
      const [, unit = '', cls = ''] = m;
      const kind = VRV_KIND[unit];
      if (kind === undefined || !INDOOR_KBTUH.has(Number(cls))) return null;
      return decoded({
        family: 'daikin_ductless',
        brand: reportedBrand(brand, 'Daikin'),
        type: unit === 'T' ? 'air handlers' : 'mini-splits',
        series: `FX${unit}Q`,
        model,
        description: `VRV ${kind}`,
        fields: classFields(cls),
        evidence: 'pattern',
        rule: 'Daikin VRV indoor units: FX · unit letter · Q · kBtu/h class · …VJU (FXMQ24PBVJU)',
        source: VRV_SOURCE,
      });
    }
    if (c0 !== 82 /* R */) return null;
    const m = VRV_OUTDOOR.exec(model);
    if (m === null) return null;
    const [, kind = '', line = '', cls = ''] = m;
    if (!outdoorClassOk(cls)) return null;
    return decoded({
      family: 'daikin_ductless',
      brand: reportedBrand(brand, 'Daikin'),
      type: 'mini-splits',
      series: `R${kind}${line}Q`,
      model,
      description: kind === 'E' ? 'VRV heat-recovery outdoor unit' : 'VRV heat-pump outdoor unit',
      fields: classFields(cls),
      evidence: 'pattern',
      rule: 'Daikin VRV outdoor units: RXYQ / REYQ / RXSQ · kBtu/h class · …JU (RXYQ72MTJU)',
      source: VRV_SOURCE,
    });
  },
};

// Daikin VRV outdoor units in their European / Asian (export) forms: the nominal HP, not kBtu/h, and a 50 Hz voltage block
// (RXYQ5-54PAY1, RXQ5-54PAY1, RXYQ5-48MAY1, RXYSQ4-5-6PA7Y1B / PA7V1B, RXQ6-20TATL, RXYSCQ4TMV1B, RXYLQ10-14T7Y1B). The HP
// is no cooling rating: type only. The export indoor forms (FXSQ25A2VEB …) stay out: no Daikin document in reach prints
// one whole. Brand required.
export const VRV_EXPORT_SOURCE = [
  'Daikin service manuals Si34-803 "RXYQ5-54PAY1, PAYL, PTL R-410A Heat Pump 50Hz, 60Hz", Si34-804 "RXQ5-54PAY1 R-410A Cooling Only 50Hz", SiE "RXYQ5-48MAY1 R410A Heat Pump 50Hz", SiENBE "RXYSQ4-5-6PA7Y1B, PA7V1B R-410A Heat Pump 50Hz" (titles listed at https://homedocbox.com/amp/113086042-Appliances/Sie-service-manual-rxyq5-48may1-r410a-heat-pump-50hz.html and https://de.scribd.com/document/331503958/Si34-803B-Service-Manual-VRVIII-RXYQ5-54PAY1-PAYL-PTL-R-410A-Heat-Pump-50Hz-60Hz-Service-Manuals-English)',
  'Daikin installation manual "System Air Conditioner RXQ6TATL … RXQ20TATL" (VRV IV): https://www.scribd.com/document/497493790/200509073201000000',
  'Daikin installer and user reference guides "VRV IV-S system air conditioner" 4P404224-1 (RXYSCQ4/5TMV1B): https://manualshive.com/en/manual/daikin/rxyscq4tmv1b/2459969?page=13 and "RXYLQ10~14T7Y1B* VRV IV system air conditioner" 4P543427-1A: https://manualshive.com/en/manual/daikin/vrv-iv/2459202?page=74',
].join('; ');

// R · X heat pump / E heat recovery · Y / YS / YSC / YL / none (cooling only RXQ) · Q · HP 4–54 · series letters (PA, MA,
// U7, T7, PA7, TM, TA) · voltage block Y1 / YL / V1 / TL / YF · B? (RXYQ8PAY1, RXYSQ6PA7V1B, RXQ10TATL, RXYLQ12T7Y1B).
const VRV_EXPORT_OUTDOOR = /^R([XE])(Y|YS|YSC|YL)?Q(\d{1,2})([A-Z]{1,2}\d?)(Y1|YL|V1|TL|YF)B?$/;

const vrvExport: NomenclatureRule = {
  id: 'daikin.vrv-export-outdoor',
  family: 'daikin_ductless',
  brands: DAIKIN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 82 /* R */) return null;
    const m = VRV_EXPORT_OUTDOOR.exec(model);
    if (m === null) return null;
    const hp = Number(m[3]);
    if (hp < 4 || hp > 54) return null;
    const line = m[2] ?? '';
    return decoded({
      family: 'daikin_ductless',
      brand: reportedBrand(brand, 'Daikin'),
      type: 'mini-splits',
      series: `R${m[1] ?? ''}${line}Q`,
      model,
      description: m[1] === 'E' ? 'VRV heat-recovery outdoor unit' : line === '' ? 'VRV cooling-only outdoor unit' : 'VRV heat-pump outdoor unit',
      fields: {},
      evidence: 'pattern',
      rule: 'Daikin VRV outdoor units, export forms: RXYQ / REYQ / RXQ / RXYSQ / RXYSCQ / RXYLQ · HP · series · Y1 / V1 / TL (B); type only',
      source: VRV_EXPORT_SOURCE,
    });
  },
};

export const VRF_RULES: readonly NomenclatureRule[] = [cityMulti, vrv, vrvExport];
