// Heat Controller (Jackson, MI) and its Comfort-Aire / Century badges: GeoLogix / GeoMax geothermal HT / HZ / HE
// series, the GUH / GDD gas furnaces and the VMH / VFH ductless line. Coverage and evidence in README-extra.md
// ("Heat Controller, Comfort-Aire, Century"). Brand required: the shapes are short and other makers print HT… / G….
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;
const tons = (kbtuh: number) => Math.round((kbtuh / 12) * 100) / 100;

// Geothermal. HT key printed in the GeoMax 2 design guide ("Model Breakdown": HT = two-stage scroll, R-410A · V vertical ·
// unit size 024 = 24,000 BTUH, 036, 048, 060 · revision · voltage 1 = 208-230/60/1 · …) and the HTS IOM (S = split,
// sizes 024 036 048 060); the HTV/HTD/HTH guide adds D / H and the six-ton size (070 / 072). HZ (two-stage, vFlow) design guide:
// "HZD/H/V size 024-070"; HE: "Residential Packaged Geothermal Heat Pump HEV/H Series 2 to 5 Tons", sizes 024–060.
const GEO_SOURCE =
  'Heat Controller HT Series GeoMax2 design guide (model nomenclature): https://pdfslide.tips/documents/heat-controller-inc-desco-controller-inc-freeze-pro-tection-sensors-to.html · HTV/HTD/HTH design guide (2 to 6 tons): http://somanuals.com/html/9/Heat-Controller-Heat-Pump-HTD-SERIES-User-Manual.html · HTS IOM nomenclature: http://38.142.81.21:8001/manual/comfort-aire/hts-series-split-system-two-stage-2-5-tons/owner-s-manual-english.html · HZ design guide (sizes 024-070): https://manualzz.com/doc/53679672 · HEV/H design guide (2 to 5 tons): https://vdocuments.us/design-guide-56835f4b7ef9e.html';
const GEO = /^H([TZE])([VHDS])(024|030|036|042|048|060|070|072)(?:([A-D])(\d[A-Z0-9]{0,9})?)?$/;
const GEO_SIZES: Record<string, readonly string[]> = {
  T: ['024', '036', '048', '060', '070', '072'],
  Z: ['024', '036', '048', '060', '070'],
  E: ['024', '030', '036', '042', '048', '060'],
};
const CONFIG: Record<string, string> = { V: 'vertical', H: 'horizontal', D: 'downflow', S: 'indoor split' };

const geothermal: NomenclatureRule = {
  id: 'heat-controller.geothermal',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72 || !brandIn(BRANDS, brand)) return null; // H
    const m = GEO.exec(model);
    if (!m) return null;
    const [, line = '', config = '', size = '', , rest] = m;
    if (!GEO_SIZES[line]!.includes(size)) return null;
    if (config === 'S' && line === 'E') return null; // HEV/H: packaged only
    if (line === 'E' && config === 'D') return null; // HEV/H only
    if (rest !== undefined && rest[0] !== '1' && rest[0] !== '2' && rest[0] !== '3') return null; // voltage digit
    const kbtuh = Number(size);
    // The HT key states the size in Btu/h (024 = 24,000 BTUH); HE is 2 to 5 tons over 024–060. The HZ 070 and
    // HT 070 / 072 sizes are unit sizes beyond the printed Btu/h list: no capacity.
    const rated = line === 'E' || (line === 'T' && kbtuh <= 60) || (line === 'Z' && kbtuh <= 60);
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series: `H${line}${config}`,
      fields: {
        cooling_capacity_kbtuh: rated ? kbtuh : undefined,
        cooling_capacity_tons: rated ? tons(kbtuh) : undefined,
        refrigerant: line === 'T' ? 'R-410A' : undefined,
        efficiency_tier: line === 'E' ? undefined : 'two-stage',
      },
      description: `${line === 'T' ? 'HT' : line === 'Z' ? 'HZ' : 'HE'} series ${CONFIG[config]} geothermal heat pump, unit size ${size}`,
      evidence: line === 'T' ? 'src' : 'pattern',
      rule: 'Heat Controller geothermal: HT / HZ / HE series · V/H/D/S configuration · unit size (Btu/h ÷ 1000 per the HT key) · revision · voltage',
      source: GEO_SOURCE,
    });
  },
};

// Gas furnaces. Installation instructions / service manuals printed by Comfort-Aire / Century (Jackson, MI): GUH80A
// "Warm Air Gas Furnace, Upflow / Horizontal" (507713-01), GUH92A (507715-01, gas meter table by input code -045 -070
// -090 -110 -135), GUH95C (508093-01), GUH96T (508183-01: "two-stage gas heating"), GUH97M; GDD downflow siblings.
// Shape: G · UH upflow/horizontal / DD downflow · AFUE class · letter · input code · cabinet letter · airflow digit · M.
const FURNACE_SOURCE =
  'Comfort-Aire / Century GUH80A installation instructions 507713-01: https://manuzoid.com/manuals/Gvp1Q-Century%20GUH80A070A2M%20User%20manual · GUH92A 507715-01 (gas meter clocking chart -045…-135): http://88.208.23.73:8080/en/manual/comfort-aire/guh92a/2641727?page=47 · GUH96T service manual 508183-01: https://manualshive.com/en/manual/comfort-aire/century-guh96t045b3m/2641721?page=12 · GUH95C service manual 508093-01: https://www.manualslib.com/manual/3540143/Comfort-Aire-Century-Guh95c.html';
const FURNACE = /^G(UH|DD)(80|92|95|96|97)([ACTM])(045|070|090|110|135)(?:([A-D])([2-5])M?-?)?$/;

const furnace: NomenclatureRule = {
  id: 'heat-controller.furnace',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 71 || !brandIn(BRANDS, brand)) return null; // G
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, config = '', afue = '', stage = '', input = ''] = m;
    if (afue === '80' && config === 'DD') return null; // the 80 % line is the upflow / horizontal GUH80A
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `G${config}${afue}${stage}`,
      fields: {
        heating_input_kbtuh: Number(input),
        afue_percent: Number(afue),
        efficiency_tier: stage === 'T' ? 'two-stage' : undefined,
      },
      description: config === 'UH' ? 'gas furnace, upflow / horizontal' : 'gas furnace, downflow',
      evidence: 'pattern',
      rule: 'Comfort-Aire / Century gas furnace: G · UH/DD · AFUE class · letter (T two-stage) · input code (kBtu/h) · cabinet · airflow',
      source: FURNACE_SOURCE,
    });
  },
};

// Gas furnaces built on Rheem's platform (installation instructions numbered 92-24161-…, "Heat Controller" on the cover),
// each with a model table of input and cooling tons: GLUA upflow / GLDH downflow-horizontal "high efficiency condensing
// gas furnaces" (92-24161-70-07: GLUA45-E3B 45,000 … GLUA120-E5B 120,000 Btu input) and GMUH upflow-horizontal / GMDA
// downflow "induced draft gas furnaces" (92-24161-65-02: GMUH50-E3A 50,000 … GMUH150-E5A 150,000). Shape: G · series ·
// input in thousands · -E · digit · revision letter. The digit after E is not read: the tables pair E5 with 4½ and with
// 5 tons on the same input (GLDH90-E5B 4.5, GLUA90-E5B 5).
const RHEEM_BUILT_SOURCE =
  'Heat Controller installation instructions 92-24161-70-07 "High efficiency condensing gas furnaces, GLUA upflow series, GLDH downflow/horizontal series" (model table: GLUA45-E3B 45,000 … GLUA120-E5B 120,000 Btu): https://manuzoid.com/manuals/MWjJ6-Heat%20Controller%20GLDH60-E3B%20Installation%20Instructions%20Manual · 92-24161-65-02 "Induced draft gas furnaces, GMUH upflow/horizontal series, GMDA downflow series" (GMUH50-E3A 50,000 … GMUH150-E5A 150,000 Btu): https://manuzoid.com/manuals/qOw46-Heat%20Controller%20GMDA75-E4A%20Installation%20Instructions%20Manual';
const RHEEM_BUILT = /^G(LUA|LDH|MUH|MDA)(45|50|60|75|90|100|105|120|125|150)(?:-?E([3-5])([A-Z]))?$/;
/** The inputs each model table lists, by series. */
const RHEEM_BUILT_INPUTS: Record<string, ReadonlySet<string>> = {
  LUA: new Set(['45', '60', '75', '90', '105', '120']),
  LDH: new Set(['45', '60', '75', '90', '105', '120']),
  MUH: new Set(['50', '75', '100', '125', '150']),
  MDA: new Set(['50', '75', '100', '125', '150']),
};
const RHEEM_BUILT_KIND: Record<string, { description: string; tier: string }> = {
  LUA: { description: 'condensing gas furnace, upflow', tier: 'high efficiency condensing' },
  LDH: { description: 'condensing gas furnace, downflow / horizontal', tier: 'high efficiency condensing' },
  MUH: { description: 'gas furnace, upflow / horizontal', tier: 'induced draft' },
  MDA: { description: 'gas furnace, downflow', tier: 'induced draft' },
};

const rheemBuiltFurnace: NomenclatureRule = {
  id: 'heat-controller.furnace-glua-gmuh',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 71 || !brandIn(BRANDS, brand)) return null; // G
    const m = RHEEM_BUILT.exec(model);
    if (!m) return null;
    const [, series = '', input = ''] = m;
    if (!RHEEM_BUILT_INPUTS[series]!.has(input)) return null;
    const kind = RHEEM_BUILT_KIND[series]!;
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `G${series}`,
      fields: { heating_input_kbtuh: Number(input), efficiency_tier: kind.tier },
      description: kind.description,
      evidence: 'src',
      rule: 'Heat Controller GLUA / GLDH / GMUH / GMDA gas furnaces: series · input kBtu/h (model tables) · -E · digit · revision',
      source: RHEEM_BUILT_SOURCE,
    });
  },
};

// Ductless. Service-manual titles (Inverter Flex multi-zone A-VMH18DC-1, A-VMH27TC-1, A-VMH36QC-1) and the brands'
// NRCan rows, which print A-… as the outdoor and B-… as the indoor model of each pairing and rate it at the class
// (A-VMH24SU-1 + B-VMH24SU-1 24,000 Btu/h; A-VMH28TU-1 28,000; A-VMH36QU-1 36,000). Zone letter S/D/T/Q/P = 1–5.
const DUCTLESS_SOURCE =
  'Heat Controller Inverter Flex multi-zone service manual titles A-VMH18DC-1, A-VMH27TC-1, A-VMH36QC-1; NRCan ccASHP rows of Comfort-Aire / Century (outdoor A-…, indoor B-…, rated Btu/h), shared/data/catalog/raw/ccashp.tsv';
const DUCTLESS = /^([AB])-?V([MF])H(09|12|18|24|27|28|30|36|42|48)([SDTQP])([A-Z])-?(\d)([A-Z])?$/;
const ZONES: Record<string, number> = { S: 1, D: 2, T: 3, Q: 4, P: 5 };

const ductless: NomenclatureRule = {
  id: 'heat-controller.ductless',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AB',
  decode(model, brand) {
    if (brand === '') return null;
    const m = DUCTLESS.exec(model);
    if (!m || !brandIn(BRANDS, brand)) return null;
    const [, unit = '', , cls = '', zone = ''] = m;
    const zones = ZONES[zone]!;
    const kbtuh = Number(cls);
    // An outdoor unit's class is the system's (multi-zone from 18); an indoor head's is its own (B-VMH09DU-1).
    if (zones === 1 ? kbtuh > 36 : unit === 'A' && kbtuh < 18) return null;
    const where = unit === 'A' ? 'outdoor unit' : 'indoor unit';
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `V${m[2] ?? ''}H`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: tons(kbtuh) },
      description: zones === 1 ? `ductless single-zone ${where}` : `ductless multi-zone ${where} (${zones} zones)`,
      evidence: 'pattern',
      rule: 'Comfort-Aire / Century ductless: A outdoor / B indoor · V M/F H · kBtu/h class · zones S/D/T/Q/P · letter · generation',
      source: DUCTLESS_SOURCE,
    });
  },
};

export const HEAT_CONTROLLER_RULES: readonly NomenclatureRule[] = [geothermal, furnace, rheemBuiltFurnace, ductless];
