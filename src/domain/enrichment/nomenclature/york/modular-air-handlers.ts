// York / JCI modular multi-position air handlers (blower module; the MC / FC coil module is york.coil): MVC variable-
// speed ECM and MX standard ECM, each titled "MODULAR … AIR HANDLERS FOR USE WITH SPLIT SYSTEM COOLING & HEAT PUMP,
// 1200 - 2000 CFM BLOWERS, 3 - 5 TON COILS". Model: line · blower class in hundreds of CFM (12 … 20) · cabinet
// width letter A–D · heater and electrical options (MVC12BN21, MX16CN21). The blower class is read as the airflow;
// no cooling capacity (a blower is matched to several coil sizes), no voltage (its code is not in the titles).
// The sibling modular lines titled without a CFM range — ME standard ECM (5724452-UIM-A-0619), MP standard PSC, MA
// non-variable speed — are read as the type only, blower classes 08–20 (ME08BN21).
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { YORK_BRANDS as BRANDS } from './york';


const SOURCE = [
  'JCI technical guide 550569-YTG-D-1212 "MODELS: MVC, MODULAR VARIABLE SPEED AIR HANDLERS … 1200 - 2000 CFM BLOWERS": https://manualmachine.com/york/mvc/2116303-technical-guide',
  'JCI technical guide 635425-YTG-D-0413 "MODELS: MX, MODULAR STANDARD ECM AIR HANDLERS … 1200 - 2000 CFM BLOWERS": https://studylib.net/doc/18533662/mx---upgnet',
].join('; ');

const LINE: Record<string, string> = {
  MVC: 'modular air handler (blower module), variable-speed ECM',
  MX: 'modular air handler (blower module), standard ECM',
  ME: 'modular air handler (blower module), standard ECM',
  MP: 'modular air handler (blower module), PSC motor',
  MA: 'modular air handler (blower module), non-variable speed',
};
const TITLED_ONLY_SOURCE =
  'JCI installation manuals "STANDARD ECM MODULAR MULTI-POSITION AIR HANDLERS, MODELS: ME SERIES - 208/230 V - 1 PHASE" 5724452-UIM-A-0619: https://manualshive.com/manual/johnson-controls/me-series/2023424; "STANDARD PSC MODULAR MULTI-POSITION AIR HANDLERS, MODELS: MP SERIES" and "MODULAR NON-VARIABLE SPEED AIR HANDLERS, MODELS: MA": https://homedocbox.com/amp/104503292-Appliances/Installation-manual-warning-warning-modular-non-variable-speed-air-handlers-models-ma-list-of-sections-list-of-figures-list-of-tables.html';

const MODULAR = /^(MVC|MX|ME|MP|MA)(\d\d)([A-D])([A-Z0-9-]{0,6})$/;

const yorkModularBlower: NomenclatureRule = {
  id: 'york.modular-blower',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 77) return null; // M
    const m = MODULAR.exec(model);
    if (!m) return null;
    const [, line = '', blower = ''] = m;
    const hundreds = Number(blower);
    if (line !== 'MVC' && line !== 'MX') {
      if (hundreds < 8 || hundreds > 20) return null;
      return decodeOf('york', pickBrand(BRANDS, brand), model, {
        type: 'air handlers',
        series: line,
        description: LINE[line],
        fields: {},
        evidence: 'pattern',
        rule: 'York ME / MP / MA modular air handlers (ME12BN21), type only',
        source: TITLED_ONLY_SOURCE,
      });
    }
    if (hundreds < 12 || hundreds > 20) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: line,
      description: LINE[line],
      fields: { cooling_airflow_cfm: hundreds * 100 },
      evidence: 'pattern',
      rule: 'York MVC / MX modular air handlers, blower class 12–20 = 1200–2000 CFM (MVC12BN21)',
      source: SOURCE,
    });
  },
};

export const YORK_MODULAR_RULES: readonly NomenclatureRule[] = [yorkModularBlower];
