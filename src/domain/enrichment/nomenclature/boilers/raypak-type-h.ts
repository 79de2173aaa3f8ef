// Raypak copper-fin boilers printed with their type letter and firing-mode digit (not in RULES.md): the manuals title the
// hydronic heating models "Type H" (Raytherm Heating Boilers, Models 133–4001, Type H; Hi Delta Models HD101–HD401,
// Types H & WH) against the hot-water-supply "Type WH", and name the firing modes H1 mechanical modulating, H2 motorized
// modulating, H3 2-stage, H4 on/off (H9 4-stage: with H7 / H8 read by water-heaters/installed-base.ts). Read here: H1–H4 ·
// size (3–4 digits, 101–4001) · optional letters (`H3-0723`, `H3302B`); type `boilers` only, the size is not read.
// Also the Raytherm residential boilers 0042B … 0180B (Type H) written bare. WH (water heaters) and P (pool heaters) are
// not read. Brand Raypak required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Raypak Raytherm Heating Boilers installation & operating instructions, Models 133–4001 Type H, catalog 2000.50AH (Model Identification; boiler types H1 mechanical modulating, H2 motorized modulating, H3 2-stage, H4 on/off, H9 4-stage), http://www.somanuals.com/html/14/Raypak-Boiler-133-4001-User-Guide.html, https://manualshive.com/ru/manual/raytherm/133-4001/791415?page=22; Raytherm Hot Water Supply Heaters Models 0133–4001 Type WH, catalog 3000.52N, https://somanuals.com/html/14/Raypak-Water-Heater-1334001-User-Guide.html; Hi Delta Models HD101–HD401 Types H & WH, https://www.manualshelf.com/manual/raypak/hd101/user-s-manual-english-french.html; Hi Delta H3302B installation manual, https://manualmachine.com/raypak/h3302b/5169019-installation--manual';

const TYPE_H = /^H([1-4])-?(?:HD)?(\d{3,4})(?:[A-Z]{1,2})?(?:-[A-Z0-9]{1,4})?$/;
/** Raytherm residential boilers, Models 0042B, 0066B, 0090B, 0135B & 0180B, Type H (catalog 2100.50AF), written without the type letter. */
const RESIDENTIAL = /^(?:H[1-4]-?)?(0042|0066|0090|0135|0180)B$/;
const RESIDENTIAL_SOURCE =
  'Raypak Raytherm Residential Boilers installation & operating instructions, Models 0042B, 0066B, 0090B, 0135B & 0180B Type H, catalog 2100.50AF, https://www.scribd.com/document/241533680/2100-50AF';

export const raypakTypeH: NomenclatureRule = {
  id: 'raypak.type-h-boilers',
  family: 'boiler_other',
  brands: ['Raypak'],
  unambiguousWithoutBrand: false,
  firstChars: 'H0',
  decode(model) {
    const r = RESIDENTIAL.exec(model);
    if (r) {
      return decodeOf('boiler_other', 'Raypak', model, {
        type: 'boilers',
        series: 'Raytherm residential (Type H)',
        fields: {},
        description: 'residential copper-fin gas boiler (Raytherm, Type H)',
        evidence: 'src',
        rule: 'Raypak Raytherm residential boiler model (0042B … 0180B), type only',
        source: RESIDENTIAL_SOURCE,
      });
    }
    if (model[0] !== 'H') return null;
    const m = TYPE_H.exec(model);
    if (!m) return null;
    const size = Number(m[2]);
    if (size < 101 || size > 4001) return null;
    const mode = ['', 'mechanical modulating', 'motorized modulating', '2-stage', 'on/off'][Number(m[1])];
    return decodeOf('boiler_other', 'Raypak', model, {
      type: 'boilers',
      series: `Type H${m[1]}`,
      fields: {},
      description: `copper-fin gas boiler for hydronic heating (firing mode H${m[1]}: ${mode})`,
      evidence: 'pattern',
      rule: 'Raypak Type H · firing-mode digit · size (type only)',
      source: SOURCE,
    });
  },
};

export const RAYPAK_TYPE_H_RULES: readonly NomenclatureRule[] = [raypakTypeH];
