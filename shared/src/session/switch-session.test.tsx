import { act, cleanup, render } from '@testing-library/react';
import { userToken } from '@clinica/tooling/test-tokens';
import { useSession } from './session.store.ts';
import { switchSession } from './switch-session.ts';

/** Every user id the open screen was drawn for. */
const drawnFor: (string | undefined)[] = [];
function Screen(): null {
  drawnFor.push(useSession((state) => state.user?.id));
  return null;
}
function Portal(): React.ReactNode {
  return useSession((state) => state.switching) ? null : <Screen />;
}

describe('switchSession', () => {
  afterEach(() => {
    cleanup();
    useSession.getState().end('logout');
  });

  it('takes the screen away before the user changes, and shows one again only after the navigation', async () => {
    useSession.getState().start(userToken({ jti: '1' }));
    render(<Portal />);
    drawnFor.length = 0;
    let drawnWhenNavigating: number | undefined;
    await act(() =>
      switchSession(
        () => useSession.getState().impersonate(userToken({ jti: '9', imp: 'Administrador' })),
        (changed) => {
          expect(changed).toBe(true);
          drawnWhenNavigating = drawnFor.length;
        },
      ),
    );
    // the old screen was never drawn for user 9; a screen is drawn again after
    expect(drawnWhenNavigating).toBe(0);
    expect(drawnFor).toEqual(['9']);
    expect(useSession.getState().switching).toBe(false);
  });
});
