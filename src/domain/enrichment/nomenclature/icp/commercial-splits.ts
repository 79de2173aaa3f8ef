// ICP commercial split systems (Heil, Tempstar, Comfortmaker, Arcoaire, KeepRite, Day & Night …), issue 18: installation
// instructions 506 01 2303 01, "Fig. 2 — Model Number Nomenclature" (example CHS091HGA0A00A): C = R-410A condensing unit ·
// H = heat pump · S = standard efficiency · nominal cooling capacity 072 = 6 Tons, 091 = 7.5 Tons, 121 = 10 Tons · voltage
// H = 208/230-3-60, L = 460-3-60, S = 575-3-60 · refrigerant options, coil options, controls …; product specifications
// "CHS072-121, CHS240 — Commercial split systems heat pump units R-410A, 6-20 tons" (two-stage cooling on 180 to 240 models)
// and "CAS — Commercial split systems condensing units R-410A, 6 to 12.5 tons" / "… 6 to 20 tons" (A: the air conditioner
// of the same key).
// 180 / 240 read as 15 / 20 tons (the sheet's 180–240 models and its 20-ton top, size = nominal kBtu/h as on ICP's R-410A
// rooftops); other sizes stay out. Type `heat pumps` (CHS) / `air conditioners` (CAS); R-410A; ICP brands required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';
import { ICP_BRANDS as BRANDS } from './icp';

const SOURCE =
  'ICP installation instructions 506 01 2303 01, model number nomenclature (CHS091HGA0A00A; 072 = 6, 091 = 7.5, 121 = 10 Tons; H / L / S voltage): https://www.easymanua.ls/bryant/chs072/manual?p=7 · CHS product specifications 506 11 3501 00 "Commercial split systems heat pump units R-410A, 6-20 tons" (CHS072-121, CHS240): https://vdocuments.net/commercial-split-systems-heat-pump-units-410a-commercial-split-systems-heat.html · CAS product specifications "Commercial split systems condensing units R-410A, 6 to 12.5 tons" and "… 6 to 20 tons" (titles): https://homedocbox.com/amp/95396773-Appliances/Chs-product-specifications-commercial-split-systems-heat-pump-units-r-410a-6-10-tons-built-to-last-easy-to-install-and-service.html · https://autodocbox.com/amp/76963797-Performance_Vehicles/Product-data-40rua-40rus-6to30tondirectexpansion-7-5to30tonchilledwater-packaged-air-handling-units-features-benefits.html';
const TONS: Readonly<Record<string, number>> = { '072': 6, '091': 7.5, '121': 10, '180': 15, '240': 20 };
const VOLTAGE: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = { H: { voltage_v: 230, phase: 3 }, L: { voltage_v: 460, phase: 3 }, S: { voltage_v: 575, phase: 3 } };
// C · A / H · S · size · [voltage · options].
const KEY = /^C([AH])S(\d{3})(?![0-9])(?:([HLS])([A-Z0-9]{0,12}))?$/;

const icpCommercialSplit: NomenclatureRule = {
  id: 'icp.commercial-split-cas-chs',
  family: 'icp',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, kind = '', size = '', volt] = m;
    const tons = TONS[size];
    if (tons === undefined) return null;
    const heatPump = kind === 'H';
    return decodeOf('icp', pickBrand(BRANDS, brand), model, {
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series: `C${kind}S`,
      fields: Object.assign({ cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A' }, volt === undefined ? {} : VOLTAGE[volt]),
      description: heatPump ? 'commercial split system heat pump outdoor unit' : 'commercial split system condensing unit',
      evidence: size === '180' || size === '240' || !heatPump ? 'pattern' : 'src',
      rule: 'ICP commercial splits: C · A / H · S · nominal cooling capacity (072, 091, 121; 180, 240) · voltage H / L / S',
      source: SOURCE,
    });
  },
};

export const ICP_COMMERCIAL_SPLIT_RULES: readonly NomenclatureRule[] = [icpCommercialSplit];
