// Goodman / Amana gas furnaces of the 2020s key, where a 9 follows the configuration letter (GM9S96, GC9C96, GR9S96):
// the §1.4 rule (goodman/goodman.ts) reads the earlier key, whose third letter is the staging (GMSS96, GMVC96).
// Coverage in README-extra.md ("Goodman / Amana furnaces, 2020s key").
//
// Specification sheet SS-GC9C96, Nomenclature "G C 9 C 96 040 4 C * **" (positions 1, 2, 3, 4, 5-6, 7-9, 10, 11, 12,
// 13-14): brand G Goodman · configuration M upflow/horizontal, C downflow/horizontal · AFUE 80 / 92 / 96 / 97 · input
// MBTU/h 030 … 120 · NOx N > 40 ng/J, X < 40 ng/J · major/minor revisions. The R-32 era sheet SS-GR9S96_GD9S96-R32 prints
// R for upflow/horizontal and D for downflow/horizontal. The staging letter: S in the lines titled "Single-Stage"
// (*M9S96 / *C9S96 & *M9S92 installation instructions; GR9S96 / GD9S96 "Single-Stage, Multi-Speed ECM"), C in the
// two-stage GC9C96 / GC9C80 (service manual: second-stage heat). Amana's A badge: service manual "GM9S92 / GM9S96 /
// GC9S96 / AM9S92 / AM9S96 / AC9S96". The digit after the input and the cabinet letter are not labelled in the
// excerpts in reach, so they are not read.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Goodman specification sheet SS-GC9C96, Nomenclature G C 9 C 96 040 4 C * ** (GC9C960403BNA): https://arietiform.com/application/nph-tsq.cgi/en/20/https/www.scribd.com/document/616953487/ss-gc9c96 · SS-GR9S96_GD9S96-R32 (GR9S96 upflow/horizontal, GD9S96 downflow/horizontal, single-stage): https://manuals.plus/m/92b1d42278ef3a837e6b48d26c42957719aa0e4ff4325987175e9d0046a4c046 · installation instructions *M9S96 / *C9S96 & *M9S92 single-stage gas furnace: https://tomorrow.paperai.life/https://www.scribd.com/document/735337055/Installation-Guide-Goodman-GM9S9-GC9S9 · service and troubleshooting GM9S92 / GM9S96 / GC9S96 / AM9S92 / AM9S96 / AC9S96: https://www.manualslib.com/manual/2559420/Maytag-Amana-Gm9s92.html · GC9C96 service manual (two-stage heat): http://38.142.81.21:8001/manual/goodman/gc9c961005cn/gc9c96-service-manual-english-spanish/page-13.html';
// Brand · configuration · 9 · staging · AFUE · input · digit · cabinet letter · NOx · revisions; or cut after the input.
const KEY = /^([GA])([MCRD])9([SC])(80|92|96|97)(030|040|060|080|100|120)(?:([2-6])(?:([A-D])(?:([NX])([A-Z]{0,2}))?)?)?$/;
const CONFIG: Record<string, string> = { M: 'upflow/horizontal', R: 'upflow/horizontal', C: 'downflow/horizontal', D: 'downflow/horizontal' };
const STAGING: Record<string, string> = { S: 'single-stage', C: 'two-stage' };
const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;

const goodmanFurnace2020s: NomenclatureRule = {
  id: 'goodman.gas-furnace-2020s-key',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GA',
  decode(model, brand) {
    if (model.charCodeAt(2) !== 57) return null; // third character 9
    const m = KEY.exec(model);
    if (m === null) return null;
    const [, line = '', config = '', staging = '', afue = '', input = '', , , nox] = m;
    if (config === 'R' || config === 'D' ? line !== 'G' : false) return null; // R / D: the Goodman R-32 sheet only
    return decodeOf('goodman', pickBrand(BRANDS, brand, line === 'G' ? 'Goodman' : 'Amana'), model, {
      type: 'furnaces',
      series: `${line}${config}9${staging}${afue}`,
      fields: {
        heating_input_kbtuh: Number(input),
        afue_percent: Number(afue),
        efficiency_tier: `${CONFIG[config] ?? ''}, ${STAGING[staging] ?? ''}`,
      },
      description: `gas furnace${nox === 'X' ? ', low NOx (< 40 ng/J)' : ''}`,
      evidence: 'src',
      rule: 'Goodman / Amana gas furnaces, 2020s key: brand · M / R upflow-horizontal, C / D downflow-horizontal · 9 · S single-stage / C two-stage · AFUE · input MBTU/h · … · NOx · revisions',
      source: SOURCE,
    });
  },
};

export const GOODMAN_FURNACE_2020S_RULES: readonly NomenclatureRule[] = [goodmanFurnace2020s];
