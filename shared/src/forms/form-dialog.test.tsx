import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { MASKS } from '../brazil/masks.ts';
import { initI18n } from '../i18n/i18n.ts';
import { FormField } from '../components/form-field.tsx';
import { MaskedInput } from '../components/masked-input.tsx';
import { FormDialog } from './form-dialog.tsx';
import { serverFieldErrors } from './server-field-errors.ts';

interface Values {
  nome: string;
  celular: string;
  profissao: string;
}

const LABELS: Record<keyof Values, string> = { nome: 'Nome', celular: 'Celular', profissao: 'Profissão' };
const errorsOf = (values: Values) => ({
  nome: values.nome.trim() ? undefined : 'NOME É OBRIGATÓRIO.',
  celular: values.celular ? undefined : 'CELULAR É OBRIGATÓRIO.',
});
// the screens use valibotResolver(rulesSchema(...)); the same rules as a bare resolver here
const resolver: Resolver<Values> = (values) => {
  const errors = Object.fromEntries(Object.entries(errorsOf(values)).flatMap(([path, message]) => (message ? [[path, { type: 'rule', message }]] : [])));
  return Promise.resolve(Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} });
};

/** A small form on the contract, as a screen builds one. */
function Dialog({ stored, save }: { stored: Values; save: (values: Values) => Promise<void> }): ReactNode {
  const form = useForm<Values>({ resolver, mode: 'all', defaultValues: stored });
  const values = useWatch({ control: form.control }) as Values;
  const invalid = Object.entries(errorsOf(values)).flatMap(([path, message]) => (message ? [{ id: `f-${path}`, label: LABELS[path as keyof Values] }] : []));
  const submit = form.handleSubmit(async (typed) => {
    try {
      await save(typed);
    } catch (error) {
      for (const field of serverFieldErrors(
        error,
        (campo) => (campo in LABELS ? campo : undefined),
        (path) => LABELS[path as keyof Values],
      ))
        form.setError(field.path as keyof Values, { type: 'server', message: field.message });
    }
  });
  const field = (name: keyof Values, props: { required?: boolean; maxLength?: number; mask?: object } = {}) => (
    <FormField control={form.control} name={name} id={`f-${name}`} label={LABELS[name]} required={props.required} errorsAfterChange>
      {(f) => <MaskedInput id={`f-${name}`} {...f} mask={props.mask} maxLength={props.maxLength} />}
    </FormField>
  );
  return (
    <FormDialog
      open
      title="Dados"
      onClose={() => undefined}
      invalid={invalid}
      showAviso={form.formState.isSubmitted || Object.keys(form.formState.touchedFields).length > 0}
      submitLabel="Salvar"
      cancelLabel="Cancelar"
      saving={false}
      canSubmit={invalid.length === 0}
      onSubmit={() => void submit()}
    >
      {field('nome', { required: true })}
      {field('celular', { required: true, mask: MASKS.mobileBR })}
      {field('profissao', { maxLength: 100 })}
    </FormDialog>
  );
}

const refusal = (body: unknown): HTTPError => {
  const response = new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
  const error = new HTTPError(response, new Request('http://api/gerenciar/paciente/cadastro'), {} as never);
  (error as unknown as { data: unknown }).data = body;
  return error;
};

beforeAll(() => initI18n('pt'));

describe('the form contract (FormDialog + FormField)', () => {
  it('marks required fields and formats a stored value with its mask as it loads', async () => {
    render(<Dialog stored={{ nome: 'Ana', celular: '31987654321', profissao: '' }} save={jest.fn()} />);
    const nome = await screen.findByLabelText('Nome');
    expect(nome.closest('.ant-form-item')!.querySelector('.ant-form-item-required')).not.toBeNull();
    expect(screen.getByLabelText('Profissão').closest('.ant-form-item')!.querySelector('.ant-form-item-required')).toBeNull();
    expect(screen.getByLabelText('Celular')).toHaveValue('(31) 98765-4321');
  });

  it('says what is missing when a required field is left, and lists it in the AVISO at the top', async () => {
    render(<Dialog stored={{ nome: '', celular: '31987654321', profissao: '' }} save={jest.fn()} />);
    const nome = await screen.findByLabelText('Nome');
    expect(screen.queryByText('NOME É OBRIGATÓRIO.')).toBeNull();
    act(() => nome.focus());
    fireEvent.blur(nome);
    expect(await screen.findByText('NOME É OBRIGATÓRIO.')).toBeInTheDocument();
    const aviso = screen.getByTestId('form-aviso');
    expect(aviso).toHaveTextContent('Campo Nome Inválido.');
    // first thing in the dialog's body, before any field
    expect(aviso.compareDocumentPosition(nome) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaving a field with a press elsewhere grows the AVISO only once the press is over, so the pressed element stays under the pointer', async () => {
    render(<Dialog stored={{ nome: '', celular: '31987654321', profissao: '' }} save={jest.fn()} />);
    const nome = await screen.findByLabelText('Nome');
    const profissao = screen.getByLabelText('Profissão');
    act(() => nome.focus());
    // the press on another field: pointer down, then the blur of the field being left
    fireEvent.pointerDown(profissao);
    fireEvent.blur(nome);
    expect(await screen.findByText('NOME É OBRIGATÓRIO.')).toBeInTheDocument();
    expect(screen.queryByTestId('form-aviso')).toBeNull();
    fireEvent.pointerUp(profissao);
    expect(await screen.findByTestId('form-aviso')).toHaveTextContent('Campo Nome Inválido.');
  });

  it('a click on the disabled Salvar shows every message instead of doing nothing', async () => {
    const save = jest.fn();
    render(<Dialog stored={{ nome: '', celular: '', profissao: '' }} save={save} />);
    const salvar = await screen.findByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();
    fireEvent.click(screen.getByTestId('form-dialog-salvar'));
    expect(await screen.findByText('NOME É OBRIGATÓRIO.')).toBeInTheDocument();
    expect(screen.getByText('CELULAR É OBRIGATÓRIO.')).toBeInTheDocument();
    expect(screen.getByTestId('form-aviso')).toHaveTextContent('Campo Celular Inválido.');
    expect(save).not.toHaveBeenCalled();
  });

  it('cuts typing at maxLength', async () => {
    render(<Dialog stored={{ nome: 'Ana', celular: '31987654321', profissao: '' }} save={jest.fn()} />);
    expect(await screen.findByLabelText('Profissão')).toHaveAttribute('maxlength', '100');
  });

  it("shows a server refusal under the field it names, in the user's words", async () => {
    const save = jest
      .fn()
      .mockRejectedValue(
        refusal([{ mensagemUsuario: "O campo 'profissao' deve ter no máximo 100 caracteres.", mensagemDesenvolvedor: 'body/profissao', campo: 'profissao' }]),
      );
    render(<Dialog stored={{ nome: 'Ana', celular: '31987654321', profissao: 'Arquiteta' }} save={save} />);
    const salvar = await screen.findByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(salvar).toBeEnabled());
    fireEvent.click(salvar);
    const message = await screen.findByText("O campo 'Profissão' deve ter no máximo 100 caracteres.");
    expect(message.closest('.ant-form-item')).toContainElement(screen.getByLabelText('Profissão'));
  });
});
