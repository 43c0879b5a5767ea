import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bindRemoteLoader } from '../federation/remote-loader.ts';
import { initI18n } from '../i18n/i18n.ts';
import { RemoteModule } from './remote-module.tsx';

describe('RemoteModule', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });

  it("shows the portal's notice in its place when its remote is down, and loads it with its props on retry", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest.fn<Promise<unknown>, [string]>(() => Promise.reject(new Error('offline')));
    bindRemoteLoader(loader);
    render(
      <>
        <p>resto da ficha</p>
        <RemoteModule remote="financeiro" module="./DebitosFichaTab" area="Financeiro" props={{ pacienteId: 7 }} />
      </>,
    );
    expect(await screen.findByText('Não foi possível carregar esta área')).toBeInTheDocument();
    expect(screen.getByText('O módulo "Financeiro" não respondeu. As outras áreas continuam funcionando.')).toBeInTheDocument();
    expect(screen.getByText('resto da ficha')).toBeInTheDocument();

    loader.mockImplementation(() => Promise.resolve({ default: ({ pacienteId }: { pacienteId: number }) => <p>{`débitos de ${pacienteId}`}</p> }));
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('débitos de 7')).toBeInTheDocument();
    expect(loader).toHaveBeenLastCalledWith('financeiro/DebitosFichaTab');
  });
});

describe('RemoteModule while its remote does not answer', () => {
  beforeAll(async () => {
    await initI18n('pt');
  });

  it('asks for the module once, however often the page renders meanwhile', async () => {
    const loader = jest.fn<Promise<unknown>, [string]>(() => new Promise(() => undefined));
    bindRemoteLoader(loader);
    const { rerender } = render(<RemoteModule remote="estoque" module="./EstoquePage" area="Estoque" />);
    expect(await screen.findByText('Carregando…')).toBeInTheDocument();
    rerender(<RemoteModule remote="estoque" module="./EstoquePage" area="Estoque" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
