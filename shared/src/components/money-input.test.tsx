import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MoneyInput, centavosOf } from './money-input.tsx';

function Field({ start }: { start: number | null }): ReactNode {
  const [centavos, setCentavos] = useState(start);
  return (
    <>
      <MoneyInput aria-label="Valor" value={centavos} onChange={setCentavos} />
      <output>{String(centavos)}</output>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Valor'), { target: { value: text } });

describe('MoneyInput', () => {
  it('reads typed digits as centavos from the right, as a till does', () => {
    render(<Field start={null} />);
    type('3');
    expect(screen.getByLabelText('Valor')).toHaveValue('R$ 0,03');
    type('R$ 0,035');
    type('R$ 0,350');
    type('R$ 3,5000');
    expect(screen.getByLabelText('Valor')).toHaveValue('R$ 350,00');
    expect(screen.getByRole('status')).toHaveTextContent('35000');
  });

  it('drops the last digit on backspace, shows thousands with dots, and empties to null', () => {
    render(<Field start={123456} />);
    expect(screen.getByLabelText('Valor')).toHaveValue('R$ 1.234,56');
    type('R$ 1.234,5');
    expect(screen.getByLabelText('Valor')).toHaveValue('R$ 123,45');
    type('');
    expect(screen.getByLabelText('Valor')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('ignores letters and signs, and caps the amount below the api limit', () => {
    expect(centavosOf('-R$ 12a,3')).toBe(123);
    expect(centavosOf('R$ 0,00')).toBeNull();
    expect(centavosOf('9'.repeat(20))).toBe(9_999_999_999);
  });
});
