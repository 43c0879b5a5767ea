import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaPage, accessibleAreas, useSession } from '@clinica/shared';

/** /dashboard (Início): greets the user and offers the areas they can open. */
export function DashboardPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const authorities = useSession((state) => state.authorities);
  const areas = accessibleAreas(authorities).filter((area) => area.path !== '/dashboard');
  return (
    <AreaPage title={t('dashboard.titulo')}>
      <Typography.Paragraph>
        {t('dashboard.boasVindas', { nome: user?.nome ?? '' })} {t('dashboard.texto')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {areas.map((area) => (
          <Col key={area.path} xs={24} sm={12} lg={6}>
            <Card hoverable onClick={() => void navigate(area.path)}>
              <Typography.Text strong>{t(area.labelKey)}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </AreaPage>
  );
}
