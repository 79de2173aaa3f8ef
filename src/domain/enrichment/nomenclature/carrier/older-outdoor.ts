// Carrier-family split outdoor units of the R-22 era (1990s–2005) as owners copy them off the plate: the Bryant /
// Payne three-digit series with their series letter (561CJ036-B, 697CNX036000) and the Payne letter-first models
// of the 10 and 12 SEER generation (PA10JA036-C, PH10JA018000), whose phase letter is not the N / P of the 13 SEER
// key read by carrier.letter-first-split. Type, SEER class and refrigerant only where the series' product-data
// title prints them; capacity = the 018–060 size field the same documents list. Brand required.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { EquipmentType } from '../../catalog/equipment-types';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const TITLES = 'https://homedocbox.com/amp/74296087-Appliances/Model-pa10-electric-air-conditioner-ss-pa10-06-features-coated-for-a-long-lasting-rustresistant.html';

interface Line {
  type: EquipmentType;
  description: string;
  seer?: number;
  refrigerant?: string;
  source: string;
}

const AC = { type: 'air conditioners', description: 'split air conditioner' } as const;
const HP = { type: 'heat pumps', description: 'split heat pump' } as const;

// One set of installation instructions for three series: "550A, 552A, 556A … 12, 13, 14 SEER split-system air
// conditioners with Puron refrigerant" (which series is which SEER class the title does not say: no SEER read).
const SPLIT_AC_PURON_550 = 'Bryant installation and start-up instructions "550A, 552A, 556A … 12, 13, 14 SEER split-system air conditioners with Puron refrigerant": http://www.somanuals.com/html/e1/Bryant-Air-Conditioner-552A-User-Manual.html';

/** Bryant / Payne numeric outdoor series by their product-data titles (sizes 018 or 024 thru 060). */
export const NUMERIC_LINES: Readonly<Record<string, Line>> = {
  '561A': { ...AC, source: 'Bryant 561C product data PDS 561C.18.5 "Electric air conditioner 561C (60 Hz) sizes 018 thru 060" (561A: its predecessor, same title): https://vdocuments.us/bryant-561c.html' },
  '561C': { ...AC, source: 'Bryant 561C product data PDS 561C.18.5 "Electric air conditioner 561C (60 Hz) sizes 018 thru 060": https://vdocuments.us/bryant-561c.html' },
  '563C': { ...AC, seer: 12, source: `Bryant PDS 563C.18.5 / 563C.24.11 "563C 12 SEER electric air conditioner": ${TITLES}` },
  '563G': { ...AC, seer: 12, source: `Bryant PDS 563G.18.1 "563G (60 Hz) 12 SEER electric air conditioner, sizes 018 thru 060": ${TITLES}` },
  '593C': { ...AC, seer: 10, source: 'Bryant 593C product data "Electric air conditioner Model 593C … Standard SEER ratings of 10.0 … Model 593C (60 Hz) Sizes 018 thru 060": https://usermanual.wiki/Bryant/Bryant593CUsersManual411778.799798469/help' },
  '597C': { ...AC, source: `Bryant PDS 597C.18.8 "597C (60 Hz) electric air conditioner, sizes 018 thru 060": ${TITLES}` },
  '561G': { ...AC, seer: 10, refrigerant: 'R-22', source: 'Bryant 561G installation and start-up instructions "10 SEER 3 phase R-22 split system air conditioner": https://manualmachine.com/bryant/r22561g/1467046-user-manual' },
  '552A': { ...AC, refrigerant: 'R-410A', source: SPLIT_AC_PURON_550 },
  '556A': { ...AC, refrigerant: 'R-410A', source: SPLIT_AC_PURON_550 },
  '598B': { ...AC, refrigerant: 'R-410A', source: 'Bryant 598B installation instructions "Two-Speed Puron Plus air conditioning unit 598B" (two-speed split air conditioner, Puron = R-410A): https://azmanual.top/manuals/50910/bryant-two-speed-puron-plus-air-conditioning-unit-598b.html' },
  '550A': { ...AC, seer: 13, refrigerant: 'R-410A', source: `Bryant PDS 550A.24.4 "550A (60 Hz) Deluxe 13 SEER air conditioner with Puron (R-410A), sizes 024 thru 060": ${TITLES}` },
  '710A': { ...AC, source: `Payne PDS 710A.18.3P "710A (60 Hz) electric air conditioner, sizes 018 thru 060": ${TITLES}` },
  '661C': { ...HP, seer: 10, source: `Bryant PDS 661C "661C 10 SEER heat pump unit, sizes 018 thru 060": ${TITLES}` },
  '697C': { ...HP, source: 'Bryant 697C product data "697C (60 Hz) sizes 018 thru 060", split-system heat pump (heating and cooling modes): https://manualmachine.com/bryant/splitsystem697c/988525-user-manual' },
  '650A': { ...HP, seer: 13, refrigerant: 'R-410A', source: 'Bryant 650A product data "Quantum Plus 13 SEER heat pump with Puron refrigerant, sizes 024 thru 060": https://manualzz.com/doc/2028390/bryant-650a-heat-pump-user-manual' },  '544B': { ...HP, source: 'Bryant "Split-system heat pump units Model 544B sizes 018 thru 060" ("The 544B outdoor sections of split-system heat pumps"): https://manualmachine.com/bryant/544b/1492614-user-manual' },
};

// series · up to three letters (J, CNX …) · size 018–060 · revision / options ("-B", "000AAAA").
const NUMERIC = /^([5-7]\d{2}[A-Z])([A-Z]{0,3})(\d{3})([A-Z0-9]{0,7})$/;

const numericOutdoor: NomenclatureRule = {
  id: 'carrier.bryant-numeric-outdoor-titled',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '567',
  decode(model, brand) {
    const m = NUMERIC.exec(model);
    if (m === null) return null;
    const [, series = '', , size = ''] = m;
    const line = NUMERIC_LINES[series];
    if (line === undefined) return null;
    const c = gridCapacity(size);
    if (c === null || c.offGrid || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const fields: DecodedFields = Object.assign({}, capacityFields(c), { seer: line.seer, refrigerant: line.refrigerant });
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, series === '710A' ? 'Payne' : 'Bryant'),
      type: line.type,
      series,
      model,
      description: line.description,
      fields,
      evidence: 'pattern',
      rule: 'Bryant / Payne numeric split outdoor series (product-data titles): series · letters · size 018–060 (561CJ036)',
      source: line.source,
    });
  },
};

export const PAYNE_SOURCE = [
  'Payne PA10 product data SS-PA10-10 "Model PA10 electric air conditioner", sizes 018 through 060: https://vdocument.in/model-pa10-electric-air-conditioner-dms-electric-air-conditioner-ss-pa10-10.html',
  'Payne PH10 "10 SEER split-system heat pump unit" SS-PH10-05 (PH10JA018000 user manual: http://www.manualslib.com/manual/507304/Payne-Ph10ja018000.html)',
  'Payne PH12 "split-system heat pump unit" SS-PH12-11, "SEERs of at least 12.0", sizes 018 through 060: https://fdocuments.us/document/pdfmodel-ph12-split-system-heat-pump-125-f-2-series-low-ambient-pressure.html',
].join('; ');

// P · A (air conditioner) / H (heat pump) · SEER class 10–12 · a letter other than the 13 SEER key's N / P · series
// letter · size · tail (PA10JA036-C → PA10JA036C after normalization; PH10JA018000).
const PAYNE_OLD = /^P([AH])(1[0-2])([A-MQ-Z])([A-Z])(\d{3})([A-Z0-9]{0,7})$/;

const payneOld: NomenclatureRule = {
  id: 'carrier.payne-split-10-12-seer',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const m = PAYNE_OLD.exec(model);
    if (m === null) return null;
    const [, kind = '', seer = '', letter = '', series = '', size = ''] = m;
    const c = gridCapacity(size);
    if (c === null || c.offGrid || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'A';
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Payne'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `P${kind}${seer}${letter}${series}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields: Object.assign({}, capacityFields(c), { seer: Number(seer) }),
      evidence: 'pattern',
      rule: 'Payne 10–12 SEER split outdoor: P · A/H · SEER class · letters · size 018–060 (PA10JA036)',
      source: PAYNE_SOURCE,
    });
  },
};

const PAYNE_FAN_COIL_SOURCE =
  'Payne product-data titles "PF4MNA direct expansion fan coil for R-410A refrigerant, sizes 018 thru 061", "PF4MNB … sizes 019 thru 061", "PF1MNC direct expansion fan coil, sizes 018 thru 061 … 18,000 to 61,000 BTU": https://homedocbox.com/amp/108521252-Appliances/Fcm4x-product-specifications.html';
// Payne fan coils: PF · 1 / 4 (4 = the R-410A titles) · MN · series letter · size kBtu/h 018–061 · options (PF4MNB036, PF1MNA030).
const PAYNE_FAN_COIL = /^PF([14])MN([A-Z])(\d{3})([A-Z0-9]{0,6})$/;
const payneFanCoil: NomenclatureRule = {
  id: 'carrier.payne-fan-coil',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const m = PAYNE_FAN_COIL.exec(model);
    if (m === null) return null;
    const [, platform = '', series = '', size = ''] = m;
    const n = Number(size);
    const c = gridCapacity(size);
    if (c === null || n < 18 || n > 61) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Payne'),
      type: 'air handlers',
      series: `PF${platform}MN${series}`,
      model,
      description: 'direct-expansion fan coil',
      fields: Object.assign({}, capacityFields(c), { refrigerant: platform === '4' ? 'R-410A' : undefined }),
      evidence: 'pattern',
      rule: 'Payne fan coils PF1MN / PF4MN: size kBtu/h 018–061 (PF4MNB036)',
      source: PAYNE_FAN_COIL_SOURCE,
    });
  },
};

export const CARRIER_INSTALLED_RULES: readonly NomenclatureRule[] = [numericOutdoor, payneOld, payneFanCoil];
