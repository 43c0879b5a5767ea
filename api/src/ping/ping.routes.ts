import { Type } from 'typebox';
import type { TypedApp } from '../http/typebox.js';

/** Health and version. */
export function pingRoutes(app: TypedApp): void {
  app.get(
    '/ping/versao',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Versão da api (também serve de verificação de saúde)',
        response: { 200: Type.Object({ versao: Type.String() }) },
      },
    },
    () => ({ versao: app.deps.version }),
  );
}
