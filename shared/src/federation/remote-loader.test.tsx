import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteComponent } from '../components/remote-component.tsx';
import { RemoteDialog } from '../components/remote-dialog.tsx';
import { bindRemoteLoader, loadRemoteModule } from './remote-loader.ts';

describe('remote loader', () => {
  it('loads through the runtime the host bound, by container and module name', async () => {
    const runtime = jest.fn(() => Promise.resolve({ default: 'module' }));
    bindRemoteLoader(runtime);
    await expect(loadRemoteModule('pacientes', './PacienteDialog')).resolves.toEqual({ default: 'module' });
    expect(runtime).toHaveBeenCalledWith('pacientes/PacienteDialog');
  });

  it('fails on a module without default export and on a remote that does not answer', async () => {
    bindRemoteLoader(() => Promise.resolve({}));
    await expect(loadRemoteModule('agenda', './Nada')).rejects.toThrow('agenda/./Nada has no default export');
    bindRemoteLoader(() => new Promise(() => undefined));
    await expect(loadRemoteModule('agenda', './Lento', 20)).rejects.toThrow('timed out after 20 ms');
  });

  it('renders a remote component with its props, or the fallback when the remote is down', async () => {
    bindRemoteLoader(() => Promise.resolve({ default: ({ nome }: { nome: string }) => <p>Olá, {nome}</p> }));
    render(<RemoteComponent remote="agenda" module="./Saudacao" props={{ nome: 'Ana' }} />);
    expect(await screen.findByText('Olá, Ana')).toBeInTheDocument();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bindRemoteLoader(() => Promise.reject(new Error('offline')));
    render(<RemoteComponent remote="agenda" module="./Outra" props={{}} fallback={<p>indisponível</p>} />);
    expect(await screen.findByText('indisponível')).toBeInTheDocument();
  });

  it("opens another app's dialog, or a notice that closes through the dialog's onClose when that app is down", async () => {
    bindRemoteLoader(() => Promise.resolve({ default: ({ titulo }: { titulo: string; onClose: () => void }) => <h2>{titulo}</h2> }));
    const { unmount } = render(
      <RemoteDialog
        remote="agenda"
        module="./Dialogo"
        props={{ titulo: 'Agendar', onClose: () => undefined }}
        loadingText="Carregando"
        unavailableText="Agenda indisponível"
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Agendar' })).toBeInTheDocument();
    unmount();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bindRemoteLoader(() => Promise.reject(new Error('offline')));
    const onClose = jest.fn();
    render(
      <RemoteDialog remote="agenda" module="./Dialogo" props={{ titulo: 'Agendar', onClose }} loadingText="Carregando" unavailableText="Agenda indisponível" />,
    );
    expect(await screen.findByText('Agenda indisponível')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
