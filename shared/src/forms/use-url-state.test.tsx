import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@clinica/shared/router';
import { useUrlState } from './use-url-state.ts';

const wrapper =
  (address: string) =>
  ({ children }: { children: ReactNode }): ReactNode => <MemoryRouter initialEntries={['/inicio', address]}>{children}</MemoryRouter>;

const render = (address: string) =>
  renderHook(
    () => {
      const [params, update] = useUrlState();
      return { params, update, location: useLocation(), navigate: useNavigate() };
    },
    { wrapper: wrapper(address) },
  );

describe("useUrlState (a screen's state in the address)", () => {
  it('sets the keys given, removes those given empty, keeps the rest, and replaces the history entry', () => {
    const { result } = render('/usuarios?tipo=medicos&busca=ana&pagina=2');
    expect(result.current.params.get('busca')).toBe('ana');
    act(() => result.current.update({ busca: 'bia', pagina: undefined, situacao: '' }));
    expect(result.current.location.search).toBe('?tipo=medicos&busca=bia');
    // replaced, not pushed: back leaves the screen
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/inicio');
  });

  it('builds each change on the last one written, so two changes before a render both count', () => {
    const { result } = render('/logs');
    act(() => {
      result.current.update({ inicio: '2026-01-01' });
      result.current.update({ fim: '2026-01-31' });
      result.current.update((current) => {
        const next = new URLSearchParams(current);
        next.set('pagina', String(Number(current.get('pagina') ?? 0) + 1));
        return next;
      });
    });
    expect(result.current.location.search).toBe('?inicio=2026-01-01&fim=2026-01-31&pagina=1');
  });

  it('a move of the address by someone else (a link, back) wins over what it wrote before', () => {
    const { result } = render('/logs?area=PACIENTE');
    act(() => result.current.update({ acao: 'EDITAR' }));
    act(() => void result.current.navigate('/logs?area=AGENDA'));
    act(() => result.current.update({ pagina: '1' }));
    expect(result.current.location.search).toBe('?area=AGENDA&pagina=1');
  });
});
