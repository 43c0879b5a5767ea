import { render, screen, waitFor, within } from '@testing-library/react';
import { initI18n, useSession, type ProcedimentoDoPaciente } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, user } from '@clinica/shared/test-support';
import '../i18n/messages.ts';
import DebitosFichaTab from './debitos.ficha-tab.tsx';

const procedimento = { id: 3, nome: 'Implante capilar', ativo: true, valor: 0, etapas: [], versao: 1 } as ProcedimentoDoPaciente;
const parcela = (extra: object) => ({
  id: 51,
  valorReceita: 10000,
  formaPagamento: 'PIX' as const,
  parcela: 1,
  vencimento: '2026-11-27',
  diaPagamento: null,
  resposavelRecebimento: null,
  tipoLancamento: 'PARCELA' as const,
  status: 'Pendente' as const,
  ...extra,
});
const debito = (status: string, detalhes: object[]) => ({
  idOrcamento: 7,
  solicitacao: '2026-11-20T13:00:00Z',
  valorLiquido: 30000,
  status,
  idReceita: 40,
  nomeReceita: 'Orçamento 7',
  detalhesReceitas: detalhes.map((d) => parcela(d)),
});

describe("the record's Débitos tab", () => {
  useScreenTest();
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('lists the approved quotes (Data, Valor líquido, Status, Ações) and pays an instalment once from "Detalhes dos débitos", with its key', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_PACIENTES', 'DEBITO_FICHA_PACIENTE'] }));
    let pago = false;
    const calls = fakeApi({
      'GET gerenciar/financeiro/debitosPaciente': () =>
        pago
          ? [debito('PAGO', [{ status: 'PAGO', diaPagamento: '2026-11-27T15:00:00Z', resposavelRecebimento: 'Dra. Helena Prado' }])]
          : [debito('Pendente', [{}])],
      'POST gerenciar/financeiro/pagamentoReceita': () => {
        pago = true;
        return { titulo: 'Receita paga!', mensagem: 'Receita paga com sucesso', detalhesReceitas: [] };
      },
    });
    render(<DebitosFichaTab pacienteId={9} procedimento={procedimento} />);
    const linha = (await screen.findByText('Orçamento 7')).closest('tr')!;
    expect(within(linha).getByText('R$ 300,00')).toBeInTheDocument();
    expect(within(linha).getByTestId('status-debito')).toHaveTextContent('Pendente');
    expect(callsTo(calls, 'GET gerenciar/financeiro/debitosPaciente')[0]!.url.searchParams.get('pacienteId')).toBe('9');

    await user.click(within(linha).getByRole('button', { name: 'Detalhes dos débitos de Orçamento 7' }));
    const detalhes = await screen.findByTestId('detalhes-debitos');
    await user.click(within(detalhes).getByRole('button', { name: 'Pagar parcela 1' }));
    const confirmar = await screen.findByRole('button', { name: 'Confirmar pagamento' });
    await user.dblClick(confirmar);
    await waitFor(() => expect(within(detalhes).getByTestId('status-parcela')).toHaveTextContent('PAGO'));
    expect(within(detalhes).getByTestId('recebido')).toHaveTextContent('Dra. Helena Prado');
    const pagamentos = callsTo(calls, 'POST gerenciar/financeiro/pagamentoReceita');
    expect(pagamentos).toHaveLength(1);
    expect(pagamentos[0]!.body).toEqual({ detalhesReceitas: [{ id: 51, formaPagamento: 'PIX' }] });
  });

  it('offers no payment to a user who may only read finance', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_FINANCEIRO'] }));
    fakeApi({ 'GET gerenciar/financeiro/debitosPaciente': [debito('Pendente', [{}])] });
    render(<DebitosFichaTab pacienteId={9} procedimento={procedimento} />);
    await user.click(await screen.findByRole('button', { name: 'Detalhes dos débitos de Orçamento 7' }));
    const detalhes = await screen.findByTestId('detalhes-debitos');
    expect(within(detalhes).getByTestId('status-parcela')).toHaveTextContent('Pendente');
    expect(within(detalhes).queryByRole('button', { name: 'Pagar parcela 1' })).not.toBeInTheDocument();
  });
});
