// ICP furnace twin names printed with B after the size digits (issue 18, legacy lines): "FBF050B12A1", "GNE075B12G1".
// The installation instructions' titles name the type and pair them with the N series: ICP "NTG3/FBF, NTN3/NBF (NOx
// models) upflow/horizontal series" (model FBF050B12A1) and "NTC6/GNE upflow/horizontal 220V-1ph-50Hz" (model
// GNE075B12G1). The twins read elsewhere print N / L in that place (GNJ075N12A1, TNE100N16A1;
// furnaces-other/older-as-copied-more.ts, icp.twin-names-furn20): no document explains the B, so these decode as
// gas furnaces of the titled flow, type only. Brand required (ICP badges).
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { ICP_BRANDS } from './icp';

const SOURCE =
  'ICP installation instructions "NTG3/FBF, NTN3/NBF (NOx models) upflow/horizontal series" (FBF050B12A1): https://manualmachine.com/icp/fbf050b12a1/6098962-installation-guide · ICP "NTC6/GNE upflow/horizontal 220V-1ph-50Hz" installation guide (GNE075B12G1): https://manuzoid.com/manuals/rL9L8-ICP%20GNE075B12G1%20Installation%20guide';

const TWIN_B = /^(FBF|GNE)(0[4-9]\d|1[0-5]\d)B(08|10|12|14|16|20)[A-Z]\d$/;
const PAIR: Record<string, string> = { FBF: 'NTG3', GNE: 'NTC6' };

export const icpFurnaceTwinBPrint: NomenclatureRule = {
  id: 'icp.furnace-twin-b-print',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'FG',
  decode(model, brand) {
    if (brand === '') return null;
    const m = TWIN_B.exec(model);
    if (m === null || !brandIn(ICP_BRANDS, brand)) return null;
    const name = m[1] ?? '';
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, 'ICP'), model, {
      type: 'furnaces',
      series: name,
      fields: {},
      description: `gas furnace, upflow/horizontal (${PAIR[name] ?? ''}/${name})`,
      evidence: 'src',
      rule: 'ICP furnace twin names printed with B (FBF050B12A1, GNE075B12G1): type only',
      source: SOURCE,
    });
  },
};

export const ICP_FURNACE_TWIN_B_RULES: readonly NomenclatureRule[] = [icpFurnaceTwinBPrint];
