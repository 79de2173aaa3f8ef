import { describe, expect, it } from 'vitest';
import { PRIVATE_LABEL_DUCTLESS_RULES } from './private-label';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';

// Expected classes against the rated cooling Btu/h the NRCan ccASHP rows print for each pairing (independent of the code).
describe('private-label ductless: the size code is the nominal class (NRCan rated cooling within 12 %)', () => {
  it.each([
    ['DIY-12-HP-C-115B', 'Mrcool', 12, 12000],
    ['DIY-24-HP-C-230B', 'Mrcool', 24, 23000],
    ['O-HH-18-HP-C-230', 'Mrcool', 18, 17000],
    ['MULTI4-36HP230V1', 'Mrcool', 36, 33000],
    ['SENA/24HF/OZ', 'Senville', 24, 24000],
    ['SENA/30HF/MOZ', 'Senville', 30, 28000],
    ['YN009GMFI22RPD', 'Pioneer', 9, 9000],
    ['KSIH018-H220-O', 'Klimaire', 18, 17000],
    ['TW18HQ2A3DO', 'Tosot', 18, 18000],
    ['TM30H4O', 'Tosot', 30, 28400],
    ['AST-24UW3SDN01', 'Hisense', 24, 23400],
    ['AMW2-18U3SFA', 'Hisense', 18, 18000],
  ])('%s (%s) → %i kBtu/h (rated %i Btu/h)', (model, brand, kbtuh, ratedBtuh) => {
    const d = mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, model, brand);
    expect(d.type).toBe('mini-splits');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(Math.abs(ratedBtuh / 1000 - kbtuh) / kbtuh).toBeLessThanOrEqual(0.12);
  });

  it('reads indoor / outdoor where the model says it', () => {
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'DIY-24-HP-WMAH-230B', 'Mrcool').description).toContain('indoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'O-ES-12-HP-C-230', 'Mrcool').description).toContain('outdoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'SENA/12HF/ICZ', 'Senville').description).toContain('indoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'WS012AMFI22HLD', 'Pioneer').description).toContain('indoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'KSIE009-H221-IW', 'Klimaire').description).toContain('indoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'TW12HQ2C2AI(WIFI)', 'Tosot').description).toContain('indoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'TW24HM1CID/O', 'Tosot').description).toContain('outdoor');
    expect(mustDecode(PRIVATE_LABEL_DUCTLESS_RULES, 'AUW-12U3SS', 'Hisense').description).toContain('outdoor');
  });

  it('needs the brand: none of these shapes decodes without it or under another brand', () => {
    expect(decodeModelNumber('DIY-12-HP-C-115B', null)).toBeNull();
    expect(decodeModelNumber('SENA/09HF/OZ', 'Gree')).toBeNull();
    expect(decodeModelNumber('YN009GMFI22RPD', 'Midea')).toBeNull();
  });

  it.each([
    ['DIY-13-HP-C-115B', 'Mrcool'],
    ['DIY-12-HP-C-220B', 'Mrcool'],
    ['MULTI6-36HP230V1', 'Mrcool'],
    ['SENA/10HF/OZ', 'Senville'],
    ['SENA09HF', 'Senville'],
    ['WS010AMFI22HLD', 'Pioneer'],
    ['KSIE010-H221-O', 'Klimaire'],
    ['TW10HQ2A1DO', 'Tosot'],
    ['TU36-24WADU', 'Tosot'],
    ['AS-10UW3SXE00', 'Hisense'],
    ['AMW6-36U3STA', 'Hisense'],
  ])('%s (%s) does not decode', (model, brand) => {
    expect(decodeWith(PRIVATE_LABEL_DUCTLESS_RULES, model, brand)).toBeNull();
  });
});
