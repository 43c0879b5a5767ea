import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useResource } from './use-resource.ts';

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const pending: ((value: string) => void)[] = [];
  const load = jest.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  return { load, answer: (value: string, index = pending.length - 1) => act(() => Promise.resolve(pending[index]!(value))) };
}

function Show({ name, load, resourceKey }: { name: string; load: (() => Promise<string>) | undefined; resourceKey: string }): ReactNode {
  const resource = useResource(load, resourceKey);
  return (
    <p data-testid={name}>
      {resource.loading ? 'carregando ' : ''}
      {resource.data ?? '-'}
      <button onClick={resource.reload}>recarregar {name}</button>
    </p>
  );
}

describe('useResource (the page\'s one query cache)', () => {
  it('loads once for every screen reading the same key, and a reload refreshes them all', async () => {
    const { load, answer } = controlledLoad();
    render(
      <>
        <Show name="a" load={load} resourceKey="medicos" />
        <Show name="b" load={load} resourceKey="medicos" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('carregando -');
    await answer('Helena');
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent(/^Helena/));
    expect(screen.getByTestId('b')).toHaveTextContent(/^Helena/);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'recarregar a' }).click());
    // a reload keeps what is shown while it loads
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('carregando Helena'));
    await answer('Helena e Rafael');
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent(/^Helena e Rafael/));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never shows another key\'s data, and drops an answer that comes after the key changed', async () => {
    const { load, answer } = controlledLoad();
    const { rerender } = render(<Show name="a" load={load} resourceKey="medico:1" />);
    rerender(<Show name="a" load={load} resourceKey="medico:2" />);
    expect(screen.getByTestId('a')).toHaveTextContent('carregando -');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await answer('Dr. Dois', 1);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent(/^Dr\. Dois/));
    await answer('Dra. Um (atrasada)', 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('a')).toHaveTextContent(/^Dr\. Dois/);
  });

  it('loads nothing while there is nothing to load', () => {
    render(<Show name="a" load={undefined} resourceKey="medico:undefined" />);
    expect(screen.getByTestId('a')).toHaveTextContent(/^-/);
  });
});
