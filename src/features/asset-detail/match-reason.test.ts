import { describe, expect, it } from 'vitest';
import { matchReasonText } from './match-reason';

describe('matchReasonText', () => {
  it('writes the leading match-type code as its label', () => {
    expect(matchReasonText('exact_match: the model number equals the catalog model')).toBe('Exact match: the model number equals the catalog model');
    expect(matchReasonText('possible_match: one typo away; GSX130361 fits equally well')).toBe('Possible match: one typo away; GSX130361 fits equally well');
  });

  it('leaves a reason without a leading code, or with the code elsewhere, as it is', () => {
    expect(matchReasonText('no catalog model fits XYZ')).toBe('no catalog model fits XYZ');
    expect(matchReasonText('the input reads exact_match: here')).toBe('the input reads exact_match: here');
  });
});
