// ICP small packaged units (Heil, Tempstar, Comfortmaker, Arcoaire, KeepRite, Day & Night …): the model
// nomenclature printed in ICP's 2019 Commercial Condensed Catalog, "Small package units": P (package) · kind ·
// type letter · tier (3 = 13, 4 = 14, 5 = 15 SEER) · nominal cooling 24–60 kBtu/h · nominal heating input
// (000 = no factory heat, 040 … 130) · voltage K / H / L · options · feature / sales / engineering digits
// (worked example PGD436090K000E1). The key prints G = gas/electric; the A (air conditioner) and H (heat pump)
// kinds are read from ICP's product specification titles of PAD3 / PAD4 / PAJ3 / PAR5 ("package air
// conditioner") and PHD3 / PHD4 ("package heat pump"), whose models carry 000 in the heating field; D (dual fuel:
// heat pump with gas heat, an input in the heating field) from the PDD3 / PDS3 titles "13 SEER package dual fuel heat pump".
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { ICP_BRANDS } from './icp';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ICP_BRANDS;

export const ICP_PACKAGED_SOURCE = [
  'ICP 2019 Commercial Condensed Catalog 401 42 2205 19, small package units model nomenclature (P · G gas/electric · D standard / S mainline with stainless heat exchanger · tier 3/4/5 = 13/14/15 SEER · 24–60 = 2–5 tons · heating input 000/040/060/090/115/130 · K 208/230-1-60, H 208/230-3-60, L 460-3-60): https://pdfslide.us/documents/2019-commercial-condensed-catalog-carrier-f-coppercopper-condenser-and-evaporator.html',
  'ICP PAD4 product specifications 513 14 3701 03 "14 SEER, 12 EER package air conditioner" (PAD430000H000C … PAD460000*000C): https://pdfslide.us/documents/14-seer-12-eer-package-air-conditioner-25-test-procedures-andor-ari-standards.html',
  'ICP PGD3 / PGD4 / PGS4 product specifications 509 21 3401 04 and 509 14 3901 04 (PGD336090H0*A, PGD430040H00*C, PGS430040HGS*C): https://pdfslide.us/documents/13-seer-package-gas-electric-unit-2-to-5-tons-3-60-and-2009-4-21-as-an.html',
  'ICP product specification titles PAD3 "13 SEER package air conditioner", PHD3 "package heat pump", PAJ3, PAR5: https://homedocbox.com/amp/71675871-Appliances/Pad3-product-specifications-13-seer-package-air-conditioner-2-5-to-5-tons-208-refrigeration-circuit-easy-to-install-and-service.html',
].join('; ');
/** The D (dual fuel) kind: product specifications 516 11 2601 03, "13 SEER package dual fuel heat pump, 2.5 to 5 tons". */
const ICP_DUAL_FUEL_SOURCE =
  'ICP PDD3 / PDS3 product specifications 516 11 2601 03 "13 SEER package dual fuel heat pump, 2.5 to 5 tons, 208/230-3-60 (three phase)": combination gas heating, heat pump heating and electric cooling, aluminized (PDD3) or stainless (PDS3) heat exchanger; PDD330040H00*C 29,000 Btu/h cooling, 40,000 input … PDD342060H00*C: https://dokumen.tips/documents/ound-r-e-f-r-i-g-e-r-ant-pdd3-pds3-s-y-l-a-t-n-e-m-n-o-r-dicates-a-manufactureras.html';

const KIND: Record<string, { description: string; evidence: 'src' | 'pattern' }> = {
  G: { description: 'packaged gas/electric unit', evidence: 'src' },
  A: { description: 'packaged air conditioner', evidence: 'pattern' },
  H: { description: 'packaged heat pump', evidence: 'pattern' },
  D: { description: 'packaged dual-fuel heat pump (gas heat)', evidence: 'pattern' },
};
const SEER_OF_TIER: Record<string, number> = { '3': 13, '4': 14, '5': 15 };
/** Heating inputs of the key, kBtu/h; 130 stands for "127,000 or 130,000 BTU/hr", so no single input is read. */
const INPUT_KBTUH: Record<string, number | undefined> = { '040': 40, '060': 60, '090': 90, '115': 115, '130': undefined };
const VOLTAGE: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = { K: { voltage_v: 230, phase: 1 }, H: { voltage_v: 230, phase: 3 }, L: { voltage_v: 460, phase: 3 } };

// P · kind · type letter · tier · size · heating field · [voltage · options and digits]; the catalog prints
// '*' or '^' where a letter varies by voltage (PAD436000*000C), kept as a placeholder.
const PACKAGED = /^P([AGHD])([A-Z])([345])(24|30|36|42|48|60)(000|040|060|090|115|130)([KHL*^])?([A-Z0-9*]{0,6})$/;

const icpPackaged: NomenclatureRule = {
  id: 'icp.packaged-2010',
  family: 'icp',
  brands: BRANDS,
  // P + letters + digits is a shape other makers' packaged lines could share: ICP brands only.
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const m = PACKAGED.exec(model);
    if (m === null) return null;
    const [, kind = '', typeLetter = '', tier = '', size = '', heat = '', volt = ''] = m;
    const k = KIND[kind];
    const c = gridCapacity(size);
    if (k === undefined || c === null) return null;
    // Gas/electric and dual-fuel units carry a heating input; air conditioners and heat pumps carry 000.
    const gas = kind === 'G' || kind === 'D';
    if (gas === (heat === '000')) return null;
    const fields: DecodedFields = Object.assign({}, capacityFields(c), { seer: SEER_OF_TIER[tier], heating_input_kbtuh: gas ? INPUT_KBTUH[heat] : undefined }, VOLTAGE[volt]);
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, 'ICP'),
      type: 'packaged units',
      series: `P${kind}${typeLetter}${tier}`,
      model,
      description: k.description,
      fields,
      evidence: k.evidence,
      rule: 'ICP small packaged units: P · kind · type · SEER tier · kBtu/h · heating input · voltage (PGD436090K000E1)',
      source: kind === 'D' ? `${ICP_PACKAGED_SOURCE}; ${ICP_DUAL_FUEL_SOURCE}` : ICP_PACKAGED_SOURCE,
    });
  },
};

export const ICP_PACKAGED_RULES: readonly NomenclatureRule[] = [icpPackaged];
