// Lennox MS8 single-zone mini-split units (2013–2015): series · C air conditioner / H heat pump · I indoor / O outdoor.
// Only the type, the series and the unit's role are read: the installation manual's unit names give them; the size
// code after them is not read here (its key was not in the pages found), so capacity stays absent.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

/**
 * Lennox "Installation and Service Procedures — MS8 Series Units, Mini-Split Single-Zone Systems (208-230V)", Corp.
 * 1244-L9 (2013, rev. 2015): MS8-CI Air Conditioner Indoor Unit, MS8-HI Heat Pump Indoor Unit, MS8-CO Air Conditioner
 * Outdoor Unit, MS8-HO Heat Pump Outdoor Unit.
 */
const SOURCE = 'Lennox Installation and Service Procedures, MS8 Series Units — Mini-Split Single-Zone Systems (208-230V), Corp. 1244-L9: MS8-CI / MS8-HI air conditioner / heat pump indoor units, MS8-CO / MS8-HO outdoor units: https://www.manualslib.com/manual/1018335/Lennox-Ms8-Series.html';
// MS8 · C/H · I/O · two-digit size code (then the voltage/revision block, not read). The size is required so that a
// bare "MS8CI" (three letters after a series) is not read as a unit.
const MS8 = /^MS8-?([CH])([IO])-?(\d\d)(?![0-9])/;

export const lennoxMs8: NomenclatureRule = {
  id: 'lennox.ms8-mini-split-lead20',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model) {
    if (model.charCodeAt(1) !== 83 || model.charCodeAt(2) !== 56) return null; // "S8"
    const m = MS8.exec(model);
    if (!m) return null;
    const heatPump = m[1] === 'H';
    const indoor = m[2] === 'I';
    return decodeOf('lennox', 'Lennox', model, {
      type: 'mini-splits',
      series: `MS8-${m[1]}${m[2]}`,
      description: `MS8 single-zone mini-split ${heatPump ? 'heat pump' : 'air conditioner'} ${indoor ? 'indoor (wall) unit' : 'outdoor unit'}`,
      fields: {},
      evidence: 'src',
      rule: 'Lennox MS8 mini-split: MS8 · C air conditioner / H heat pump · I indoor / O outdoor · size code (not read)',
      source: SOURCE,
    });
  },
};

export const LENNOX_MS8_RULES: readonly NomenclatureRule[] = [lennoxMs8];
