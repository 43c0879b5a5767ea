import '@clinica/tooling/singleton-probe';
import '../i18n/messages.ts';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, hasRole, notify, useSession } from '@clinica/shared';
import { finalizarAgendamentos, type Agendamento } from '../agenda/agendamento.resource.ts';
import { ATUALIZAR_STATUS_AGENDAMENTO, announceStatusChange } from '../agenda/atualizar-status.ts';
import { naoFinalizados } from './nao-finalizados.resource.ts';
import './nao-finalizados.css';

/**
 * 'Aviso de agendamento não finalizado' (spec 01 section 2): a doctor with consultations started and
 * not finished must finish them before going on. The dialog cannot be closed otherwise; it goes away
 * once the list is empty. Checked on entering the portal and on every route change.
 */
export function NaoFinalizadosDialog(): ReactNode {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const allowed = useSession((state) => state.user?.ehMedico === true && hasRole(state.authorities, 'AGENDAMENTOS'));
  const [agendamentos, setAgendamentos] = useState<Agendamento[]>([]);
  const [finishing, setFinishing] = useState<number>();

  const load = useCallback(() => {
    naoFinalizados().then(setAgendamentos, () => undefined);
  }, []);

  useEffect(() => {
    if (allowed) load();
  }, [allowed, pathname, load]);

  useEffect(() => {
    window.addEventListener(ATUALIZAR_STATUS_AGENDAMENTO, load);
    return () => window.removeEventListener(ATUALIZAR_STATUS_AGENDAMENTO, load);
  }, [load]);

  const finalizar = async (agendamento: Agendamento): Promise<void> => {
    setFinishing(agendamento.id);
    try {
      await finalizarAgendamentos([agendamento.id]);
      notify.success(t('agendamento.naoFinalizados.finalizado'));
      setAgendamentos((current) => current.filter((item) => item.id !== agendamento.id));
      announceStatusChange();
    } catch {
      notify.error(t('agendamento.naoFinalizados.erroTexto'), { title: t('agendamento.naoFinalizados.erroTitulo') });
    } finally {
      setFinishing(undefined);
    }
  };

  return (
    <Modal
      open={allowed && agendamentos.length > 0}
      title={t('agendamento.naoFinalizados.titulo')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      modalRender={(node) => <div data-testid="nao-finalizados-dialog">{node}</div>}
    >
      <Typography.Paragraph>{t('agendamento.naoFinalizados.texto')}</Typography.Paragraph>
      <ul className="nao-finalizados">
        {agendamentos.map((agendamento) => (
          <li key={agendamento.id}>
            <Flex justify="space-between" align="center" gap={12}>
              <div>
                <Typography.Text strong>{agendamento.infoPaciente.nome}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{`${agendamento.nomeProcedimento} · ${formatTime(agendamento.dataAgendamento)} ${formatDate(agendamento.dataAgendamento)}`}</Typography.Text>
              </div>
              <Button
                type="primary"
                icon={<CheckCircleOutlined />}
                loading={finishing === agendamento.id}
                disabled={finishing !== undefined && finishing !== agendamento.id}
                onClick={() => void finalizar(agendamento)}
              >
                {t('agendamento.naoFinalizados.finalizar')}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** Federation export: the host mounts it in the portal frame for doctors. */
export default NaoFinalizadosDialog;
