import { useState, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { t } from 'i18next';
import { HTTPError } from 'ky';
import { Input } from '@clinica/shared/antd';
import { notify } from '../notify/notify.ts';
import { useScreenTest, user } from '../test-support/screen-test.ts';
import { FormField } from '../components/form-field.tsx';
import { CatalogoCard, situacaoColumn, type CatalogoItem } from './catalogo-card.tsx';
import { ItemFormDialog } from './item-form-dialog.tsx';

interface Sala extends CatalogoItem {
  ativo: boolean;
}

const refusal = (status: number, mensagemUsuario: string): HTTPError => {
  const body = [{ mensagemUsuario }];
  const error = new HTTPError(new Response(JSON.stringify(body), { status }), new Request('http://api/gerenciar/sala'), {} as never);
  (error as unknown as { data: unknown }).data = body;
  return error;
};

const SALAS: Sala[] = [
  { id: 1, nome: 'Sala 1', ativo: true },
  { id: 2, nome: 'Consultório São João', ativo: false },
];

const nomeErrors = (v: { nome: string }) => new Map(v.nome.trim() ? [] : [['nome', 'NOME É OBRIGATÓRIO.']]);

/** A catalogue as an area builds one: the card and its form. */
function Salas({
  canWrite,
  save,
  remove,
}: {
  canWrite: boolean;
  save: (nome: string) => Promise<unknown>;
  remove: (sala: Sala) => Promise<unknown>;
}): ReactNode {
  const [open, setOpen] = useState(false);
  const [values] = useState({ nome: '' });
  return (
    <>
      <CatalogoCard<Sala>
        testId="catalogo-salas"
        title="Salas"
        newLabel="Nova sala"
        items={SALAS}
        loading={false}
        failed={false}
        columns={[{ title: 'Nome', dataIndex: 'nome' }, situacaoColumn<Sala>(t)]}
        canWrite={canWrite}
        onNew={() => setOpen(true)}
        onDelete={remove}
      />
      <ItemFormDialog<{ nome: string }>
        open={open}
        title="Nova sala"
        testId="salas-form"
        values={values}
        errorsOf={nomeErrors}
        labels={{ nome: 'Nome' }}
        fields={(control) => (
          <FormField control={control} name="nome" id="salas-form-nome" label="Nome" required>
            {(f) => <Input id="salas-form-nome" {...f} />}
          </FormField>
        )}
        onSave={(v) => save(v.nome)}
        saving={false}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('the list and form kit (CatalogoCard + ItemFormDialog)', () => {
  useScreenTest();

  it('lists the items with their situation, searched without accents; read-only without the write permission', async () => {
    render(<Salas canWrite={false} save={jest.fn()} remove={jest.fn()} />);
    const table = screen.getByTestId('catalogo-salas-tabela');
    expect(within(table).getByText('Sala 1').closest('tr')).toHaveTextContent('Ativo');
    expect(within(table).getByText('Consultório São João').closest('tr')).toHaveTextContent('Inativo');
    await user.type(screen.getByLabelText('Buscar em Salas'), 'sao joao');
    await waitFor(() => expect(within(table).queryByText('Sala 1')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Nova sala/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Sala 1' })).not.toBeInTheDocument();
  });

  it('a refused delete is said and the item stays', async () => {
    const remove = jest.fn().mockRejectedValue(refusal(409, 'Há agendamentos nesta sala.'));
    render(<Salas canWrite save={jest.fn()} remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Excluir Sala 1' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Há agendamentos nesta sala.', { title: 'Não foi possível concluir' }));
    expect(within(screen.getByTestId('catalogo-salas-tabela')).getByText('Sala 1')).toBeInTheDocument();
  });

  it("the form: a duplicate name (409) lands under 'Nome' with what was typed kept; a good one saves and closes", async () => {
    const save = jest.fn().mockRejectedValueOnce(refusal(409, 'Já existe uma sala com este nome.')).mockResolvedValueOnce({});
    render(<Salas canWrite save={save} remove={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: /Nova sala/ }));
    const form = await screen.findByTestId('salas-form');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(within(form).getByLabelText('Nome'), 'Sala 1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Já existe uma sala com este nome.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome')).toHaveValue('Sala 1');
    await user.type(within(form).getByLabelText('Nome'), ' B');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('salas-form')).not.toBeInTheDocument());
    expect(save).toHaveBeenLastCalledWith('Sala 1 B');
  });
});
