// Lennox LRP residential packaged units (LRP13 / LRP14 / LRP15 / LRP16: AC air conditioner, HP heat pump, GE / GX gas /
// electric, GN gas heat, DF). Key printed in the LRP16GE product specifications (bulletin 210773, "MODEL NUMBER
// IDENTIFICATION: L RP 16 GE 36 - 090 X P - 1 - A": brand L = Lennox · product type RP = residential packaged unit ·
// nominal SEER 16 = 16 SEER · unit type GE = gas/electric unit · nominal cooling capacity 24 = 2 tons … 60 = 5 tons ·
// nominal heating capacity input 072 = 72,000 Btuh … 126 = 126,000 Btuh · X low NOx · voltage P = 208/230V-1phase-60hz
// · major / minor revision) and the LRP16HP one (bulletin 210774, "L RP 16 HP 36 V P - 1 - A": unit type HP = packaged
// heat pump · blower V = variable speed blower motor). The other series are named by the unit-information titles
// ("LRP13HP/LRP13AC/LRP13GE/LRP13GN/LRP15GE/LRP15HP series units", "LRP14HP/LRP14DF/LRP14AC/LRP14GE/LRP16GE/LRP16HP",
// "LRP14GE / LRP14GX"), read with the same key: 2 to 5 tons; HFC-410A where the LRP14 / LRP16 unit information states
// it. No meaning is given for GN, GX or DF beyond the gas heat capacities listed for GE / GN, so those read as packaged
// units with capacity, SEER and input only. Brand required (Lennox). Coverage in README-extra.md ("Lennox LRP
// residential packaged units").
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Lennox LRP16GE product specifications, bulletin 210773 (March 2017), model number identification "L RP 16 GE 36 - 090 X P - 1 - A": https://vdocuments.net/lrp16ge-2-5-ton-residential-packaged-unit-gas-control-valve-blower-is-controlled.html · LRP16HP product specifications, bulletin 210774, "L RP 16 HP 36 V P - 1 - A" (HP = packaged heat pump, V = variable speed blower motor): https://fdocuments.in/document/lrp16hp-2-5-ton-residential-packaged-unit-lrp16hp.html · unit information "LRP14HP/LRP14DF/LRP14AC/LRP14GE/LRP16GE/LRP16HP series units" (2 to 5 tons, HFC-410A): https://fdocuments.net/document/2-sound-rating-number-rated-in-accordance-with-test-conditions-included-in-ahri.html · unit information 100199 "LRP13HP/LRP13AC/LRP13GE/LRP13GN/LRP15GE/LRP15HP series units": https://www.manualslib.com/manual/3952317/Lennox-Lrp13hp-Series.html · installation instructions 508201-01 "LRP14G(E/X) / LRP14AC / LRP14HP units, residential packaged units": https://www.manualslib.com/manual/2510747/Lennox-Lrp14g.html';

// L · RP · SEER · unit type · 2-digit cooling · (-) 3-digit heating input (gas types) · X low NOx · V blower · voltage letter · revisions.
const LRP = /^LRP(13|14|15|16)(AC|HP|DF|GE|GX|GN)(24|30|36|42|48|60)(?:-?(\d{3}))?(X)?(V)?([A-Z])?(?:-?\d(?:-?[A-Z])?)?$/;
// The series the titles name.
const TITLED = new Set(['13HP', '13AC', '13GE', '13GN', '15GE', '15HP', '14HP', '14DF', '14AC', '14GE', '14GX', '14GN', '16GE', '16GX', '16HP']);
const GAS = new Set(['GE', 'GX', 'GN', 'DF']);
const DESCRIPTION: Record<string, string> = {
  AC: 'packaged air conditioner',
  HP: 'packaged heat pump',
  GE: 'packaged gas / electric unit',
  GX: 'packaged gas / electric unit',
};

export const lennoxResidentialPackaged: NomenclatureRule = {
  id: 'lennox.lrp-packaged',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model) {
    if (model.charCodeAt(0) !== 76 || model.charCodeAt(1) !== 82) return null; // L · R
    const m = LRP.exec(model);
    if (m === null) return null;
    const [, seer = '', unit = '', size = '', input, lowNox, blower, volts] = m;
    if (!TITLED.has(`${seer}${unit}`)) return null;
    const gas = GAS.has(unit);
    if (input !== undefined && !gas) return null; // a heating input belongs to the gas units only
    if (lowNox !== undefined && input === undefined) return null; // X follows the heating input in the key
    const heat = input === undefined ? undefined : Number(input);
    if (heat !== undefined && (heat < 40 || heat > 150)) return null;
    const capacity = coolingFromCode(size);
    if (capacity === null) return null;
    const notes = [DESCRIPTION[unit] ?? 'packaged unit', lowNox === undefined ? undefined : 'low NOx', blower === undefined ? undefined : 'variable speed blower motor'];
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `LRP${seer}${unit}`,
      description: notes.filter((n) => n !== undefined).join(', '),
      fields: Object.assign(
        {},
        capacity,
        // HFC-410A is stated by the LRP14 / LRP16 unit information only.
        { seer: Number(seer), refrigerant: seer === '14' || seer === '16' ? 'R-410A' : undefined, heating_input_kbtuh: heat },
        volts === 'P' ? { voltage_v: 230, phase: 1 as const } : {},
      ),
      evidence: 'src',
      rule: 'Lennox LRP residential packaged: L · RP · SEER · AC / HP / GE / GX / GN / DF · cooling 24–60 · heating input · X low NOx · V blower · P 208/230 V 1-phase · revisions (LRP16GE36-090XP-1-A)',
      source: SOURCE,
    });
  },
};

export const LENNOX_LRP_RULES: readonly NomenclatureRule[] = [lennoxResidentialPackaged];
