import { isHexColor, shade, systemShades } from './color.ts';

describe('system colour', () => {
  it('accepts only #RRGGBB', () => {
    expect(isHexColor('#008B90')).toBe(true);
    expect(isHexColor('#008b9')).toBe(false);
    expect(isHexColor('verde')).toBe(false);
  });

  it('derives lighter, darker and 30% lighter shades from the default colour', () => {
    const shades = systemShades('#008B90');
    expect(shades.base).toBe('#008B90');
    expect(shades.lighter30).toBe(shade('#008B90', 0.3));
    expect(shades.lighter30).toBe('#4DAEB1');
    expect(shades.darker).toBe('#006F73');
    expect(shade('#000000', 1)).toBe('#FFFFFF');
  });
});
