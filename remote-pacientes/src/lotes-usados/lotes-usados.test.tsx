import { render, screen, within } from '@testing-library/react';
import { apiError, callsTo, fakeApi, useScreenTest } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import { LotesUsados } from './lotes-usados.tsx';

describe("lots used on the patient (record's Agendamentos tab)", () => {
  useScreenTest();

  it('shows each product used in this procedure with lot, validade, quantity net of returns, date and who', async () => {
    const calls = fakeApi({
      'GET gerenciar/paciente/7/lotes': [
        {
          saidaId: 90,
          horario: '2026-11-20T13:30:00Z',
          produtoId: 1,
          nomeProduto: 'Toxina botulínica',
          unidade: 'frasco',
          lote: 'BX-01',
          validade: '2027-03-01',
          quantidade: 2,
          procedimento: { id: 3, nome: 'Botox' },
          usuario: 'Estoque',
        },
      ],
    });
    render(<LotesUsados pacienteId={7} procedimentoId={3} />);
    const secao = screen.getByTestId('lotes-usados');
    expect(within(secao).getByText('Lotes usados no paciente')).toBeInTheDocument();
    const linha = (await within(secao).findByText('Toxina botulínica')).closest('tr')!;
    expect(linha).toHaveTextContent('BX-01');
    expect(linha).toHaveTextContent('01/03/2027');
    expect(linha).toHaveTextContent('2 frasco');
    expect(linha).toHaveTextContent('20/11/2026 10:30');
    expect(linha).toHaveTextContent('Estoque');
    expect(callsTo(calls, 'GET gerenciar/paciente/7/lotes')[0]!.url.searchParams.get('procedimentoId')).toBe('3');
  });

  it('says when none was used, and when they could not be read', async () => {
    fakeApi({ 'GET gerenciar/paciente/7/lotes': [], 'GET gerenciar/paciente/8/lotes': apiError(403, 'Usuário sem permissão de acessar essa rota.') });
    const { unmount } = render(<LotesUsados pacienteId={7} procedimentoId={3} />);
    expect(await screen.findByText('Nenhum produto do estoque foi lançado para este paciente neste procedimento.')).toBeInTheDocument();
    unmount();
    render(<LotesUsados pacienteId={8} procedimentoId={3} />);
    expect(await screen.findByText('Não foi possível carregar os lotes usados.')).toBeInTheDocument();
  });
});
