import { useSession } from '../session/session.store.ts';
import { hasAuthority } from './authorities.ts';

/** True when the logged user satisfies the expression (`A`, `A && B`, `A || B`). */
export function usePermission(expression: string): boolean {
  const authorities = useSession((state) => state.authorities);
  return hasAuthority(authorities, expression);
}
