import { flushSync } from 'react-dom';
import { useSession } from './session.store.ts';

/**
 * Changes who is logged in without a new login ("Entrar como" and back), so that no screen reads as
 * the new user what the old one had open (a record opened "as" someone would be logged as opened
 * by them): the portal's screen goes first, then `change` swaps the session, then `go` navigates to
 * the new user's screen, and only then is a screen shown again. `change` answers whether it swapped.
 */
export async function switchSession(change: () => boolean | Promise<boolean>, go: (changed: boolean) => Promise<void> | void): Promise<void> {
  flushSync(() => useSession.setState({ switching: true }));
  try {
    await go(await change());
  } finally {
    useSession.setState({ switching: false });
  }
}
