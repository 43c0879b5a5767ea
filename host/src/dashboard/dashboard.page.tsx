import type { ReactNode } from 'react';
import { Flex, Spin, Typography } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage, RemoteComponent, accessibleAreas, dashboardTiles, useSession } from '@clinica/shared';
import { registeredManifests } from '../router/portal-navigation.ts';

/**
 * /dashboard (Início): the figures of the user's day, each area drawing its own tiles (declared in
 * its manifest, loaded from its remote), then the areas the user can open.
 */
export function DashboardPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const authorities = useSession((state) => state.authorities);
  const areas = accessibleAreas(authorities).filter((area) => area.path !== '/dashboard');
  const tiles = dashboardTiles(registeredManifests(), authorities);
  return (
    <AreaPage title={t('dashboard.titulo')}>
      <Typography.Paragraph>
        {t('dashboard.boasVindas', { nome: user?.nome ?? '' })} {t('dashboard.texto')}
      </Typography.Paragraph>
      <Flex vertical gap={16} data-testid="inicio-tiles">
        {tiles.map((tile) => (
          // an area that cannot load leaves its tiles out; the others stay
          <RemoteComponent key={`${tile.remote}${tile.module}`} remote={tile.remote} module={tile.module} props={{}} loading={<Spin />} />
        ))}
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('dashboard.areas')}
      </Typography.Title>
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
