import type { ReactNode } from 'react';
import { Alert, Button, Spin, Tag, Typography } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { DeferredModal, formatDateTime } from '@clinica/shared';
import { useHistoricoCampanha, type Campanha } from './campanha.resource.ts';
import './campanha.i18n.ts';

/** A campaign's history: who changed what, and when (newest first, as the api answers it). */
export function CampanhaHistoricoModal({ campanha, onClose }: { campanha: Campanha | undefined; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const historico = useHistoricoCampanha(campanha?.id);
  return (
    <DeferredModal
      open={campanha !== undefined}
      title={campanha ? t('campanha.historico', { nome: campanha.nome }) : undefined}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('campanha.fechar')}</Button>}
      width={640}
      destroyOnHidden
    >
      <div data-testid="campanha-historico">
        {historico.isFetching && !historico.data && <Spin />}
        {historico.isError && <Alert type="error" showIcon title={t('campanha.historicoErro')} />}
        {historico.data?.length === 0 && <Typography.Text type="secondary">{t('campanha.historicoVazio')}</Typography.Text>}
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {historico.data?.map((linha) => (
            <li key={linha.id} style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', padding: '8px 0' }}>
              <div>
                <Tag>{t(`campanha.tipos.${linha.tipo}`)}</Tag>
                <Typography.Text type="secondary">
                  {t('campanha.historicoPor', { horario: formatDateTime(linha.horario), usuario: linha.usuario ?? t('campanha.semUsuario') })}
                </Typography.Text>
              </div>
              {linha.descricao.map((texto) => (
                <div key={texto}>{texto}</div>
              ))}
            </li>
          ))}
        </ol>
      </div>
    </DeferredModal>
  );
}
