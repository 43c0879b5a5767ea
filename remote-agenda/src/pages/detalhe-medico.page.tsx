import '@clinica/tooling/singleton-probe';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaPage, ComingSoon } from '@clinica/shared';

/** /detalhe-medico: reached from the users list; its tabs come with the agenda issue. */
export default function DetalheMedicoPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AreaPage
      title={t('agenda.detalheMedico')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/usuarios')}>
          {t('agenda.voltarUsuarios')}
        </Button>
      }
    >
      <ComingSoon title={t('agenda.detalheMedico')} />
    </AreaPage>
  );
}
