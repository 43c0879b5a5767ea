import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { useForm } from 'react-hook-form';
import { Input } from '@clinica/shared/antd';
import { notify } from '../notify/notify.ts';
import { initI18n } from '../i18n/i18n.ts';
import { FormField } from '../components/form-field.tsx';
import { showSaveError } from './save-error.ts';

interface Values {
  nome: string;
  profissao: string;
}

const LABELS: Record<keyof Values, string> = { nome: 'Nome', profissao: 'Profissão' };

const refusal = (status: number, body: unknown): HTTPError => {
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://api/gerenciar/x'), {} as never);
  (error as unknown as { data: unknown }).data = body;
  return error;
};

/** A form that saves through `save` and shows a refusal with the helper, as a screen does. */
function Form({ save, conflictField }: { save: () => Promise<void>; conflictField?: keyof Values }): ReactNode {
  const form = useForm<Values>({ defaultValues: { nome: 'Ana', profissao: 'Arquiteta' } });
  const submit = form.handleSubmit(async () => {
    try {
      await save();
    } catch (error) {
      showSaveError(error, form.setError, {
        toPath: (campo) => (campo in LABELS ? (campo as keyof Values) : undefined),
        labelOf: (path) => LABELS[path],
        conflictField,
        title: 'Não foi possível concluir',
        fallback: 'Não foi possível salvar.',
      });
    }
  });
  return (
    <>
      {(['nome', 'profissao'] as const).map((name) => (
        <FormField key={name} control={form.control} name={name} id={`f-${name}`} label={LABELS[name]}>
          {(f) => <Input id={`f-${name}`} {...f} />}
        </FormField>
      ))}
      <button onClick={() => void submit()}>Salvar</button>
    </>
  );
}

beforeAll(() => initI18n('pt'));

describe('showSaveError (a refused save on the form contract)', () => {
  let toast: jest.SpyInstance;
  beforeEach(() => {
    toast = jest.spyOn(notify, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => toast.mockRestore());

  it('puts a field error under its field with the label, focuses it, toasts it, and keeps what was typed', async () => {
    const save = jest.fn().mockRejectedValue(refusal(400, [{ mensagemUsuario: "O campo 'profissao' é longo demais.", campo: 'profissao' }]));
    render(<Form save={save} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = await screen.findByText("O campo 'Profissão' é longo demais.");
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Profissão'));
    expect(screen.getByLabelText('Profissão')).toHaveFocus();
    expect(toast).toHaveBeenCalledWith("O campo 'Profissão' é longo demais.", { title: 'Não foi possível concluir' });
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Maria');
    expect(screen.getByLabelText('Profissão')).toHaveValue('Arquiteta');
  });

  it('an error naming no field of the form is only a toast with the api message', async () => {
    const save = jest.fn().mockRejectedValue(refusal(400, [{ mensagemUsuario: 'Clínica fechada.', campo: 'outro' }]));
    render(<Form save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Clínica fechada.', { title: 'Não foi possível concluir' }));
    expect(screen.queryByText('Clínica fechada.')).toBeNull();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
  });

  it('without an api message the toast says the fallback', async () => {
    render(<Form save={jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Não foi possível salvar.', { title: 'Não foi possível concluir' }));
  });

  it('a conflict naming no field lands on the conflict field (a duplicate name)', async () => {
    const save = jest.fn().mockRejectedValue(refusal(409, [{ mensagemUsuario: 'Já existe uma sala com este nome.' }]));
    render(<Form save={save} conflictField="nome" />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const message = await screen.findByText('Já existe uma sala com este nome.');
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Nome'));
  });

  it("a save on a version someone else changed (409 tied to 'versao') is about the record: a toast, never under the conflict field", async () => {
    const message = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
    const save = jest.fn().mockRejectedValue(refusal(409, [{ mensagemUsuario: message, campo: 'versao' }]));
    render(<Form save={save} conflictField="nome" />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Maria' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(message, { title: 'Não foi possível concluir' }));
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Maria');
  });
});
