import { GS, gtin14, lerGs1 } from './gs1.ts';

describe('reading a GS1 DataMatrix typed by a scanner', () => {
  it('reads GTIN, lot, expiry and serial with the group separator, with the ]d2 prefix, and in the printed (parenthesised) form', () => {
    const esperado = { gtin: '07891234567895', lote: '12AB-34', validade: '2027-05-31', serie: 'SN998877' };
    expect(lerGs1(`010789123456789517270531` + `1012AB-34${GS}21SN998877`)).toEqual(esperado);
    expect(lerGs1(`]d2010789123456789517270531` + `1012AB-34${GS}21SN998877`)).toEqual(esperado);
    expect(lerGs1('(01)07891234567895(17)270531(10)12AB-34(21)SN998877')).toEqual(esperado);
  });

  it("takes an expiry day 00 as the month's last day", () => {
    expect(lerGs1('(01)07891234567895(17)270200(10)L1')?.validade).toBe('2027-02-28');
  });

  it('reads what there is (a code with lot only), and nothing from text that is no GS1 code or whose GTIN is wrong', () => {
    expect(lerGs1('(10)LOTE9')).toEqual({ lote: 'LOTE9' });
    expect(lerGs1('Dipirona')).toBeUndefined();
    expect(lerGs1('')).toBeUndefined();
    expect(lerGs1('(01)07891234567890(10)L1')).toBeUndefined();
  });

  it('pads GTIN-8/12/13 to 14 digits and checks the check digit', () => {
    expect(gtin14('4006381333931')).toBe('04006381333931');
    expect(gtin14('96385074')).toBe('00000096385074');
    expect(gtin14('4006381333932')).toBeUndefined();
    expect(gtin14('12345')).toBeUndefined();
  });
});
