// Series-only keys (series-table.ts) for the dless20 lines written without their size (issue 18): Payne single-packaged
// series (`PH3Z`, `PA4Z`), Nordyne Q / P single-package heat pumps and air conditioners (`Q6SE`, `P5RD`) and the Bryant numeric series of
// multi-family/older-packaged-and-split.ts (`544B`), and Rheem's RHPD package heat pumps (`RHPD`). Type only (and the refrigerant a title
// states); no capacity; brand required.
import { NORDYNE_Q_SOURCE, PAYNE_PACKAGED_SOURCE } from '../multi-family/older-packaged-and-split';
import { PARTIAL_FIELD, type SeriesEntry } from '../series-kit';

const PAYNE_KIND: Readonly<Record<string, string>> = {
  A: 'single-packaged air conditioner',
  H: 'single-packaged heat pump',
  Y: 'single-packaged air conditioner and gas furnace',
};

const RHEEM_RHPD_SOURCE =
  'Rheem "RHPD Series installation instructions, package heat pumps" (ST-A1273-29-00: "packaged heat pump", rooftop or slab): https://www.manualslib.com/manual/1951898/Rheem-Rhpd-Series.html?page=40';

export const OLDER_PACKAGED_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    family: 'rheem',
    section: 'Rheem RHPD package heat pumps (installation-instruction title)',
    first: 'R',
    key: /^RHPD/,
    tail: PARTIAL_FIELD,
    read() {
      return { series: 'RHPD', type: 'packaged units', description: 'package heat pump', fields: {}, evidence: 'pattern', source: RHEEM_RHPD_SOURCE };
    },
  },
  {
    family: 'carrier',
    section: 'Payne single-packaged units (packaged-split-dless20.ts)',
    first: 'P',
    key: /^P([AHY])([1-5])([ZG])/,
    tail: PARTIAL_FIELD,
    read(m) {
      return { series: `P${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`, type: 'packaged units', description: PAYNE_KIND[m[1] ?? ''] ?? 'single-packaged unit', fields: {}, evidence: 'pattern', source: PAYNE_PACKAGED_SOURCE };
    },
  },
  {
    family: 'nordyne',
    section: 'Nordyne Q / P single package heat pumps and air conditioners (packaged-split-dless20.ts)',
    first: 'QP',
    key: /^([QP])([2-7])([A-Z]{1,2})/,
    tail: PARTIAL_FIELD,
    read(m) {
      const q = m[1] === 'Q';
      return { series: `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`, type: 'packaged units', description: q ? 'single package heat pump' : 'single package air conditioner', fields: {}, evidence: 'pattern', source: NORDYNE_Q_SOURCE };
    },
  },
];
