// Whole product lines of RULES.md §1–§4: models printed in the manufacturers' documents cited by
// each rule (Trane 22-1786 / 22-1836 / 22-1674 / 22-1848 / 22-1847, Goodman SS-GMBR and the 2003
// air handler key, Daikin furnace titles, Carrier 50ZP and 50HC product data) and the values they state.
import { describe, expect, it } from 'vitest';
import { nonsenseModels } from '../kit/nonsense-models';
import { CARRIER_RULES } from '../carrier/carrier';
import { GOODMAN_RULES } from '../goodman/goodman';
import { decodeModelNumber } from '../index';
import { TRANE_RULES } from '../trane/trane';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('§4.5 Trane / American Standard furnaces, every era', () => {
  it('XT90 TUX1C100A9H41B / TDX1D120A9H51B: condensing, single-stage, 100 / 120 kBtu/h (22-1786)', () => {
    const up = mustDecode(TRANE_RULES, 'TUX1C100A9H41B');
    expect(up).toMatchObject({ type: 'furnaces', brand: 'Trane', series: 'TUX1', fields: { heating_input_kbtuh: 100 } });
    expect(up.fields.efficiency_tier).toContain('condensing');
    expect(up.description).toContain('upflow');
    expect(mustDecode(TRANE_RULES, 'TDX1D120A9H51B')).toMatchObject({ description: 'gas furnace, downflow/horizontal', fields: { heating_input_kbtuh: 120 } });
  });

  it('XR95 TUH1D120A9601A / TDH1C085A9481A: 120 and 85 kBtu/h (22-1836 lists 065, 085, 110 on this line)', () => {
    expect(mustDecode(TRANE_RULES, 'TUH1D120A9601A').fields.heating_input_kbtuh).toBe(120);
    expect(mustDecode(TRANE_RULES, 'TDH1C085A9481A').fields.heating_input_kbtuh).toBe(85);
  });

  it('XR90 of 2003 TDX040C924D (22-1674): 40 kBtu/h furnace', () => {
    expect(mustDecode(TRANE_RULES, 'TDX040C924D')).toMatchObject({ type: 'furnaces', series: 'TDX', fields: { heating_input_kbtuh: 40 } });
  });

  it('American Standard A-letter twins; C/D badges and bare series only with a brand', () => {
    expect(mustDecode(TRANE_RULES, 'AUX1B060A9H31B').brand).toBe('American Standard');
    expect(decodeModelNumber('CUX1B040A9241A', null)).toBeNull();
    expect(decodeModelNumber('CUX1B040A9241A', 'American Standard')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 40 } });
    expect(decodeModelNumber('AUX080', null)).toBeNull();
    expect(decodeModelNumber('AUX080', 'American Standard')?.type).toBe('furnaces');
  });

  it.each(['TUX1B065A9H31B', 'TUD1B085A9H31B', 'TQX1B060A9H31B', 'TUX1B061A9H31B'])('%s (input or letter off the lists) does not decode', (m) => {
    expect(decodeWith(TRANE_RULES, m)).toBeNull();
  });
});

describe('§4.4 Trane / American Standard air handlers', () => {
  it('TAM4A0A18S11SD = 1½ t, TAM4A0C60S51SD = 5 t (22-1848, "1-1/2 to 5 Ton")', () => {
    expect(mustDecode(TRANE_RULES, 'TAM4A0A18S11SD')).toMatchObject({ type: 'air handlers', series: 'TAM4A', fields: { cooling_capacity_tons: 1.5 } });
    expect(mustDecode(TRANE_RULES, 'TAM4A0C60S51SD').fields.cooling_capacity_tons).toBe(5);
  });

  it('TAM7A0B30H21SD = "2 1/2 Ton Convertible Air Handler" (22-1847); AAM4A0C48S41SA = American Standard 4 t', () => {
    expect(mustDecode(TRANE_RULES, 'TAM7A0B30H21SD').fields).toEqual({ cooling_capacity_tons: 2.5, cooling_capacity_kbtuh: 30 });
    expect(mustDecode(TRANE_RULES, 'AAM4A0C48S41SA')).toMatchObject({ brand: 'American Standard', fields: { cooling_capacity_tons: 4 } });
  });

  it('2TEH3F18A1000A = 1½ t convertible air handler (RULES.md §4.4 list)', () => {
    expect(mustDecode(TRANE_RULES, '2TEH3F18A1000A')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 1.5 } });
  });

  it.each(['TAM4A0A20S11SD', '2TEH3F27A1000A', 'TXM4A0A18S11SD'])('%s does not decode', (m) => {
    expect(decodeWith(TRANE_RULES, m)).toBeNull();
  });
});

describe('§4.2 Trane packaged, as people write it', () => {
  it('4TCC3018A (title "4TCC3018A 13 SEER … R-410A"): packaged, 1½ t, R-410A, no electrical digit', () => {
    const d = mustDecode(TRANE_RULES, '4TCC3018A');
    expect(d).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 1.5, refrigerant: 'R-410A', seer: 13 } });
    expect(d.fields.phase).toBeUndefined();
  });
});

describe('§1 Goodman / Daikin line-up', () => {
  it('ARUF024-00A-1 (2003 key example): PSC air handler, 2 t, no factory heat', () => {
    const d = mustDecode(GOODMAN_RULES, 'ARUF024-00A-1');
    expect(d).toMatchObject({ type: 'air handlers', series: 'ARUF', fields: { cooling_capacity_tons: 2 } });
    expect(d.description).toContain('no factory heat');
  });

  it('MBR1200AA-1 (SS-GMBR): modular blower, 1200 CFM', () => {
    expect(mustDecode(GOODMAN_RULES, 'MBR1200AA-1')).toMatchObject({ type: 'air handlers', fields: { cooling_airflow_cfm: 1200 } });
    expect(decodeWith(GOODMAN_RULES, 'MBR1300AA-1')).toBeNull();
  });

  it('CK/CKL R-22 condensers: on-grid sizes give tons; a neighbour code (49) gives type and refrigerant only (§0.4)', () => {
    expect(mustDecode(GOODMAN_RULES, 'CKL36-1').fields).toMatchObject({ cooling_capacity_tons: 3, refrigerant: 'R-22', phase: 1 });
    const d = mustDecode(GOODMAN_RULES, 'CKL49-1');
    expect(d).toMatchObject({ type: 'air conditioners', fields: { refrigerant: 'R-22' } });
    expect(d.fields.cooling_capacity_tons).toBeUndefined();
    expect(decodeWith(GOODMAN_RULES, 'CPLT47')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'CK45-1')).toBeNull();
  });

  it('DD96SC0805CU: Daikin furnace, 96 % AFUE, 80 kBtu/h, 2000 CFM; decoded only with a brand', () => {
    expect(decodeModelNumber('DD96SC0805CU', 'Daikin')).toMatchObject({
      type: 'furnaces',
      series: 'DD96SC',
      fields: { heating_input_kbtuh: 80, afue_percent: 96, cooling_airflow_cfm: 2000 },
    });
    expect(decodeModelNumber('DD96SC0805CU', null)).toBeNull();
    expect(decodeModelNumber('DD96SC0855CU', 'Daikin')).toBeNull();
  });

  it('DVPTC (Daikin twin of the AVPTC key) with a brand: DVPTC30B14 = 2½ t, R-410A', () => {
    expect(decodeModelNumber('DVPTC30B14', 'Daikin')).toMatchObject({ type: 'air handlers', brand: 'Daikin', fields: { cooling_capacity_tons: 2.5, refrigerant: 'R-410A' } });
    expect(decodeModelNumber('DVPTC30B14', null)).toBeNull();
  });

  it('GPG1324080M41: packaged gas/electric, 2 t (the 3-digit heat input is not read)', () => {
    const d = mustDecode(GOODMAN_RULES, 'GPG1324080M41');
    expect(d).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 2, seer: 13 } });
    expect(d.fields.heating_input_kbtuh).toBeUndefined();
  });
});

describe('§2 Carrier / Bryant packaged and furnaces', () => {
  it('50ZP024 (product data: "the 50ZP024 unit", 2 to 5 nominal tons) = packaged, 2 t', () => {
    expect(mustDecode(CARRIER_RULES, '50ZP024')).toMatchObject({ type: 'packaged units', series: '50ZP', fields: { cooling_capacity_tons: 2 } });
  });

  it('50HC-D08A3A5-0A0A0 (50HC key example) = 7.5 t; 04 = 3 t', () => {
    expect(mustDecode(CARRIER_RULES, '50HC-D08A3A5-0A0A0')).toMatchObject({ type: 'packaged units', evidence: 'src', fields: { cooling_capacity_tons: 7.5 } });
    expect(mustDecode(CARRIER_RULES, '50HCD04A3A5').fields.cooling_capacity_tons).toBe(3);
    expect(decodeWith(CARRIER_RULES, '50HCD13A3A5')).toBeNull();
  });

  it('58STA090---1-12: a filler digit before the airflow code still reads 088 kBtu/h and 1200 CFM (§0.5 key)', () => {
    expect(mustDecode(CARRIER_RULES, '58STA090---1-12').fields).toMatchObject({ heating_input_kbtuh: 88, cooling_airflow_cfm: 1200 });
  });

  it('Bryant numeric packaged lines need a brand; 661C (split heat pump) is not one of them', () => {
    expect(decodeModelNumber('607CNX036000', 'Bryant')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 3 } });
    expect(decodeModelNumber('607CNX036000', null)).toBeNull();
    expect(decodeWith(CARRIER_RULES, '661CNX036000')).toBeNull();
  });
});

describe('model-number-shaped nonsense against the §1–§4 rules', () => {
  // 2–4 letters, 2–6 digits, 0–3 letters, optional -digits; and digit-led ones shaped like Carrier / Trane models.
  const nonsense = (count: number) => nonsenseModels(count, { seed: 67890, digitLed: true });

  it.each([null, 'Goodman', 'Daikin', 'Carrier', 'Bryant', 'Heil', 'Trane', 'American Standard'])('none of 20,000 decodes with brand %s', (brand) => {
    const hits: string[] = [];
    for (const raw of nonsense(20000)) if (decodeModelNumber(raw, brand) !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});

describe('§2.4 Bryant numeric furnaces', () => {
  it('310AAV036070 = 66 kBtu/h (code 070, §0.5), 1200 CFM; 355MAV042080 = 80 kBtu/h condensing size', () => {
    expect(decodeModelNumber('310AAV036070', 'Bryant')).toMatchObject({ type: 'furnaces', series: '310AAV', fields: { heating_input_kbtuh: 66, heating_input_code: '070', cooling_airflow_cfm: 1200 } });
    expect(decodeModelNumber('355MAV042080', 'Bryant')?.fields).toEqual({ heating_input_kbtuh: 80, cooling_airflow_cfm: 1400 });
    expect(decodeModelNumber('310AAV036075', 'Bryant')).toBeNull();
    expect(decodeModelNumber('310AAV036070', null)).toBeNull();
  });
});

describe('§1.4 Goodman furnaces before the 2006 key', () => {
  it('GMP075-3 = 75 kBtu/h, GMPN100-4 = 100 kBtu/h, GMNT080-3 condensing (service-instruction model list, I0-213D)', () => {
    expect(mustDecode(GOODMAN_RULES, 'GMP075-3')).toMatchObject({ type: 'furnaces', series: 'GMP', fields: { heating_input_kbtuh: 75 } });
    expect(mustDecode(GOODMAN_RULES, 'GMPN100-4').fields).toEqual({ heating_input_kbtuh: 100 });
    expect(mustDecode(GOODMAN_RULES, 'GMNT080-3').description).toContain('condensing');
    expect(decodeWith(GOODMAN_RULES, 'GMP085-3')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'GMP075-9')).toBeNull();
  });
  it('the other series RS6610003 titles as Central Furnaces (80 % GMPV, GMT, GMTH, GPD; 90 % GMNTE, GMNV, GSU): furnaces, no input read', () => {
    for (const model of ['GMT100-4', 'GMTH075-3', 'GMPV080-4', 'GPD070-3', 'GMNTE080-4', 'GMNV100-4', 'GSU100-4', 'GMT075']) {
      const d = mustDecode(GOODMAN_RULES, model);
      expect(d).toMatchObject({ type: 'furnaces', rule: '§1.4 Goodman gas furnaces before the 2006 key' });
      expect(d.fields).toEqual({});
    }
    expect(mustDecode(GOODMAN_RULES, 'GSU100-4').description).toContain('condensing');
    expect(mustDecode(GOODMAN_RULES, 'GMT100-4').description).toContain('80 %');
    // Near misses: an input code outside the key, an unlisted series letter, a blower digit outside 2–6.
    expect(decodeWith(GOODMAN_RULES, 'GMT085-3')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'GMX100-4')).toBeNull();
    expect(decodeWith(GOODMAN_RULES, 'GSU100-8')).toBeNull();
  });
});

describe('§4.1 Trane outdoor units before the refrigerant digit, cut after the design letter', () => {
  it('installer\'s guide 18-BC39D6-4 "TWX060C Heat Pumps": 5 t heat pump; TTX036C the cooling twin; no electrical code read', () => {
    expect(mustDecode(TRANE_RULES, 'TWX060C')).toMatchObject({ type: 'heat pumps', series: 'TWX', fields: { cooling_capacity_tons: 5 } });
    expect(mustDecode(TRANE_RULES, 'TTX036C')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 3 } });
    expect(mustDecode(TRANE_RULES, 'TWX060C').fields).not.toHaveProperty('voltage');
    // Near misses: the air-handler letters after TW, a size off the grid.
    expect(decodeWith(TRANE_RULES, 'TWE036C')?.type).not.toBe('heat pumps');
    expect(decodeWith(TRANE_RULES, 'TWX065C')).toBeNull();
  });
});

describe('§4.1 Trane / American Standard outdoor units as printed on the plate', () => {
  it('a trailing service letter ("…1000AA") still reads: 4TTR4036L1000AA = 3 t R-410A 14 SEER [S6 key]', () => {
    expect(mustDecode(TRANE_RULES, '4TTR4036L1000AA').fields).toMatchObject({ cooling_capacity_tons: 3, refrigerant: 'R-410A', seer: 14 });
  });

  it('pre-refrigerant-digit TTP024 = 2 t, TTP018 = 1½ t [S5]; TWR036C100A0 = heat pump 3 t, 208/230-1', () => {
    expect(mustDecode(TRANE_RULES, 'TTP024', 'Trane')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 2 } });
    expect(mustDecode(TRANE_RULES, 'TTP018', 'Trane').fields.cooling_capacity_tons).toBe(1.5);
    const hp = mustDecode(TRANE_RULES, 'TWR036C100A0', 'Trane');
    expect(hp).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 3, phase: 1 } });
    expect(hp.fields.refrigerant).toBeUndefined();
    expect(decodeModelNumber('TTP024', null)).toBeNull();
    expect(decodeWith(TRANE_RULES, 'TTP027')).toBeNull();
  });
});

describe('§1.6 Daikin outdoor platforms', () => {
  it('DZ20VC0601B = heat pump 5 t 20 SEER class; DX17VSS181A (Daikin Fit) = AC 1½ t; both only with a brand', () => {
    expect(decodeModelNumber('DZ20VC0601B', 'Daikin')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 5, seer: 20 } });
    expect(decodeModelNumber('DX17VSS181A', 'Daikin')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 1.5 } });
    expect(decodeModelNumber('DX17VSS181A', null)).toBeNull();
    expect(decodeModelNumber('DX17VSS191A', 'Daikin')).toBeNull();
  });
});
