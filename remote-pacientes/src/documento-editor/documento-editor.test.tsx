import { render, screen, waitFor, within } from '@testing-library/react';
import { http, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall, type FakeAnswer } from '@clinica/shared/test-support';
import { DocumentoEditorDialog, EscolherLayoutDialog, type Layout } from './index.ts';

const layout = (id: number, nome: string): FakeAnswer<Layout> => ({ id, nome, texto: '<p>x</p>', tipoLayout: 'ATESTADO', exames: [] });

describe('documento-editor', () => {
  useScreenTest();
  let calls: ApiCall[] = [];
  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ATESTADO_FICHA_PACIENTE'] }));
    calls = fakeApi({
      'POST layout/listar': [layout(1, 'Atestado de comparecimento'), layout(2, 'Atestado de repouso')],
      'POST layout/preencherLayout': (call: ApiCall) =>
        (call.body as { idLayout: number }).idLayout === 9
          ? apiError(422, 'Variáveis sem valor: REGISTRO_PROFISSIONAL')
          : new Response('<p>Atesto que Maria Souza compareceu.</p>', { headers: { 'Content-Type': 'text/html' } }),
    });
  });

  it('offers the layouts of one type, filterable by name, and confirms only once one is chosen', async () => {
    const onConfirm = jest.fn();
    render(<EscolherLayoutDialog open tipo="ATESTADO" titulo="Gerar atestado" procedimento={4} onConfirm={onConfirm} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirmar).toBeDisabled();
    await waitFor(() => expect(callsTo(calls, 'POST layout/listar')).toHaveLength(1));
    expect(callsTo(calls, 'POST layout/listar')[0]!.body).toEqual({ tipoDeLayout: 'ATESTADO', procedimento: 4 });
    await user.type(within(dialog).getByLabelText('Gerar atestado'), 'repouso');
    expect(await screen.findByTitle('Atestado de repouso')).toBeInTheDocument();
    expect(screen.queryByTitle('Atestado de comparecimento')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('Atestado de repouso'));
    await user.click(confirmar);
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 2, nome: 'Atestado de repouso' }));
  });

  it('starts from the layout filled for the patient, requires the name and keeps what was typed when the save fails', async () => {
    // the first save fails as a call fails (the http client's error with the api's body), the second succeeds
    const onSave = jest
      .fn()
      .mockImplementationOnce(() => http.post('layout/preencherLayout', { json: { idLayout: 9, idPaciente: 7 }, context: { silent: true } }).text())
      .mockResolvedValueOnce(undefined);
    render(
      <DocumentoEditorDialog
        open
        titulo="Novo documento"
        nomeLabel="Nome do layout"
        idLayout={1}
        preenchimento={{ idPaciente: 7, procedimento: 4 }}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Texto do documento' });
    await waitFor(() => expect(editor).toHaveTextContent('Atesto que Maria Souza compareceu.'));
    expect(callsTo(calls, 'POST layout/preencherLayout')[0]!.body).toEqual({ idLayout: 1, idPaciente: 7, procedimento: 4 });
    await user.click(screen.getByRole('button', { name: 'salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Nome do layout'), 'Contrato Botox');
    await user.click(screen.getByRole('button', { name: 'salvar' }));
    expect(await screen.findByText('Variáveis sem valor: REGISTRO_PROFISSIONAL')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do layout')).toHaveValue('Contrato Botox');
    await user.click(screen.getByRole('button', { name: 'salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    const [valores] = onSave.mock.lastCall as [{ nome: string; texto: string }];
    expect(valores.nome).toBe('Contrato Botox');
    expect(valores.texto).toContain('Atesto que Maria Souza compareceu.');
  });

  it("shows the api's message when the layout cannot be filled", async () => {
    render(<DocumentoEditorDialog open titulo="Gerar atestado" idLayout={9} preenchimento={{ idPaciente: 7 }} onSave={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByText('Variáveis sem valor: REGISTRO_PROFISSIONAL')).toBeInTheDocument();
  });

  it('edits a saved text without filling a layout', async () => {
    render(<DocumentoEditorDialog open titulo="Atestado" textoInicial="<p>Texto salvo</p>" onSave={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Texto do documento' })).toHaveTextContent('Texto salvo');
    expect(callsTo(calls, 'POST layout/preencherLayout')).toHaveLength(0);
  });
});
