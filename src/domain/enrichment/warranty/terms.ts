// Standard residential warranty terms per brand family (RULES.md §13, US). Where §13 does not
// confirm a term, the typical value of §13's general pattern is used and the terms say so
// (`unconfirmed`), so every warranty detail can repeat it.
import type { BrandFamily } from '../types';

export type EquipmentClass = 'hvac' | 'water_heater';

export type StartOffset = { days: number } | { months: number };

export interface WarrantyTerms {
  /** Key of this set of terms (family, or family + equipment class for Rheem). */
  key: string;
  label: string;
  equipment: EquipmentClass;
  /** Spec 2.4 standard_warranty_unregistered (years, parts). */
  unregisteredYears: number;
  /** Spec 2.4 standard_warranty_registered (years, parts). */
  registeredYears: number;
  /** Days after installation to register; null when not confirmed (or not applicable). */
  registrationWindowDays: number | null;
  /** Presumed start when the install date is unknown: manufacture date + this offset. */
  startOffset: StartOffset;
  /**
   * An older certificate's offset for units made before a date (Trane: products made before
   * August 2011 fall under certificates that used 6 months). The reference date decides.
   */
  earlierStart?: { manufacturedBefore: { year: number; month: number }; offset: StartOffset; rule: string };
  /** The start-date rule in words, with its source. */
  startRule: string;
  /** Terms §13 does not confirm for this family, and the typical value used instead. */
  unconfirmed: string[];
  /** Other facts of §13 worth repeating (e.g. heat-exchanger terms). */
  notes: string[];
  sources: string[];
}

/** §13 general pattern: 5 years unregistered, 10 registered (HVAC). */
const TYPICAL_HVAC_YEARS = { unregisteredYears: 5, registeredYears: 10 };
/** Typical offset used where §13 does not give one: the 90 days of Carrier and of water heaters. */
const TYPICAL_OFFSET_DAYS = 90;
/** §13: water-heater terms are "per model (e.g. 6-yr parts …)"; 6 years is the typical tank/parts term. */
const TYPICAL_WATER_HEATER_YEARS = 6;
const RULES_13 = 'RULES.md §13 (residential, US; verify against the current certificate)';

function typicalHvac(key: string, label: string, extraSources: string[] = []): WarrantyTerms {
  return {
    key,
    label,
    equipment: 'hvac',
    ...TYPICAL_HVAC_YEARS,
    registrationWindowDays: null,
    startOffset: { days: TYPICAL_OFFSET_DAYS },
    startRule: `manufacture date + ${TYPICAL_OFFSET_DAYS} days (typical; ${label}'s own rule not confirmed)`,
    unconfirmed: [
      `${label} terms are not in RULES.md §13: the general pattern (5 years, 10 if registered) is used`,
      'registration window not confirmed',
      `start offset not confirmed (typical ${TYPICAL_OFFSET_DAYS} days used)`,
    ],
    notes: [],
    sources: [RULES_13, ...extraSources],
  };
}

function typicalWaterHeater(key: string, label: string): WarrantyTerms {
  return {
    key,
    label,
    equipment: 'water_heater',
    unregisteredYears: TYPICAL_WATER_HEATER_YEARS,
    registeredYears: TYPICAL_WATER_HEATER_YEARS,
    registrationWindowDays: null,
    startOffset: { days: 90 },
    startRule: 'manufacture date + 90 days (RULES.md §13 general pattern for water heaters)',
    unconfirmed: [
      `${label} water-heater terms vary by model: a typical ${TYPICAL_WATER_HEATER_YEARS}-year tank/parts term is used, with no registration extension`,
    ],
    notes: [],
    sources: [RULES_13],
  };
}

const TERMS: Readonly<Record<string, WarrantyTerms>> = {
  carrier: {
    key: 'carrier',
    label: 'Carrier / Bryant / Payne',
    equipment: 'hvac',
    unregisteredYears: 5,
    registeredYears: 10,
    registrationWindowDays: 90,
    startOffset: { days: 90 },
    startRule: 'manufacture date + 90 days (Carrier: if the install date cannot be verified, coverage starts 90 days after manufacture)',
    unconfirmed: [],
    notes: ['Carrier ductless: 5-year parts / 7-year compressor'],
    sources: [
      RULES_13,
      'https://aircon-nm.com/warranty/ ("if registered within 90 days, come with a 10-year standard parts limited warranty; otherwise 5 years")',
      'https://www.reference.com/world-view/carrier-c-still-covered-warranty-282a6f05ec558d78 ("the warranty begins 90 days from the date the product was manufactured")',
      'consumeraffairs.com',
      'Carrier warranty text on manualslib.com',
    ],
  },
  trane: {
    key: 'trane',
    label: 'Trane / American Standard',
    equipment: 'hvac',
    unregisteredYears: 5,
    registeredYears: 10,
    registrationWindowDays: 60,
    startOffset: { days: 60 },
    startRule: 'manufacture date + 60 days for units made from August 2011 (certificate GW-658-2213: "the Commencement Date shall be sixty (60) days after the factory manufacture date"); units made earlier: + 6 months (the older outdoor-unit certificate: "begins six (6) months after the date of manufacture")',
    earlierStart: {
      manufacturedBefore: { year: 2011, month: 8 },
      offset: { months: 6 },
      rule: 'Trane/American Standard units made before August 2011 (GW-658-2213 "applies to Products manufactured on or after August 1, 2011"): the older outdoor-unit certificate starts coverage six months after the date of manufacture',
    },
    unconfirmed: [],
    notes: [],
    sources: [
      RULES_13,
      'Trane/American Standard certificate GW-658-2213: https://manuzoid.com/manuals/PgYjD-Trane%20Nexia%20TCONT624AS42DA%20User%20manual',
      "Trane outdoor units base limited warranty (R-22 era): https://manuzoid.com/manuals/MJEn8-Trane%20Outdoor%20Unit%20Owner's%20Information",
      'https://www.americanstandardair.com/resources/warranty-and-registration/ (Base 5 years; Registered 10 years if registered within 60 days)',
    ],
  },
  goodman: {
    key: 'goodman',
    label: 'Goodman / Amana / Daikin (Goodman-built)',
    equipment: 'hvac',
    unregisteredYears: 5,
    registeredYears: 10,
    registrationWindowDays: 60,
    startOffset: { months: 3 },
    startRule: 'manufacture date + 3 months (Goodman certificate: if the install date cannot be verified, the install date is 3 months after the serial\'s YYMM)',
    unconfirmed: [],
    notes: [
      'terms are "up to" 5 and 10 years by model',
      'registered extension for the original registered owner only (Texas exception); California and Quebec residents are treated as registered',
      'many furnaces: lifetime heat exchanger (20 years unregistered)',
    ],
    sources: [
      RULES_13,
      'Goodman warranty PWCACHPTYURC 05/2022: http://38.142.81.21:8001/manual/goodman/gpch3/user-manual-english/page-6.html',
      'http://www.amana-hac.com/resources/faq/how-quickly-does-registration-need-to-occur ("Online registration must be completed within 60 days of the installation date")',
    ],
  },
  lennox: {
    key: 'lennox',
    label: 'Lennox',
    equipment: 'hvac',
    unregisteredYears: 5,
    registeredYears: 10,
    registrationWindowDays: 60,
    startOffset: { months: 6 },
    startRule: 'manufacture date + 6 months (Lennox Basic Limited Warranty: "If installation date cannot be verified, it begins six (6) months after manufacture")',
    unconfirmed: [],
    notes: ['heat exchanger 20 years / lifetime on some furnaces', 'Lennox mini-splits: 5-year base + 7-year extension with online registration'],
    sources: [
      RULES_13,
      'Lennox Basic Limited Warranty (furnaces, air handlers, ACs, heat pumps): https://manuals.plus/m/c8944df0263d17f37feb0a30c0f985b1112ec0971cb477bc0411d2f0b0f54e95',
      'Lennox mini-split extended limited warranty: https://manuals.plus/m/b022c556045b1d939916f850d42318f4689e84ab017f02024e349944708f766e',
    ],
  },
  rheem_hvac: {
    key: 'rheem_hvac',
    label: 'Rheem / Ruud (HVAC)',
    equipment: 'hvac',
    unregisteredYears: 5,
    registeredYears: 10,
    registrationWindowDays: 60,
    startOffset: { days: TYPICAL_OFFSET_DAYS },
    startRule: `manufacture date + ${TYPICAL_OFFSET_DAYS} days (typical; Rheem HVAC's rule not confirmed)`,
    unconfirmed: ['Rheem/Ruud HVAC terms (10-year conditional, 60-day window) not fully confirmed', `start offset not confirmed (typical ${TYPICAL_OFFSET_DAYS} days used)`],
    notes: ['labour not covered'],
    sources: [RULES_13, 'applianceteacher (unconfirmed)'],
  },
  rheem_water_heater: {
    ...typicalWaterHeater('rheem_water_heater', 'Rheem / Ruud / Richmond'),
    startRule: 'manufacture date + 90 days (Rheem/Water Heater Innovations: if the install date cannot be documented, coverage starts 90 days after manufacture)',
    notes: ['lifetime tank on some series'],
    sources: [
      RULES_13,
      'https://manualshive.com/en/manual/rheem/single-element/1451776?page=23',
      'Water Heater Innovations residential warranty clause ("the Effective Date will be the date of manufacture of the water heater plus 90 days"; 6-year parts): https://www.lawinsider.com./clause/the-effective-date/_7',
    ],
  },
  york: {
    ...typicalHvac('york', 'York / Johnson Controls'),
    registrationWindowDays: 90,
    unconfirmed: [
      'York/JCI terms not confirmed: typical 5 years, 10 if registered',
      'registration window not confirmed (often quoted as 90 days)',
      `start offset not confirmed (typical ${TYPICAL_OFFSET_DAYS} days used)`,
    ],
    notes: ['covers only the unit identified by model and serial number, original purchaser only'],
    sources: [RULES_13, 'JCI "Limited Warranty – Residential Furnaces" (manualshive.com)'],
  },
  mitsubishi: {
    key: 'mitsubishi',
    label: 'Mitsubishi Electric (ductless)',
    equipment: 'hvac',
    unregisteredYears: 5,
    registeredYears: 10,
    registrationWindowDays: 90,
    startOffset: { days: TYPICAL_OFFSET_DAYS },
    startRule: `manufacture date + ${TYPICAL_OFFSET_DAYS} days (typical; Mitsubishi's rule not confirmed)`,
    unconfirmed: [`start offset not confirmed (typical ${TYPICAL_OFFSET_DAYS} days used)`],
    notes: ['unregistered: 5-year parts / 7-year compressor', 'registered: 10-year parts and compressor, 12 years if installed by a Diamond Contractor'],
    sources: [RULES_13, 'https://homeheatproblems.com/mini-split-heat-pump-warranties/'],
  },
  icp: typicalHvac('icp', 'ICP brands'),
  nordyne: typicalHvac('nordyne', 'Nordyne / Nortek brands'),
  bard: typicalHvac('bard', 'Bard'),
  aosmith: typicalWaterHeater('aosmith', 'A. O. Smith family'),
  gsw: typicalWaterHeater('gsw', 'GSW / John Wood'),
  bradford_white: typicalWaterHeater('bradford_white', 'Bradford White'),
};

/**
 * Families with no terms in RULES.md and no general pattern that fits: no warranty is computed.
 * Friedrich's product profiles state 2-year parts and labor and a 5-year limited warranty (PTAC
 * Product Profile 2014, https://manualzz.com/doc/51076020/friedrich-pdh15r5sg-spec-sheet): not
 * registered / unregistered parts terms, and no start rule, so none are computed for it either.
 * Utica (boilers): RULES.md has no terms for it.
 */
export const FAMILIES_WITHOUT_TERMS: readonly BrandFamily[] = ['lg', 'fujitsu', 'daikin', 'bosch', 'friedrich', 'utica'];

/**
 * Terms for a family; Rheem splits into HVAC and water heaters (`waterHeater` true/false/unknown →
 * HVAC unless known to be a water heater). Null when RULES.md gives nothing usable.
 */
export function termsFor(family: BrandFamily, waterHeater: boolean | null): WarrantyTerms | null {
  if (family === 'rheem') return (waterHeater === true ? TERMS.rheem_water_heater : TERMS.rheem_hvac) ?? null;
  return TERMS[family] ?? null;
}

/** Every set of terms (README table, tests). */
export const ALL_TERMS: readonly WarrantyTerms[] = Object.values(TERMS);
