// Series keys of the series-only fallback (series-table.ts) for the lines written without their
// size: Goodman-built Daikin furnaces and SEER2-era splits, Payne and Bryant lines, York / Coleman /
// Luxaire furnaces, Nordyne manufactured-home and electric furnaces. Each key is the full rule's own
// first fields, from the source the full rule cites; what a key does not state stays absent.
import { S as CARRIER_S } from '../carrier/carrier';
import { S as GOODMAN_S } from '../goodman/goodman';
import { cite } from '../kit/rule-kit';
import { E_SERIES_SOURCE, M3RL_SOURCE, MH_SOURCE } from '../nordyne/nordyne';
import { PARTIAL_FIELD, type SeriesEntry } from '../series-kit';
import { STAGE as YORK_STAGE, TITLED_AFUE as YORK_TITLED_AFUE } from '../york/york';

/** Payne PG8J / PG8M manual: "single-stage deluxe induced-combustion 4-way multipoise furnace". */
const PAYNE_PG8_SOURCE = 'Payne PG8J / PG8M installation instructions (single-stage induced-combustion multipoise furnace): https://www.manualslib.com/manual/869749/Payne-Pg8j.html';

/** Bryant user's information manual: "Models 373LAV, 376CAV downflow/horizontal and 383KAV, 395CAV upflow gas furnace"; 313AAV/JAV, 311AAV/311JAV, 315AAV product data. */
const BRYANT_USER_MANUAL = 'Bryant 373LAV / 376CAV / 383KAV / 395CAV user\'s information manual: https://gt.usermanuals.us/manual/6/Bryant-Furnace-373LAV-User-Manual.html; 313AAV/JAV Plus 80x product data: https://manualzz.com/doc/2028215/bryant-313aav-jav-furnace-user-manual; 311AAV/311JAV and 310AAV/310JAV product data titles: https://homedocbox.com/amp/85663366-Appliances/Product-data-s-noise-elimination-combustion-system-s-compact-design-only-33-1-3-in-846-mm-tall.html; 315AAV product data: http://88.208.23.73:8080/en/manual/bryant/315aav/2822440?page=2; 393AAV series B & C service and maintenance procedures (gas-fired induced-combustion furnace): https://bryant.usermanuals.us/manual/6/Bryant-Furnace-393AAV-User-Manual.html';

export const WIDER_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // §1.6 Daikin furnace titles: D + M/C/D/R + AFUE (80, 92, 95, 96, 97) + two letters, before the input (DM96VC, DM80SS).
    family: 'goodman',
    section: '§1.6 Daikin gas furnaces',
    first: 'D',
    key: /^D([MCDR])(80|92|95|96|97)([A-Z]{2})/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, supply = '', afue = '', letters = ''] = m;
      return { series: `D${supply}${afue}${letters}`, type: 'furnaces', description: 'gas furnace', fields: { afue_percent: Number(afue) }, evidence: 'pattern', source: `${GOODMAN_S.DAIKIN_TITLES}; ${GOODMAN_S.S22}` };
    },
  },
  {
    // §1.6 SEER2-era Daikin splits: D + X (air conditioner) / H, Z (heat pump) + efficiency class + V + letters (DX17VSS, DZ6VS), before the size.
    family: 'goodman',
    section: '§1.6 Daikin SEER2-era split outdoor',
    first: 'D',
    key: /^D([XHZ])([3-9]|1[3-9])(V[A-Z]{1,2})/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, t = '', eff = '', letters = ''] = m;
      const ac = t === 'X';
      return {
        series: `D${t}${eff}${letters}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner (variable speed)' : 'split heat pump (variable speed)',
        fields: {},
        evidence: 'pattern',
        source: `${GOODMAN_S.S28}; ${GOODMAN_S.S15}`,
      };
    },
  },
  {
    // §2.4 Payne PG + AFUE (80, 92–98) + letters, and the earlier PG8 / PG9 + letters lines (PG8J…, PG9M…), before the airflow class.
    family: 'carrier',
    section: '§2.4 Payne PG gas furnaces',
    first: 'P',
    key: /^PG(80|9[2-8]|[89])([A-Z]{2,4})/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, afue = '', letters = ''] = m;
      return {
        series: `PG${afue}${letters}`,
        type: 'furnaces',
        description: 'gas furnace',
        fields: { afue_percent: afue.length === 2 ? Number(afue) : undefined },
        evidence: 'pattern',
        source: afue === '8' ? `${PAYNE_PG8_SOURCE}; ${CARRIER_S.S42}` : CARRIER_S.S42,
      };
    },
  },
  {
    // §2.6 Bryant numeric splits: 1 (air conditioner) / 2 (heat pump) · tier · SEER digit · major series · N · variation (288BNV, 187BNC), before the capacity.
    family: 'carrier',
    section: '§2.6 Bryant numeric split outdoor',
    first: '12',
    key: /^([12])([128])([0-9])([A-Z])N([A-Z0-9])/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, kind = '', tier = '', seerDigit = '', major = '', variation = ''] = m;
      const ac = kind === '1';
      return {
        series: `${kind}${tier}${seerDigit}${major}N${variation}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: {},
        evidence: 'pattern',
        source: CARRIER_S.S46,
      };
    },
  },
  {
    // §2.4 Bryant numeric gas furnaces, before the airflow class and input: only the series Bryant's literature prints
    // (310AAV/JAV, 311AAV/JAV, 313AAV/JAV, 315AAV/JAV, 340AAV/MAV, 350MAV, 352AAV, 355MAV/CAV, 373LAV, 376CAV, 383KAV, 393AAV, 395CAV: BRYANT_FURNACES titles and
    // the similar-documents list of the 355MAV product data page; user's manual "373LAV, 376CAV downflow/horizontal and 383KAV, 395CAV upflow"; 350MAV product data;
    // 393AAV service and maintenance procedures),
    // so a made-up 3xx + letters (379KMV) is no series.
    family: 'carrier',
    section: '§2.4 Bryant numeric gas furnaces',
    first: '3',
    key: /^(31[0135](?=[AJ])|340(?=[AM])|350(?=M)|352(?=A)|355(?=[MC])|373(?=L)|376(?=C)|383(?=K)|393(?=A)|395(?=C))([A-Z]AV)/,
    tail: PARTIAL_FIELD,
    read(m) {
      return { series: `${m[1] ?? ''}${m[2] ?? ''}`, type: 'furnaces', description: 'gas furnace', fields: {}, evidence: 'pattern', source: `${CARRIER_S.BRYANT_FURNACES}; ${CARRIER_S.S41}; ${BRYANT_USER_MANUAL}` };
    },
  },
  {
    // §7.2 York / Coleman / Luxaire furnaces: brand · configuration · AFUE class 8 / 9 / L · stage letter (TG9S, TM9V), before the input.
    family: 'york',
    section: '§7.2 York / Coleman / Luxaire furnaces',
    first: 'TLYGC',
    key: /^([TLYGC])([A-Z])([89L])([SXTVM])/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, maker = '', config = '', afueClass = '', stage = ''] = m;
      const series = `${maker}${config}${afueClass}${stage}`;
      const afue = afueClass === '8' ? 80 : afueClass === '9' ? YORK_TITLED_AFUE[series] : undefined;
      const tier = [afueClass === 'L' ? 'low-NOx' : undefined, YORK_STAGE[stage]].filter((t) => t !== undefined).join(', ');
      return { series, type: 'furnaces', description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: tier === '' ? undefined : tier }, evidence: 'pattern', source: cite('S97', 'S98', 'S99', 'S100', 'S101', 'S102') };
    },
  },
  {
    // §8.1 Nordyne manufactured-home furnaces: M + series 1 / 5 + fuel/combustion + comfort model (M1MB, M1GH), and the M7RL condensing line.
    // M2RC / M2RL / M3RL (furn32 scan): the 90+ condensing lines the installation instructions title "M2RC Series 90+ Upflow
    // Condensing Furnace, M2RL Series 90+ Downflow Condensing Furnace" (708120B) and "M3RL Series 90+ downflow" (L0523341),
    // written without the input; the sized numbers are read by `nordyne.mh-furnace`.
    family: 'nordyne',
    section: '§8.1 Nordyne manufactured-home furnaces',
    first: 'M',
    key: /^M(?:([15])([GMBS])([HABCD])|7RL|([23])R([CL]))/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, series = '', combustion = '', comfort = '', gen = '', flow = ''] = m;
      if (gen !== '') {
        if (gen === '3' && flow === 'C') return null; // no M3RC in either document
        return {
          series: `M${gen}R${flow}`,
          type: 'furnaces',
          description: flow === 'C' ? '90+ upflow condensing gas furnace' : '90+ downflow condensing gas furnace',
          fields: { efficiency_tier: flow === 'C' ? 'condensing upflow (90+)' : 'condensing downflow (90+)' },
          evidence: 'pattern',
          source: M3RL_SOURCE,
        };
      }
      return {
        series: series === '' ? 'M7RL' : `M${series}${combustion}${comfort}`,
        type: 'furnaces',
        description: series === '' ? 'condensing downflow gas furnace' : 'manufactured-home furnace',
        fields: { fuel: combustion === 'S' ? 'oil' : undefined, efficiency_tier: series === '' ? 'condensing downflow (95.1 % AFUE)' : undefined },
        evidence: 'pattern',
        source: MH_SOURCE,
      };
    },
  },
  {
    // §8.2 Nordyne E-series electric furnaces: E + generation 1–7 + E + B (multi-speed) / H (two-speed) blower (E2EB, E3EH).
    family: 'nordyne',
    section: '§8.2 Nordyne E-series electric furnaces',
    first: 'E',
    key: /^E([1-7])E([BH])/,
    tail: PARTIAL_FIELD,
    read(m) {
      return { series: `E${m[1] ?? ''}E${m[2] ?? ''}`, type: 'furnaces', description: 'electric furnace', fields: { fuel: 'electric' }, evidence: 'pattern', source: E_SERIES_SOURCE };
    },
  },
];
