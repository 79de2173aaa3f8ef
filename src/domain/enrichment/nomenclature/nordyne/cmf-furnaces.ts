// Intertherm / Miller CMF counterflow manufactured-home furnaces (issue 18, id18b): the convertible power-oil / power-gas
// CMF …-PO / -PG and the CMF95 condensing gas furnace. Coverage and evidence in README-extra.md ("Nordyne CMF furnaces").
// Brand required (a Nortek badge).
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Nordyne', 'Intertherm', 'Miller', 'Frigidaire', 'Maytag', 'Gibson', 'Westinghouse', 'Tappan', 'Broan', 'Nortek Global HVAC', 'Philco', 'Kelvinator', 'NuTone'] as const;
// "CMF Series PO and PG Furnaces" service manual: direct vent furnaces "convertible from power oil to power gas"; the
// installation instructions title "Counterflow Gas or Oil Heating Appliance, CMF3 70-PG Convertible (60, & 70 KBTU/H
// Inputs), CMF3 70-PO Convertible" — the size number stands for two inputs, so none is read.
const SOURCE =
  'Nordyne "CMF Series PO and PG Furnaces" service manual (power oil / power gas, convertible): https://docslib.org/doc/9054880/cmf-furnace-component · installation instructions title "CMF3 70-PG Convertible (60, & 70 KBTU/H Inputs), CMF3 70-PO": https://homedocbox.com/amp/75563471-Appliances/Please-read-these-instructions-prior-to-installation-initial-firing-and-before-performing-any-service-or-maintenance.html · Intertherm "95.1% AFUE Direct Vent (Sealed Combustion) Forced Air CMF95 Series Downflow Condensing Gas Furnace" installation instructions: https://manuzoid.com/manuals/mLMpN-Intertherm%20CMF95%20Installation%20guide';
const CMF_CONVERTIBLE = /^CMF(\d)?-?(\d{2,3})(?:-?P([OG]))?$/;
const CMF95 = /^CMF95(?:-?\d{3}[A-Z0-9-]{0,8})?$/;

const nordyneCmf: NomenclatureRule = {
  id: 'nordyne.cmf-furnace',
  family: 'nordyne',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 67 || !brandIn(BRANDS, brand)) return null; // C
    const name = pickBrand(BRANDS, brand, 'Intertherm');
    if (CMF95.test(model)) {
      return decodeOf('nordyne', name, model, {
        type: 'furnaces',
        series: 'CMF95',
        fields: { afue_percent: 95.1, efficiency_tier: 'condensing downflow, direct vent' },
        description: 'condensing gas furnace, downflow (manufactured homes)',
        evidence: 'src',
        rule: 'Intertherm / Miller CMF95 series condensing downflow furnace (95.1 % AFUE title)',
        source: SOURCE,
      });
    }
    const m = CMF_CONVERTIBLE.exec(model);
    if (!m) return null;
    const burner = m[3];
    const oil = burner === 'O';
    return decodeOf('nordyne', name, model, {
      type: 'furnaces',
      series: `CMF${m[1] ?? ''}`,
      fields: { fuel: oil ? 'oil' : undefined, efficiency_tier: burner === undefined ? 'counterflow' : oil ? 'power oil, counterflow' : 'power gas, counterflow' },
      description: `counterflow ${burner === undefined ? 'gas / oil' : oil ? 'oil' : 'gas'} furnace, convertible (manufactured homes)`,
      evidence: 'src',
      rule: 'Intertherm / Miller CMF convertible counterflow furnace: CMF · generation · size · PO power oil / PG power gas',
      source: SOURCE,
    });
  },
};

export const NORDYNE_CMF_RULES: readonly NomenclatureRule[] = [nordyneCmf];
