// Thermo Pride (Thermo Products) gas furnaces (issue 18, id18b): the condensing CL / CD / CH lines and the
// manufactured-home CM lines, as the installation manuals title them. The oil furnaces are furnaces-other/thermo-pride-oil.ts. Coverage and
// evidence in README-extra.md ("Thermo Pride gas furnaces"). Brand required.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';

const BRANDS = ['Thermo Pride'] as const;

const SOURCE =
  'Thermo Products condensing gas furnace manual MG-1041 (CLHS1-050P36N … CLHS1-125P60N single stage PSC, CLHS1-050T36N … constant torque, CLHX1-050E36N … two stage ECM): https://www.manualslib.com/manual/1082517/Thermo-Pride-Clhs1-050p36n.html · condensing gas quadpoise furnace MG-1052 (CLQS1-050T36N … CLQS1-125T60N single stage): https://dokumen.tips/documents/condensing-gas-quadpoise-ecn-5474-ma-170426-made-in-usa-all-installations-and-services.html · CDB1 / CHB1 / CDX1 / CHX1 / MDA1 / MHA1 -50 … -125 manual (condensate system on CDB1/CHB1, CDX1/CHX1): https://manualshive.com/en/manual/thermo-pride/cdb1-100/1104449?page=16 · gas fired high efficiency furnace, downflow & direct vent, manufactured homes (CMA3-50D36N, CMC1-50D36N, CMC1-50DV3N; MG-517): http://somanuals.com/html/16/Thermo-Products-Furnace-CMA3-50D36N-User-Manual.html · CMA1-50N & CMA2-75N (MG-508): http://www.somanuals.com/html/16/Thermo-Products-Burner-CMA1-50N-User-Manual.html';

// Series · generation digit · "-" · size 50 / 75 / 100 / 125 (written 050 … 125 on the CL lines) · blower motor letter
// (P PSC, T constant torque, E ECM: the manual's section titles; D on the CM lines) · cooling class or V + digit · N.
const GAS_FURNACE = /^(CLQS|CLHS|CLHX|CDB|CHB|CDX|CHX|MDA|MHA|CMA|CMC)([1-3])-?(0?50|0?75|100|125)(?:([PTED])(?:(36|42|48|60)|V\d))?N?$/;
const MOTOR: Record<string, string> = { P: 'PSC blower', T: 'constant-torque blower', E: 'ECM blower' };
const LINE: Record<string, { description: string; tier: string | undefined }> = {
  CLQS: { description: 'condensing gas furnace, quadpoise', tier: 'condensing, single-stage' },
  CLHS: { description: 'condensing gas furnace', tier: 'condensing, single-stage' },
  CLHX: { description: 'condensing gas furnace', tier: 'condensing, two-stage' },
  CDB: { description: 'condensing gas furnace, downflow', tier: 'condensing' },
  CHB: { description: 'condensing gas furnace, highboy', tier: 'condensing' },
  CDX: { description: 'condensing gas furnace, downflow', tier: 'condensing' },
  CHX: { description: 'condensing gas furnace, highboy', tier: 'condensing' },
  MDA: { description: 'gas furnace, downflow', tier: undefined },
  MHA: { description: 'gas furnace, highboy', tier: undefined },
  CMA: { description: 'high-efficiency gas furnace, downflow, direct vent (manufactured homes)', tier: undefined },
  CMC: { description: 'high-efficiency gas furnace, downflow, direct vent (manufactured homes)', tier: undefined },
};

const thermoPrideGasFurnace: NomenclatureRule = {
  id: 'thermo-pride.gas-furnace',
  family: 'thermo_pride',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'CM',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = GAS_FURNACE.exec(model);
    if (!m) return null;
    const [, series = '', generation = '', size = '', motor = ''] = m;
    const line = LINE[series];
    const tiers = [line?.tier, MOTOR[motor]].filter((t) => t !== undefined);
    return decodeOf('thermo_pride', 'Thermo Pride', model, {
      type: 'furnaces',
      series: `${series}${generation}`,
      fields: { heating_input_kbtuh: Number(size), efficiency_tier: tiers.length > 0 ? tiers.join(', ') : undefined },
      description: line?.description,
      evidence: 'pattern',
      rule: 'Thermo Pride gas furnaces: series · generation · size (input kBtu/h) · motor letter · cooling class · N',
      source: SOURCE,
    });
  },
};

export const THERMO_PRIDE_GAS_RULES: readonly NomenclatureRule[] = [thermoPrideGasFurnace];
