import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Space, Spin } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TabProps } from '../paciente-record/record.page.tsx';
import { AntesDepois, fotosDasEtapas } from './antes-depois.tsx';
import { EtapaCard } from './etapa-card.tsx';
import { listEtapas, type EtapaGrupo } from './etapas.resource.ts';

/** Etapas tab (spec 02 section 2.9): one card per active stage, and the before/after view. */
export function EtapasTab({ pacienteId, procedimento }: TabProps): ReactNode {
  const { t } = useTranslation();
  const [grupos, setGrupos] = useState<EtapaGrupo[]>();
  const [failed, setFailed] = useState(false);
  const [comparing, setComparing] = useState(false);
  const [version, setVersion] = useState(0);

  const load = useCallback(() => {
    listEtapas(pacienteId, procedimento.id)
      .then((loaded) => {
        setGrupos(loaded);
        setFailed(false);
        setVersion((n) => n + 1);
      })
      .catch(() => setFailed(true));
  }, [pacienteId, procedimento.id]);

  useEffect(() => {
    setGrupos(undefined);
    load();
  }, [load]);

  if (failed) return <Alert type="error" showIcon title={t('paciente.ficha.erroCarregar')} />;
  if (!grupos) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (grupos.length === 0) return <Empty description={t('paciente.etapas.vazio')} />;
  const fotos = fotosDasEtapas(grupos, () => '');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Button icon={<SwapOutlined />} disabled={fotos.length < 2} onClick={() => setComparing(true)}>
        {t('paciente.etapas.antesDepois')}
      </Button>
      {grupos.map((grupo) => (
        // a new key after each load resets the card to the saved copy
        <EtapaCard key={`${grupo.configuracoesEtapaId}-${version}`} grupo={grupo} onSaved={load} />
      ))}
      <AntesDepois open={comparing} onClose={() => setComparing(false)} grupos={grupos} />
    </Space>
  );
}
