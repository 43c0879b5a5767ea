import { PAGE_BACKGROUND, contrastRatio, isHexColor, readableWithWhite, shade, systemShades } from './color.ts';

describe('system colour', () => {
  it('accepts only #RRGGBB', () => {
    expect(isHexColor('#008B90')).toBe(true);
    expect(isHexColor('#008b9')).toBe(false);
    expect(isHexColor('verde')).toBe(false);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#008B90', '#FFFFFF')).toBeCloseTo(4.12, 2);
  });

  it('darkens the chosen colour just enough for white text to pass AA, whatever the clinic chooses', () => {
    // the default teal is 4.12:1 with white: a little darker
    const base = readableWithWhite('#008B90');
    expect(contrastRatio(base, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(base, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade('#008B90', -0.02), '#FFFFFF')).toBeLessThan(4.6);
    // a dark colour stays as it is; a light one (yellow) becomes a readable dark gold
    expect(readableWithWhite('#1A237E')).toBe('#1A237E');
    for (const chosen of ['#FFEB3B', '#FFFFFF', '#00FF00', '#FF69B4', '#8BC34A'])
      expect(contrastRatio(readableWithWhite(chosen), PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
  });

  it('derives the shades: base and darker carry text, the lighter ones keep the chosen hue', () => {
    const shades = systemShades('#008B90');
    expect(shades.base).toBe(readableWithWhite('#008B90'));
    expect(shades.darker).toBe(shade(shades.base, -0.2));
    expect(shades.lighter30).toBe(shade('#008B90', 0.3));
    expect(shades.lighter30).toBe('#4DAEB1');
    expect(shade('#000000', 1)).toBe('#FFFFFF');
  });
});
