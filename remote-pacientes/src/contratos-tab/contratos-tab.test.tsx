import { render, screen, waitFor, within } from '@testing-library/react';
import { notify, useSession, type ProcedimentoDoPaciente } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import ContratosTab from './contratos-tab.tsx';
import type { Contrato } from './contratos.resource.ts';

const procedimento = { id: 4, nome: 'Botox' } as ProcedimentoDoPaciente;
const contrato = (id: number, extra: Partial<FakeAnswer<Contrato>> = {}): FakeAnswer<Contrato> => ({
  id,
  nomeContrato: `Contrato ${id}`,
  texto: `<p>Texto ${id}</p>`,
  arquivo: null,
  nomeArquivo: null,
  assinado: false,
  versaoAnteriorId: null,
  substituidoPorId: null,
  usuarioCadastro: 'Administrador',
  horarioCadastro: '2026-11-20T13:00:00.000Z',
  versao: 1,
  ...extra,
});

describe('Proposta/Contrato tab', () => {
  useScreenTest();
  let calls: ApiCall[] = [];
  let lista: FakeAnswer<Contrato>[] = [];
  beforeEach(() => {
    lista = [];
    calls = fakeApi({
      'POST gerenciar/contrato/listar': () => lista,
      'POST gerenciar/contrato/assinar': (call) => {
        const { id, status } = call.body as { id: number; status: boolean };
        if (!status) return apiError(409, 'não');
        lista = lista.map((c) => (c.id === id ? { ...c, assinado: true } : c));
        return { mensagem: 'Contrato assinado com sucesso', contrato: lista.find((c) => c.id === id)! };
      },
    });
  });

  it("shows the spec's empty text for a procedure without documents", async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE'] }));
    render(<ContratosTab pacienteId={7} procedimento={procedimento} />);
    expect(await screen.findByText('Não Existe Propostas ou contratos desse procedimento.')).toBeInTheDocument();
    expect(callsTo(calls, 'POST gerenciar/contrato/listar')[0]!.body).toEqual({ idPaciente: 7, procedimento: 4 });
  });

  it('signs at once from the switch; a signed contract cannot be unsigned, a replaced one cannot be edited; delete only with DELETAR_CONTRATOS', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE'] }));
    lista = [contrato(2, { versaoAnteriorId: 1 }), contrato(1, { assinado: true, substituidoPorId: 2 })];
    render(<ContratosTab pacienteId={7} procedimento={procedimento} />);
    const novo = await screen.findByTestId('contrato-2');
    const antigo = screen.getByTestId('contrato-1');
    expect(within(antigo).getByRole('switch')).toBeDisabled();
    expect(within(antigo).queryByRole('button', { name: 'Editar Contrato 1' })).not.toBeInTheDocument();
    expect(within(novo).getByRole('button', { name: 'Editar Contrato 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    await user.click(within(novo).getByRole('switch'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Contrato assinado com sucesso'));
    expect(callsTo(calls, 'POST gerenciar/contrato/assinar')[0]!.body).toEqual({ id: 2, status: true });
    await waitFor(() => expect(within(screen.getByTestId('contrato-2')).getByRole('switch')).toBeDisabled());
  });

  it('offers delete with DELETAR_CONTRATOS, and download instead of print for a file', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_PACIENTES', 'PROPOSTA_CONTRATO_FICHA_PACIENTE', 'DELETAR_CONTRATOS'] }));
    lista = [contrato(3, { texto: null, arquivo: 'gerenciar/contrato/arquivo/3', nomeArquivo: 'scan.png', nomeContrato: 'Scan' })];
    render(<ContratosTab pacienteId={7} procedimento={procedimento} />);
    const card = await screen.findByTestId('contrato-3');
    expect(within(card).getByRole('button', { name: 'Excluir Scan' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Baixar Scan' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Imprimir Scan' })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('Arquivo: scan.png');
  });
});
