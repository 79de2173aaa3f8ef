// Marvair (Airxcel) vertical wall-mount units: self-contained packaged air conditioners and heat pumps hung on an
// outside wall, so `packaged units` (as the Bard wall-mount rules). Coverage in README-extra.md ("PTAC, PTHP and room
// units of further makers").
//
// The product data sheets title the lines with their sizes: "ComPac I & ComPac II 1 to 6 Ton Vertical Wall Mount Air
// Conditioners, Models AVP12-20-24-30-36-42-48-60-72"; "ComPac I & ComPac II 2 to 6 Ton …, Models AVPA24-…-72 (single
// stage compressor), AVPSA36-42-48-60 (2-stage compressor), HVEA24-30-36-42-49-60, HVESA36-42-49-60"; "ModPac II 1 to
// 5-Ton Vertical Wall Mount Air Conditioners, Models AVPA12-20-24-30-36-42-48-60"; "Classic Heat Pumps, Vertical Packaged
// Heat Pumps, single stage cooling models AVPA… and HVPA24-30-36-42-49-60, 2-stage cooling models HVPSA36-42-49-60",
// with printed examples AVP36ACA-10C and AVPA36ACA-100C. The size is read as nominal kBtu/h where it is on the cooling
// grid (12 = 1 ton … 72 = 6 tons, the titles' ranges); 20 and 49 are not on it, so not read. The letters after the size
// (AC…) are not explained by the sheets in reach: AVP / AVPA are titled both as air conditioners and as heat pumps, so
// only HVPA / HVPSA (heat pumps) and HVEA / HVESA (air conditioners) name the kind.
import { capacityFields, gridCapacity } from '../common';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const SOURCE =
  'Marvair product data "ComPac I & ComPac II 1 to 6 Ton Vertical Wall Mount Air Conditioners, Models AVP12-20-24-30-36-42-48-60-72" (AVP36ACA-10C): https://ja.scribd.com/document/66894719/2-Aire-Acondicionado-COMPAC-I-y-II · "ComPac I & ComPac II 2 to 6 Ton …, Models AVPA…, AVPSA…, HVEA…, HVESA…" (AVPA36ACA-100C): http://www.readbag.com/69-33-187-224-marvair-pdfs-compacavpapds · "ModPac II 1 to 5-Ton Vertical Wall Mount Air Conditioners, Models AVPA12-…-60": https://studylib.net/doc/18557749/modpac%E2%84%A2-ii-1-to-5-ton-vertical-wall-mount-air-conditioners · "Classic Heat Pumps, Vertical Packaged Heat Pumps, models AVPA…, HVPA…, HVPSA…": http://manualzz.com/doc/1712622/classic-heat-pumps';
const MARVAIR = /^(AVPSA|AVPA|AVP|HVESA|HVEA|HVPSA|HVPA)(12|20|24|30|36|42|48|49|60|72)(?:([A-Z]{2,3})(?:-?([A-Z0-9]{1,6}))?)?$/;
/** The sizes each line's title lists. */
const SIZES: Record<string, string> = {
  AVP: ',12,20,24,30,36,42,48,60,72,',
  AVPA: ',12,20,24,30,36,42,48,60,72,',
  AVPSA: ',36,42,48,60,',
  HVEA: ',24,30,36,42,49,60,',
  HVPA: ',24,30,36,42,49,60,',
  HVESA: ',36,42,49,60,',
  HVPSA: ',36,42,49,60,',
};
const KIND: Record<string, string> = { HVPA: 'vertical wall-mount heat pump', HVPSA: 'vertical wall-mount heat pump', HVEA: 'vertical wall-mount air conditioner', HVESA: 'vertical wall-mount air conditioner' };

const marvairWallMount: NomenclatureRule = {
  id: 'marvair.vertical-wall-mount',
  family: 'marvair',
  brands: ['Marvair'],
  unambiguousWithoutBrand: false,
  firstChars: 'AH',
  decode(model) {
    if (model.charCodeAt(1) !== 86) return null; // second character V
    const m = MARVAIR.exec(model);
    if (m === null) return null;
    const [, line = '', size = ''] = m;
    if (!(SIZES[line] ?? '').includes(`,${size},`)) return null; // the sizes each title lists
    const c = size === '20' || size === '49' ? null : gridCapacity(size);
    const fields: DecodedFields = c === null ? {} : capacityFields(c);
    if (line.endsWith('SA')) fields.efficiency_tier = '2-stage compressor';
    return decodeOf('marvair', 'Marvair', model, {
      type: 'packaged units',
      series: line,
      fields,
      description: KIND[line] ?? 'vertical wall-mount unit',
      evidence: 'pattern',
      rule: 'Marvair vertical wall-mount lines as the product data titles them: AVP / AVPA / AVPSA / HVEA / HVESA / HVPA / HVPSA · size (kBtu/h on the grid) · letters not read',
      source: SOURCE,
    });
  },
};

export const MARVAIR_RULES: readonly NomenclatureRule[] = [marvairWallMount];
