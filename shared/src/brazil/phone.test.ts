import { applyMask } from './masks.ts';
import { formatPhone } from './phone.ts';

describe('formatPhone: one way to show a phone', () => {
  it('writes Brazilian landlines and mobiles with the area code, whatever the stored shape', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('(31) 9 8765-4321', '55')).toBe('(31) 98765-4321');
  });

  it('writes other dial codes as +code and digits, and nothing when there is no phone', () => {
    expect(formatPhone('912345678', '351')).toBe('+351 912345678');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('', '55')).toBe('');
  });

  it('writes a Brazilian number as the phone input mask does, at every length (short, stored half-typed or too long)', () => {
    for (const digits of ['1', '11', '113', '11333', '113333444', '1133334444', '11987654321', '119876543210'])
      expect(formatPhone(digits)).toBe(applyMask('phoneBR', digits));
  });
});
