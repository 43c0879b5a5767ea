import type { ReactNode } from 'react';
import { Alert, Typography } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { useInventario } from '../inventario/inventario.resource.ts';

/**
 * Início's stock tiles (exposed to the host, for ESTOQUE users): products below their minimum and
 * products with a lot expiring within the 6-day window, each opening the Inventário tab filtered so.
 * The figures come from the inventory's own answer (the same cache entry as the tab).
 */
export default function InicioTiles(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inventario = useInventario();
  if (inventario.isError) return <Alert type="error" showIcon title={t('estoque.inventario.inicioErro')} />;
  const produtos = inventario.data?.filter((p) => p.ativo);
  const abaixo = produtos?.filter((p) => p.abaixoEstoque).length ?? 0;
  const vencendo = produtos?.filter((p) => p.vencendo).length ?? 0;
  const vencidos = produtos?.filter((p) => p.vencido).length ?? 0;
  const abrir = (filtro: string) => () => void navigate(`/estoque/inventario?filtro=${filtro}`);
  const cor = (n: number) => (n > 0 ? { color: '#cf1322' } : undefined);
  return (
    <Row gutter={[16, 16]} data-testid="inicio-estoque">
      <Col xs={24} sm={12} lg={6}>
        <Card title={t('estoque.inventario.inicioAbaixo')} loading={!produtos} hoverable onClick={abrir('abaixo')} data-testid="inicio-estoque-abaixo">
          <Statistic value={abaixo} styles={{ content: cor(abaixo) }} />
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Card title={t('estoque.inventario.inicioVencendo')} loading={!produtos} hoverable onClick={abrir('vencendo')} data-testid="inicio-estoque-vencendo">
          <Statistic value={vencendo} styles={{ content: cor(vencendo) }} />
          {vencidos > 0 && <Typography.Text type="danger">{t('estoque.inventario.inicioVencidos', { count: vencidos })}</Typography.Text>}
        </Card>
      </Col>
    </Row>
  );
}
