import type { ReactNode } from 'react';
import { Alert } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clinica/shared';
import { useInicioPacientes } from './inicio.resource.ts';

/** Início's patients tile (exposed to the host): patients registered this week and today. */
export default function InicioTiles(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inicio = useInicioPacientes();
  if (inicio.isError) return <Alert type="error" showIcon title={t('paciente.inicio.erro')} />;
  const dados = inicio.data;
  return (
    <Row gutter={[16, 16]} data-testid="inicio-pacientes">
      <Col xs={24} sm={12} lg={6}>
        <Card title={t('paciente.inicio.novos')} loading={!dados} hoverable onClick={() => void navigate('/pacientes')} data-testid="inicio-pacientes-novos">
          {dados && (
            <Row gutter={16}>
              <Col span={12}>
                <Statistic title={t('paciente.inicio.semana', { desde: formatDate(`${dados.inicioSemana}T12:00:00`) })} value={dados.novosSemana} />
              </Col>
              <Col span={12}>
                <Statistic title={t('paciente.inicio.hoje')} value={dados.novosHoje} />
              </Col>
            </Row>
          )}
        </Card>
      </Col>
    </Row>
  );
}
