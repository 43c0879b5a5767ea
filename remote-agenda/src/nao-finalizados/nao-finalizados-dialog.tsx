import { useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { CheckCircleOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, notify, useNaoFinalizados, type NaoFinalizado } from '@clinica/shared';
import { useFinalizarAgendamentosMutation } from '../agenda/agendamento.resource.ts';
import './nao-finalizados.css';

/**
 * 'Aviso de agendamento não finalizado' (spec 01 section 2): a doctor with consultations started and
 * not finished must finish them before going on. The dialog cannot be closed otherwise; it goes away
 * once the list is empty.
 */
export function NaoFinalizadosDialog(): ReactNode {
  const { t } = useTranslation();
  // the host asks the list (on entering and on every route change) and mounts this dialog while it has some
  // a failed check keeps the last list (the query keeps its data)
  const agendamentos = useNaoFinalizados().data ?? [];
  const finalizarMutation = useFinalizarAgendamentosMutation();
  const [finishing, setFinishing] = useState<number>();

  const finalizar = async (agendamento: NaoFinalizado): Promise<void> => {
    setFinishing(agendamento.id);
    try {
      // the list, the calendar and the patient's record read again before the toast
      await finalizarMutation.mutateAsync([agendamento.id]);
      notify.success(t('agendamento.naoFinalizados.finalizado'));
    } catch {
      notify.error(t('agendamento.naoFinalizados.erroTexto'), { title: t('agendamento.naoFinalizados.erroTitulo') });
    } finally {
      setFinishing(undefined);
    }
  };

  return (
    <Modal
      open={agendamentos.length > 0}
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
