import type { ReactNode } from 'react';
import { Alert, Tag, Typography } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { List, Statistic } from '@clinica/shared/antd/details';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime, useSession } from '@clinica/shared';
import { STATUS_AGENDAMENTO, type StatusAgendamento } from '../agenda/agendamento.resource.ts';
import { STATUS_COLORS } from '../agenda/status.ts';
import { useInicioAgenda, type InicioAgenda } from './inicio.resource.ts';

/** The agenda's list for one day (a doctor's own, else everyone's), with these statuses. */
function agendaDoDia(inicio: InicioAgenda, status?: readonly StatusAgendamento[]): string {
  const params = new URLSearchParams({ modo: 'lista', visao: 'dia', data: inicio.data, medico: inicio.medicoId === null ? '' : String(inicio.medicoId) });
  if (status) params.set('status', status.join(','));
  return `/agendamentos?${params.toString()}`;
}

/**
 * Início's agenda tiles (exposed to the host): today by status, who is waiting, what was left running
 * (the clinic's day, or a doctor's own when they cannot see the others'), and a doctor's next appointments.
 */
export default function InicioTiles(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inicio = useInicioAgenda();
  const ehMedico = useSession((state) => state.user?.ehMedico === true);
  if (inicio.isError) return <Alert type="error" showIcon title={t('agendamento.inicio.erro')} />;
  const dados = inicio.data;
  const abrir = (path: string) => () => void navigate(path);
  const total = dados ? STATUS_AGENDAMENTO.filter((s) => s !== 'CANCELADO').reduce((soma, s) => soma + dados.porStatus[s], 0) : 0;

  return (
    <Row gutter={[16, 16]} data-testid="inicio-agenda">
      <Col xs={24} lg={12}>
        <Card
          title={t(dados?.medicoId ? 'agendamento.inicio.meusHoje' : 'agendamento.inicio.hoje')}
          loading={!dados}
          extra={dados && <Typography.Link onClick={abrir(agendaDoDia(dados))}>{t('agendamento.inicio.abrirAgenda')}</Typography.Link>}
          data-testid="inicio-hoje"
        >
          {dados && (
            <>
              <Statistic title={t('agendamento.inicio.total')} value={total} />
              <Row gutter={[8, 8]} style={{ marginTop: 12 }}>
                {STATUS_AGENDAMENTO.map((status) => (
                  <Col key={status}>
                    <Tag
                      color={STATUS_COLORS[status]}
                      role="link"
                      tabIndex={0}
                      style={{ cursor: 'pointer' }}
                      data-status={status}
                      onClick={abrir(agendaDoDia(dados, [status]))}
                      onKeyDown={(event) => event.key === 'Enter' && abrir(agendaDoDia(dados, [status]))()}
                    >
                      {t(`agendamento.status.${status}`)}: {dados.porStatus[status]}
                    </Tag>
                  </Col>
                ))}
              </Row>
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Card title={t('agendamento.inicio.aguardando')} loading={!dados} data-testid="inicio-aguardando">
          {dados && (
            <>
              <Statistic value={dados.aguardando.length} />
              <List
                size="small"
                dataSource={dados.aguardando}
                locale={{ emptyText: t('agendamento.inicio.ninguemAguardando') }}
                renderItem={(item) => (
                  <List.Item>
                    <Typography.Link onClick={abrir(agendaDoDia(dados, ['PENDENTE', 'CONFIRMADO']))}>{item.paciente.nome}</Typography.Link>
                    <Typography.Text type="secondary">
                      {t('agendamento.inicio.chegouAs', { hora: formatTime(item.chegada), medico: item.medicoNome })}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Card
          title={t('agendamento.inicio.naoFinalizados')}
          loading={!dados}
          hoverable
          onClick={
            dados &&
            abrir(
              `/agendamentos?${new URLSearchParams({ modo: 'lista', visao: 'mes', status: 'EM_ATENDIMENTO', medico: dados.medicoId === null ? '' : String(dados.medicoId) }).toString()}`,
            )
          }
          data-testid="inicio-nao-finalizados"
        >
          {dados && <Statistic value={dados.naoFinalizados} valueStyle={dados.naoFinalizados > 0 ? { color: '#cf1322' } : undefined} />}
        </Card>
      </Col>
      {dados && ehMedico && (
        <Col xs={24}>
          <Card title={t('agendamento.inicio.proximos')} data-testid="inicio-proximos">
            <List
              size="small"
              dataSource={dados.proximos}
              locale={{ emptyText: t('agendamento.inicio.semProximos') }}
              renderItem={(item) => (
                <List.Item>
                  <Typography.Text strong>{formatDateTime(item.dataAgendamento)}</Typography.Text>
                  <Typography.Text>{item.paciente.nome}</Typography.Text>
                  <Typography.Text type="secondary">{item.procedimentoNome}</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
