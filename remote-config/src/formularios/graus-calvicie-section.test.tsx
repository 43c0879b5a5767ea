import { render, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import { callsTo, fakeApi, useScreenTest, user, type ApiCall } from '@clinica/shared/test-support';
import { GrausCalvicieSection } from './graus-calvicie-section.tsx';
import { GRAU_REQUIRED, emptyGrau, grauErrors } from './grau-calvicie-form.ts';

const grau = {
  id: 3,
  grau: 'Grau II',
  ordenacao: 2,
  imagemPreenchida: '/api/arquivos/grau-calvicie/3/preenchida?v=abc',
  imagemNaoPreenchida: null,
  escolhida: false,
  versao: 1,
};

describe('baldness degrees section', () => {
  useScreenTest();
  let calls: ApiCall[] = [];

  beforeEach(() => {
    useSession.getState().start(userToken({ authorities: ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'] }));
    calls = fakeApi({
      'GET gerenciar/formulario/grauCalvicie/listarTodos': [grau],
      'PUT gerenciar/formulario/grauCalvicie/editar': (call: ApiCall) => ({ ...grau, ...(call.body as object) }),
      'POST gerenciar/formulario/grauCalvicie/cadastro': (call: ApiCall) => ({ ...grau, id: 4, ...(call.body as object) }),
    });
  });

  it('marks as required exactly the fields its rules refuse when blank', () => {
    expect(new Set(grauErrors({ ...emptyGrau(), grau: ' ', ordenacao: null }).keys())).toEqual(GRAU_REQUIRED);
  });

  it('shows each degree with its pictures, offers the next position to a new one, and sends a picture left alone as its address', async () => {
    render(<GrausCalvicieSection />);
    const row = (await within(await screen.findByTestId('catalogo-graus-tabela')).findByText('Grau II')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Imagem escolhida do Grau II' })).toHaveAttribute('src', grau.imagemPreenchida);
    await user.click(screen.getByRole('button', { name: /Novo grau/ }));
    expect(within(await screen.findByTestId('grau-form')).getByLabelText('Ordem')).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(within(row).getByLabelText('Editar Grau II'));
    const form = await screen.findByTestId('grau-form');
    await user.clear(within(form).getByLabelText('Grau'));
    await user.type(within(form).getByLabelText('Grau'), 'Grau II A');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/formulario/grauCalvicie/editar')).toHaveLength(1));
    expect(callsTo(calls, 'PUT gerenciar/formulario/grauCalvicie/editar')[0]!.body).toEqual({
      id: 3,
      versao: 1,
      grau: 'Grau II A',
      ordenacao: 2,
      imagemPreenchida: grau.imagemPreenchida,
      imagemNaoPreenchida: null,
    });
  });
});
