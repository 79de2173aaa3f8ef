export { computeWarranty, type WarrantyDetail, type WarrantyInput, type WarrantyOutcome } from './compute';
export { ALL_TERMS, FAMILIES_WITHOUT_TERMS, termsFor, type EquipmentClass, type StartOffset, type WarrantyTerms } from './terms';
export { tierExpirationRange, tierOf, type TierRange } from './tiers';
export {
  DAYS_PER_YEAR,
  REFERENCE_DAY_OF_MONTH,
  REFERENCE_MONTH_FOR_YEAR_ONLY,
  ageRangeToManufactureDates,
  ageYearsFromReferenceDate,
  equipmentAgeYears,
  manufactureReferenceDate,
  type ReferenceDateRange,
} from './age';
