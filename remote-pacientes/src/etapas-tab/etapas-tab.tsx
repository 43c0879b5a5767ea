import { useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Space, Spin } from '@clinica/shared/antd';
import { SwapOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import type { RecordTabProps } from '@clinica/shared';
import { AntesDepois, fotosDasEtapas } from './antes-depois.tsx';
import { EtapaCard } from './etapa-card.tsx';
import { useEtapas } from './etapas.resource.ts';

/** Etapas tab (spec 02 section 2.9): one card per active stage, and the before/after view. */
export default function EtapasTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const etapas = useEtapas(pacienteId, procedimento.id);
  const grupos = etapas.data;
  const [comparing, setComparing] = useState(false);

  if (etapas.isError) return <Alert type="error" showIcon title={t('paciente.ficha.erroCarregar')} />;
  if (!grupos) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (grupos.length === 0) return <Empty description={t('paciente.etapas.vazio')} />;
  const fotos = fotosDasEtapas(grupos, () => '');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Button icon={<SwapOutlined />} disabled={fotos.length < 2} onClick={() => setComparing(true)}>
        {t('paciente.etapas.antesDepois')}
      </Button>
      {grupos.map((grupo) => (
        // a new key after each read resets the card to the saved copy
        <EtapaCard key={`${grupo.configuracoesEtapaId}-${etapas.dataUpdatedAt}`} grupo={grupo} />
      ))}
      <AntesDepois open={comparing} onClose={() => setComparing(false)} grupos={grupos} />
    </Space>
  );
}
