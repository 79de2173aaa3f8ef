// Brand guard of the issue-18 (id18e) modules: a brand-required rule reads a model only when the submitted brand, in
// its canonical spelling (../brands.ts), is one of the rule's brands — so a rule called directly with another maker's
// brand (ClimateMaster's TCH036 against the Trane Voyager cut form) stays silent, as the dispatcher would keep it.
import { canonicalBrand } from '../../brands';

export function brandIn(brands: readonly string[], brand: string): boolean {
  return brand !== '' && brands.includes(canonicalBrand(brand));
}
