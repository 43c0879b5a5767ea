import { formatBRL, formatDate, formatDateTime, formatMonthYear, formatTime, parseDate, periodHeading } from './format.ts';

describe('formatters', () => {
  it('writes money as R$ with dot thousands and comma decimals', () => {
    expect(formatBRL(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(null)).toBe('R$ 0,00');
    expect(formatBRL(-10.5)).toBe('-R$ 10,50');
  });

  it('shows dates and times in America/Sao_Paulo whatever the instant zone', () => {
    // 02:30 UTC on 1 March is still 28 February, 23:30 in São Paulo (UTC-3).
    const instant = '2026-03-01T02:30:00Z';
    expect(formatDate(instant)).toBe('28/02/2026');
    expect(formatTime(instant)).toBe('23:30');
    expect(formatDateTime(new Date(instant))).toBe('28/02/2026 23:30');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('não é data')).toBe('');
  });

  it('parses typed dd/MM/yyyy dates and rejects impossible ones', () => {
    expect(parseDate('29/02/2024')?.toISODate()).toBe('2024-02-29');
    expect(parseDate('31/02/2026')).toBeUndefined();
    expect(parseDate('2026-01-01')).toBeUndefined();
  });

  it('names months as each language writes them: lower case in Portuguese and Spanish, in the clinic zone', () => {
    // 02:30 UTC on 1 December is still November in São Paulo
    expect(formatMonthYear('2026-12-01T02:30:00Z', 'pt')).toBe('novembro de 2026');
    expect(formatMonthYear('2026-11-26', 'es')).toBe('noviembre de 2026');
    expect(formatMonthYear('2026-11-26', 'en')).toBe('November 2026');
    expect(formatMonthYear(undefined, 'es')).toBe('');
  });

  it("heads a period as the language does: never 'Noviembre' in Spanish", () => {
    expect(periodHeading('noviembre de 2026', 'es')).toBe('noviembre de 2026');
    expect(periodHeading('novembro de 2026', 'pt')).toBe('Novembro de 2026');
    expect(periodHeading('November 2026', 'en')).toBe('November 2026');
    expect(periodHeading('23 – 29 de nov. de 2026', 'pt')).toBe('23 – 29 de nov. de 2026');
  });
});
