import type { ReactNode } from 'react';
import { Alert, Spin } from '@clinica/shared/antd';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { useLayout } from '../criar-layouts/criar-layouts.resource.ts';
import { LayoutEditorForm } from '../criar-layouts/layout-editor-form.tsx';
// registers the variable token and the `{{`/`[[` menus with Quill before any editor is drawn
import '../criar-layouts/variavel-blot.ts';

/** /criar-layouts: a new layout, or the one in the address (?id=12) — no route guard; the api checks writes. */
export default function CriarLayoutsPage(): ReactNode {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));
  const id = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const layout = useLayout(id);
  return (
    <AreaPage title={t('layouts.titulo')}>
      {id !== undefined && layout.isPending ? (
        <Spin />
      ) : id !== undefined && layout.isError ? (
        <Alert type="error" showIcon title={t('criarLayouts.naoEncontrado')} />
      ) : (
        <LayoutEditorForm key={id ?? 'novo'} layout={layout.data} />
      )}
    </AreaPage>
  );
}
