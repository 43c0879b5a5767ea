import { useState, type ReactNode } from 'react';
import { Segmented, Typography } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@clinica/shared/router';
import { formatDateTime, usePermission } from '@clinica/shared';
import { CatalogoCard } from '@clinica/shared/forms';
import { useExcluirLayoutMutation, useLayouts, type Layout, type TipoLayout } from './layouts.resource.ts';
import { TIPOS_LAYOUT, TIPO_LAYOUT_LABEL } from './layout-tipos.ts';

const TODOS = 'TODOS';

/**
 * The clinic's layouts (document templates) by type: what each is tied to and who changed it last.
 * They are written in the layout editor (/criar-layouts), opened from here; here they are found and deleted.
 */
export function LayoutsSection(): ReactNode {
  const { t } = useTranslation();
  const canWrite = usePermission('GERENCIAR_CONFIGURACOES');
  const [tipo, setTipo] = useState<TipoLayout | typeof TODOS>(TODOS);
  const layouts = useLayouts(tipo === TODOS ? undefined : tipo);
  const excluir = useExcluirLayoutMutation();
  const navigate = useNavigate();

  return (
    <CatalogoCard<Layout>
      testId="catalogo-layouts"
      title={t('configuracoes.layouts.titulo')}
      items={layouts.data}
      loading={layouts.isFetching}
      failed={layouts.isError}
      canWrite={canWrite}
      filters={
        <Segmented<TipoLayout | typeof TODOS>
          aria-label={t('configuracoes.layouts.filtroTipo')}
          value={tipo}
          onChange={setTipo}
          options={[{ value: TODOS, label: t('configuracoes.layouts.todos') }, ...TIPOS_LAYOUT.map((value) => ({ value, label: t(TIPO_LAYOUT_LABEL[value]) }))]}
        />
      }
      columns={[
        { title: t('configuracoes.layouts.nome'), dataIndex: 'nome', key: 'nome' },
        { title: t('configuracoes.layouts.tipo'), key: 'tipo', width: 150, render: (_v, layout) => t(TIPO_LAYOUT_LABEL[layout.tipoLayout]) },
        { title: t('configuracoes.layouts.procedimento'), key: 'procedimento', render: (_v, layout) => layout.nomeProcedimento ?? '—' },
        { title: t('configuracoes.layouts.formulario'), key: 'formulario', render: (_v, layout) => layout.nomeFormulario ?? '—' },
        {
          title: t('configuracoes.layouts.ultimaAlteracao'),
          key: 'alteracao',
          width: 200,
          render: (_v, layout) => (
            <>
              <div>{formatDateTime(layout.info.horarioAlteracao)}</div>
              {layout.info.usuarioAlteracao && <Typography.Text type="secondary">{layout.info.usuarioAlteracao}</Typography.Text>}
            </>
          ),
        },
      ]}
      deleteConfirm={{
        title: t('configuracoes.layouts.confirmarExclusao'),
        okText: t('configuracoes.layouts.sim'),
        cancelText: t('configuracoes.layouts.nao'),
      }}
      // written in the editor (/criar-layouts): new, or the layout in the address
      newLabel={t('configuracoes.layouts.novo')}
      onNew={() => navigate('/criar-layouts')}
      onEdit={(layout) => navigate(`/criar-layouts?id=${layout.id}`)}
      onDelete={(layout) => excluir.mutateAsync(layout.id)}
    />
  );
}
