// Expected values from Carrier Form 38A-19PD "GEMINI 38ARZ007-012, 38ARS012, 38ARD012-024, 38AKS014-024 with 40RM007-028 …
// Commercial Air-Cooled Split Systems 6 to 20 Nominal Tons" (38ARZ single circuit scroll, 38ARS single circuit
// semi-hermetic, 38ARD dual circuit scroll, 38AKS single circuit semi-hermetic), 38AR-01PD (38ARZ/ARD sizes 007–028, 50 Hz),
// "38AKS013-024 Air-Cooled Condensing Units", Form 38A-9SI (38AK007, 008, 012), and "40RM007-034, 40RMQ008-028, 40RMS008-034
// Packaged Air-Handling Units": condensing units are split cooling units, 40RM units air handlers; no size is paired with
// its tons in those titles, so no capacity is read. 40RM-008--B600HC is a 40RM plate as a public RFQ (GRDA RFQ 11332) quotes it.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CARRIER_GEMINI_38AR_40RM_RULES } from './gemini-38ar-40rm';

const d = (model: string, brand = 'Carrier') => firstDecode(CARRIER_GEMINI_38AR_40RM_RULES, model, brand);

describe('Carrier Gemini 38AR / 38AKS / 38AK condensing units', () => {
  it('every series of the titles, with and without the plate options: air conditioners, type only', () => {
    expect(d('38ARZ007')).toMatchObject({ type: 'air conditioners', series: '38ARZ', fields: {} });
    expect(d('38ARZ028')?.series).toBe('38ARZ');
    expect(d('38ARS012')).toMatchObject({ type: 'air conditioners', series: '38ARS', description: 'commercial air-cooled condensing unit, single circuit, semi-hermetic compressor' });
    expect(d('38ARD024')).toMatchObject({ series: '38ARD', description: 'commercial air-cooled condensing unit, dual circuit, scroll compressor' });
    expect(d('38AKS013')?.series).toBe('38AKS');
    expect(d('38AKS008')?.series).toBe('38AKS');
    expect(d('38AK012')?.series).toBe('38AK');
  });

  it('sizes outside the titles and other brands stay out', () => {
    expect(d('38ARS014')).toBeNull();
    expect(d('38ARZ006')).toBeNull();
    expect(d('38ARD030')).toBeNull();
    expect(d('38AKS028')).toBeNull();
    expect(d('38AK009')).toBeNull();
    expect(d('38ARS012', 'Bryant')).toBeNull();
    expect(d('38ARS012', '')).toBeNull();
  });
});

describe('Carrier 40RM / 40RMQ / 40RMS packaged air handlers', () => {
  it('direct expansion, heat pump and chilled-water units, dashes as plates print them: air handlers, type only', () => {
    expect(d('40RM-008--B600HC')).toMatchObject({ type: 'air handlers', series: '40RM', fields: {} });
    expect(d('40RM016')?.series).toBe('40RM');
    expect(d('40RM007S')?.series).toBe('40RM');
    expect(d('40RMQ028')).toMatchObject({ series: '40RMQ', description: 'packaged air-handling unit, heat pump' });
    expect(d('40RMS034')).toMatchObject({ series: '40RMS', description: 'packaged air-handling unit, chilled water' });
  });

  it('sizes outside the title ranges and other brands stay out', () => {
    expect(d('40RM036')).toBeNull();
    expect(d('40RMQ034')).toBeNull();
    expect(d('40RMS007')).toBeNull();
    expect(d('40RM012', 'Bryant')).toBeNull();
  });

  it('the shipped decoder list reads them with the brand', () => {
    expect(decodeModelNumber('40RM-008--B600HC', 'Carrier')?.type).toBe('air handlers');
    expect(decodeModelNumber('38ARD012', 'Carrier')?.type).toBe('air conditioners');
  });
});
