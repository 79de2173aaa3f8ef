// Cooper & Hunter units listed under Gree's own GWH / GWC key (issue 18): the ENERGY STAR / NRCan rows of
// the brand (spelled "C&H") print Gree wall splits as GWH09QC-A3DNA1D/I, GWH18QD-D3DNA1G/O, GWH24QE-D3DNA1D/O, the
// key gree.gw-wall reads for Gree and Tosot. This rule reads the same key with the Cooper & Hunter brand (its own
// CH-… keys stay with ductless/cooper-hunter.ts) and reports that brand.
import type { NomenclatureRule } from '../types';
import { canonicalBrand } from '../../brands';
import { GREE_RULES } from './gree';

const GW_WALL = GREE_RULES.find((r) => r.id === 'gree.gw-wall')!;
const ROWS =
  'ENERGY STAR / NRCan rows of C&H (Cooper & Hunter): GWH09QC-A3DNA1D/I + /O 9,000, GWH12QC-D3DNA1D 12,000, GWH18QD-D3DNA1G 18,000, GWH24QE-D3DNA1D 24,000 Btu/h, shipped as shared/data/catalog/raw';

const cooperHunterGw: NomenclatureRule = {
  id: 'cooper-hunter.gree-gw-key',
  family: 'cooper_hunter',
  brands: ['Cooper & Hunter'],
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    // Only for Cooper & Hunter: Gree and Tosot keep gree.gw-wall.
    if (brand === '' || model.charCodeAt(1) !== 87 /* W */ || canonicalBrand(brand) !== 'Cooper & Hunter') return null;
    const d = GW_WALL.decode(model, 'Gree');
    if (d === null) return null;
    return Object.assign({}, d, { family: 'cooper_hunter' as const, brand: 'Cooper & Hunter', source: `${ROWS} · ${d.source}` });
  },
};

export const GREE_KEY_BADGE_RULES: readonly NomenclatureRule[] = [cooperHunterGw];
