import { useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiaFiltro, mascaraData } from './dia-filtro.tsx';

function Filtro({ start }: { start?: string }): ReactNode {
  const [dia, setDia] = useState(start);
  return (
    <>
      <DiaFiltro label="Início" value={dia} onChange={setDia} />
      <output>{dia ?? 'nenhum'}</output>
      <button type="button" onClick={() => setDia('2026-01-31')}>
        Endereço
      </button>
    </>
  );
}

const campo = () => screen.getByLabelText('Início');
const dia = () => screen.getByRole('status');

describe('DiaFiltro', () => {
  it('puts the slashes in as digits are typed, at most a whole day', () => {
    expect(mascaraData('2')).toBe('2');
    expect(mascaraData('2711')).toBe('27/11');
    expect(mascaraData('27a11b2026999')).toBe('27/11/2026');
  });

  it('hands on a whole, real day as aaaa-mm-dd; a day that does not exist is marked and not handed on', async () => {
    const user = userEvent.setup();
    render(<Filtro />);
    await user.type(campo(), '27112026');
    expect(campo()).toHaveValue('27/11/2026');
    expect(dia()).toHaveTextContent('2026-11-27');

    await user.clear(campo());
    expect(dia()).toHaveTextContent('nenhum');
    await user.type(campo(), '31022026');
    expect(campo()).toHaveAttribute('aria-invalid', 'true');
    expect(dia()).toHaveTextContent('nenhum');
  });

  it('shows a day set from outside (the address)', async () => {
    const user = userEvent.setup();
    render(<Filtro start="2026-11-01" />);
    expect(campo()).toHaveValue('01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Endereço' }));
    expect(campo()).toHaveValue('31/01/2026');
  });
});
