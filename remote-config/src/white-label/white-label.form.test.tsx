import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, useSession, useWhiteLabel } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, type ApiCall } from '@clinica/shared/test-support';
import { WhiteLabelFormCard } from './white-label.form.tsx';

const stored = {
  id: 1,
  nome: 'Clínica Demo',
  logo: null,
  favicon: null,
  corDoSistema: '#008B90',
  tituloDaPagida: 'Clínica Demo — Portal',
  usuarioAlteracao: 'Administrador',
  horarioAlteracao: '2026-11-20T13:00:00Z',
};

describe('white label form', () => {
  let calls: ApiCall[] = [];

  beforeAll(async () => {
    await initI18n('pt');
  });

  beforeEach(() => {
    calls = fakeApi({
      'GET gerenciar/customizacaoInterface/listarWhiteLabel': stored,
      'POST gerenciar/customizacaoInterface/cadastroWhiteLabel': (call: ApiCall) => ({ ...stored, ...(call.body as object) }),
    });
  });

  afterEach(() => useSession.getState().end('logout'));

  it('is read-only without GERENCIAR_CONFIGURACOES', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES'] }));
    render(<WhiteLabelFormCard />);
    expect(await screen.findByLabelText('Cor do sistema')).toBeDisabled();
    expect(screen.getByText(/só quem tem a permissão GERENCIAR_CONFIGURACOES/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('saves a new colour and title and applies them to the whole page at once', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    render(<WhiteLabelFormCard />);
    const color = await screen.findByLabelText('Cor do sistema');
    expect(screen.getByText('20/11/2026 10:00 — Administrador')).toBeInTheDocument();
    await userEvent.clear(color);
    await userEvent.type(color, '#aa3366');
    await userEvent.clear(screen.getByLabelText('Título da página'));
    await userEvent.type(screen.getByLabelText('Título da página'), 'Clínica Bem Estar');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(useWhiteLabel.getState().corDoSistema).toBe('#AA3366'));
    // Unchanged images are not sent (the server keeps them).
    expect(callsTo(calls, 'POST gerenciar/customizacaoInterface/cadastroWhiteLabel')[0]?.body).toEqual({
      nome: 'Clínica Demo',
      tituloDaPagida: 'Clínica Bem Estar',
      corDoSistema: '#AA3366',
    });
    expect(document.title).toBe('Clínica Bem Estar');
    expect(document.documentElement.style.getPropertyValue('--cor-sistema')).toBe('#AA3366');
  });

  it('flags an invalid colour and keeps what was typed', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    render(<WhiteLabelFormCard />);
    const color = await screen.findByLabelText('Cor do sistema');
    await userEvent.clear(color);
    await userEvent.type(color, 'verde');
    expect(await screen.findByText('Cor do sistema inválida.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(color).toHaveValue('verde');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
