import type { ReactNode } from 'react';
import { usePermission } from '../auth/use-permission.ts';

/** Renders its children only for users holding the expression (`A`, `A && B`, `A || B`). */
export function Can({ permission, children }: { permission: string; children: ReactNode }): ReactNode {
  return usePermission(permission) ? children : null;
}
