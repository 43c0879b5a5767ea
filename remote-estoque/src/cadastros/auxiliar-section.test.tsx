import { render, screen, waitFor, within } from '@testing-library/react';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { apiError, callsTo, fakeApi, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { AuxiliarSection } from './auxiliar-section.tsx';
import { AUXILIAR_REQUIRED, auxiliarErrors, emptyAuxiliar } from './auxiliar-form.ts';

describe('stock lookups', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    calls = fakeApi({
      'GET gerenciar/estoque/listarUnidadesMedida': [
        { codigo: 1, descricao: 'Ampola' },
        { codigo: 2, descricao: 'Frasco' },
      ],
      'POST gerenciar/estoque/cadastroUnidadeMedida': (call: ApiCall) =>
        (call.body as { descricao: string }).descricao === 'Ampola'
          ? apiError(409, 'Já existe uma unidade de medida com esta descrição.')
          : { codigo: 3, ...(call.body as { descricao: string }) },
      'DELETE gerenciar/estoque/deleteUnidadeMedida': (call: ApiCall) =>
        call.url.searchParams.get('codigo') === '1' ? apiError(409, 'Esta unidade de medida está em uso em produtos e não pode ser excluída.') : {},
    });
  });

  it('marks as required exactly the fields its rules refuse when blank', () => {
    expect(new Set(auxiliarErrors({ ...emptyAuxiliar(), nome: '  ' }).keys())).toEqual(AUXILIAR_REQUIRED);
  });

  it('creates a unit for the stock role, a duplicate refused under Descrição with what was typed kept; no delete without EDITAR_ESTOQUE', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE'] }));
    render(<AuxiliarSection tipo="unidadeMedida" />);
    await screen.findByText('Frasco');
    expect(screen.queryByRole('button', { name: 'Excluir Ampola' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nova unidade de medida/ }));
    const form = await screen.findByTestId('estoque-unidades-form');
    await user.type(within(form).getByLabelText('Descrição'), 'Ampola');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Já existe uma unidade de medida com esta descrição.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Descrição')).toHaveValue('Ampola');
    await user.clear(within(form).getByLabelText('Descrição'));
    await user.type(within(form).getByLabelText('Descrição'), ' Caixa ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('estoque-unidades-form')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST gerenciar/estoque/cadastroUnidadeMedida').at(-1)!.body).toEqual({ descricao: 'Caixa' });
  });

  it('deletes by codigo with EDITAR_ESTOQUE; one in use is refused with the api message and stays', async () => {
    useSession.getState().start(userToken({ authorities: ['ROLE_ESTOQUE', 'EDITAR_ESTOQUE'] }));
    render(<AuxiliarSection tipo="unidadeMedida" />);
    await user.click(await screen.findByLabelText('Excluir Ampola'));
    await user.click(await screen.findByText('Excluir', { selector: '.ant-popconfirm button span' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Esta unidade de medida está em uso em produtos e não pode ser excluída.', {
        title: 'Não foi possível concluir',
      }),
    );
    expect(screen.getByTestId('estoque-unidades-tabela')).toHaveTextContent('Ampola');
    await user.click(screen.getByLabelText('Excluir Frasco'));
    const popconfirms = await screen.findAllByText('Excluir', { selector: '.ant-popconfirm button span' });
    await user.click(popconfirms.at(-1)!);
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE gerenciar/estoque/deleteUnidadeMedida').map((call) => call.url.searchParams.get('codigo'))).toEqual(['1', '2']),
    );
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
  });
});
