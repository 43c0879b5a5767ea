import type { ReactNode } from 'react';
import { Alert, Space, Spin, Typography } from '@clinica/shared/antd';
import { Checkbox } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { nomeEm, useFuncoes, useTelas } from './permissoes.resource.ts';

export interface PermissoesChecklistProps {
  id: string;
  /** roles (ROLE_*) and finer permissions held */
  value: string[];
  onChange: (authorities: string[]) => void;
}

/**
 * A profile's permissions grouped by area: the area (its role) first, then the finer permissions
 * that refine it. A finer permission means nothing without its area: it is offered only while the
 * area is checked, and unchecking the area drops them.
 */
export function PermissoesChecklist({ id, value, onChange }: PermissoesChecklistProps): ReactNode {
  const { t, i18n } = useTranslation();
  const telas = useTelas();
  const funcoes = useFuncoes();
  if (telas.isError || funcoes.isError) return <Alert type="error" showIcon title={t('perfis.erroCatalogo')} />;
  if (!telas.data || !funcoes.data) return <Spin />;
  const held = new Set(value);
  const toggle = (authority: string, checked: boolean, also: string[] = []): void => {
    const next = new Set(held);
    for (const entry of [authority, ...also]) {
      if (checked) next.add(entry);
      else next.delete(entry);
    }
    onChange([...next]);
  };
  return (
    <Space id={id} orientation="vertical" size={12} style={{ width: '100%' }} role="group" aria-label={t('perfis.permissoes')}>
      {telas.data.map((tela) => {
        const refinements = funcoes.data.filter((funcao) => funcao.role === tela.role);
        const areaHeld = held.has(tela.role);
        const nomeArea = nomeEm(tela.nome, i18n.language);
        return (
          <div key={tela.role} role="group" aria-label={nomeArea} data-testid={`perfil-area-${tela.role}`}>
            <Checkbox
              checked={areaHeld}
              onChange={(event) => toggle(tela.role, event.target.checked, event.target.checked ? [] : refinements.map((funcao) => funcao.codigo))}
            >
              <Typography.Text strong>{nomeArea}</Typography.Text>
            </Checkbox>
            {refinements.length > 0 && (
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: '4px 12px', padding: '4px 0 0 24px' }}>
                {refinements.map((funcao) => (
                  <Checkbox
                    key={funcao.codigo}
                    checked={held.has(funcao.codigo)}
                    disabled={!areaHeld}
                    title={funcao.codigo}
                    onChange={(event) => toggle(funcao.codigo, event.target.checked)}
                  >
                    {nomeEm(funcao.nome, i18n.language)}
                  </Checkbox>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </Space>
  );
}
