import type { ReactNode } from 'react';
import { Button, Select, Space, Tag, Typography } from '@clinica/shared/antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import type { ConfiguracaoEtapa } from './catalogos.resource.ts';

export interface EtapasPickerProps {
  id: string;
  /** stage ids in the procedure's order */
  value: number[];
  onChange: (ids: number[]) => void;
  etapas: readonly ConfiguracaoEtapa[] | undefined;
}

const moved = (ids: number[], from: number, to: number): number[] => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/**
 * A procedure's stages in its order: a stage is added from the active ones (offered in their own
 * order), moved up or down, or removed. The record shows one card per stage in this order.
 */
export function EtapasPicker({ id, value, onChange, etapas }: EtapasPickerProps): ReactNode {
  const { t } = useTranslation();
  const byId = new Map((etapas ?? []).map((etapa) => [etapa.id, etapa]));
  const offered = (etapas ?? []).filter((etapa) => etapa.ativo && !value.includes(etapa.id));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ol aria-label={t('configuracoes.procedimentos.etapasEscolhidas')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {value.map((etapaId, index) => {
          const etapa = byId.get(etapaId);
          const nome = etapa?.nomeEtapa ?? `#${etapaId}`;
          return (
            <li key={etapaId} style={{ padding: '2px 0' }}>
              <Space wrap>
                <span>{nome}</span>
                {etapa && !etapa.ativo && <Tag>{t('configuracoes.catalogo.inativo')}</Tag>}
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('configuracoes.procedimentos.subir', { nome })}
                  disabled={index === 0}
                  onClick={() => onChange(moved(value, index, index - 1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('configuracoes.procedimentos.descer', { nome })}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moved(value, index, index + 1))}
                />
                <Button
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('configuracoes.procedimentos.remover', { nome })}
                  onClick={() => onChange(value.filter((other) => other !== etapaId))}
                />
              </Space>
            </li>
          );
        })}
      </ol>
      {value.length === 0 && <Typography.Text type="secondary">{t('configuracoes.procedimentos.semEtapas')}</Typography.Text>}
      <Select<number>
        id={id}
        showSearch
        optionFilterProp="label"
        value={null}
        placeholder={t('configuracoes.procedimentos.adicionarEtapa')}
        aria-label={t('configuracoes.procedimentos.adicionarEtapa')}
        options={offered.map((etapa) => ({ value: etapa.id, label: etapa.nomeEtapa }))}
        notFoundContent={t('configuracoes.procedimentos.nenhumaEtapa')}
        onChange={(etapaId) => onChange([...value, etapaId])}
        style={{ width: '100%' }}
      />
    </Space>
  );
}
