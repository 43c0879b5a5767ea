import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Tag, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import type { Exame } from './exames.resource.ts';
import './messages.ts';

/** 'Visualizar prescrição' (spec 02 §2.13): an exam request read-only — its layout name, exams and text (HTML the api sanitised). */
export function VisualizarDialog({ exame, onClose }: { exame: Exame; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <Modal open title={t('exameTab.visualizar')} onCancel={onClose} footer={null} width="90vw" destroyOnHidden data-testid="visualizar-exame">
      <Flex vertical gap={12}>
        {exame.nomeLayout && <Typography.Text strong>{exame.nomeLayout}</Typography.Text>}
        <Flex wrap gap={4} aria-label={t('exameTab.selecioneExames')}>
          {exame.confirmacaoExames.map((c) => (
            <Tag key={c.idExame}>{c.nome}</Tag>
          ))}
        </Flex>
        <div
          className="ql-editor"
          style={{ border: '1px solid rgba(0,0,0,0.15)', borderRadius: 6, padding: 12 }}
          dangerouslySetInnerHTML={{ __html: exame.texto ?? '' }}
        />
      </Flex>
    </Modal>
  );
}
