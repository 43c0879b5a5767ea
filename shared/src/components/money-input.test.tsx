import { useState, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyInput, centavosOf, typedMoneyText } from './money-input.tsx';

function Field({ start }: { start: number | null }): ReactNode {
  const [centavos, setCentavos] = useState(start);
  return (
    <>
      <MoneyInput aria-label="Valor" value={centavos} onChange={setCentavos} />
      <output>{String(centavos)}</output>
      <button type="button" onClick={() => setCentavos(null)}>
        Limpar
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Valor');
const held = () => screen.getByRole('status');

describe('MoneyInput', () => {
  it('reads what is typed as reais, as the price is read: 1500 is R$ 1.500,00', async () => {
    const user = userEvent.setup();
    render(<Field start={null} />);
    await user.type(field(), '1500');
    // while typing: the amount as typed, with its thousands dot
    expect(field()).toHaveValue('R$ 1.500');
    expect(held()).toHaveTextContent('150000');
    // on leaving: the whole amount
    await user.tab();
    expect(field()).toHaveValue('R$ 1.500,00');
    expect(held()).toHaveTextContent('150000');
  });

  it('takes a comma for the centavos, two at most', async () => {
    const user = userEvent.setup();
    render(<Field start={null} />);
    await user.type(field(), '150,5');
    expect(field()).toHaveValue('R$ 150,5');
    expect(held()).toHaveTextContent('15050');
    await user.type(field(), '79');
    expect(field()).toHaveValue('R$ 150,57');
    expect(held()).toHaveTextContent('15057');
    await user.tab();
    expect(field()).toHaveValue('R$ 150,57');
  });

  it('shows a stored amount whole; select and type replaces it, backspace and empty give null', async () => {
    const user = userEvent.setup();
    render(<Field start={123456} />);
    expect(field()).toHaveValue('R$ 1.234,56');
    await user.tripleClick(field());
    await user.keyboard('89');
    expect(field()).toHaveValue('R$ 89');
    expect(held()).toHaveTextContent('8900');
    await user.keyboard('{Backspace}');
    expect(field()).toHaveValue('R$ 8');
    expect(held()).toHaveTextContent('800');
    await user.keyboard('{Backspace}');
    expect(field()).toHaveValue('');
    expect(held()).toHaveTextContent('null');
  });

  it('keeps the caret after the digit typed in the middle, across the thousands dot', async () => {
    const user = userEvent.setup();
    render(<Field start={null} />);
    await user.type(field(), '1500');
    // 'R$ 1.5|00' → type 2 → 'R$ 15.200', caret after the 2
    await user.type(field(), '2', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(field()).toHaveValue('R$ 15.200');
    expect((field() as HTMLInputElement).selectionStart).toBe(7);
    expect(held()).toHaveTextContent('1520000');
  });

  it('follows a value changed from outside while the field is being typed in', () => {
    render(<Field start={null} />);
    fireEvent.focus(field());
    fireEvent.change(field(), { target: { value: '42' } });
    expect(field()).toHaveValue('R$ 42');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(field()).toHaveValue('');
  });

  it('ignores letters, signs and dots as decimals, and caps the amount below the api limit', () => {
    expect(centavosOf('-R$ 12a,3')).toBe(1230);
    expect(centavosOf('R$ 1.234,56')).toBe(123456);
    expect(centavosOf('1.5')).toBe(1500);
    expect(centavosOf('R$ 0,00')).toBe(0);
    expect(centavosOf(',5')).toBe(50);
    expect(centavosOf('12,345,6')).toBe(1234);
    expect(centavosOf('R$ ')).toBeNull();
    expect(centavosOf('')).toBeNull();
    expect(centavosOf('9'.repeat(20))).toBe(9_999_999_900);
    expect(typedMoneyText('0001234567,899')).toBe('R$ 1.234.567,89');
    expect(typedMoneyText(',')).toBe('R$ 0,');
    expect(typedMoneyText('abc')).toBe('');
  });
});
