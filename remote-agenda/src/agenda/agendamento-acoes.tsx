import { useState, type ReactNode } from 'react';
import { Alert, Button, Input, Space, Spin, Tag, Typography } from '@clinica/shared/antd';
import { Drawer, Modal } from '@clinica/shared/antd/overlays';
import { Form } from '@clinica/shared/antd/inputs';
import { Descriptions } from '@clinica/shared/antd/details';
import {
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  CopyOutlined,
  EditOutlined,
  EyeOutlined,
  IdcardOutlined,
  LoginOutlined,
  PlayCircleOutlined,
  RollbackOutlined,
  WhatsAppOutlined,
} from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@clinica/shared/router';
import { apiErrorMessage, formatDateTime, formatPhone, notify, recordAddress, useNow, usePermission, useSession } from '@clinica/shared';
import {
  useAgendamento,
  useCancelarAgendamentoMutation,
  useConfirmarAgendamentoMutation,
  useFinalizarAgendamentosMutation,
  useIniciarAgendamentoMutation,
  usePacienteChegouMutation,
  type Agendamento,
} from './agendamento.resource.ts';
import { confirmationUrl, whatsappUrl } from './confirmation-link.ts';
import { PERMISSOES, STATUS_COLORS, acoesDisponiveis, type AcaoAgendamento } from './status.ts';
import { quandoTexto } from './when.ts';

export interface AgendamentoAcoesProps {
  /** The appointment clicked; none: the panel is closed. */
  agendamento?: Agendamento;
  onClose: () => void;
  /** Opens the booking dialog on it (to edit, or to read when it can no longer change). */
  onOpenBooking: (agendamento: Agendamento) => void;
}

const ICONS: Record<AcaoAgendamento, ReactNode> = {
  editar: <EditOutlined />,
  ver: <EyeOutlined />,
  confirmar: <CheckOutlined />,
  cancelar: <CloseCircleOutlined />,
  chegou: <LoginOutlined />,
  desfazerChegada: <RollbackOutlined />,
  iniciar: <PlayCircleOutlined />,
  finalizar: <CheckCircleOutlined />,
  copiarLink: <CopyOutlined />,
};

/**
 * The appointment's panel: its details and what can be done now — edit, confirm, cancel with a
 * reason, flag the patient's arrival (and undo), start and finish the consultation, send the
 * confirmation link. Reads the appointment again on opening (the list may be older, and only
 * listar/{id} carries the confirmation link). Every action invalidates the agendamentos root: this
 * panel, the calendar, the list and the patient's history read again.
 */
export function AgendamentoAcoes({ agendamento: clicked, onClose, onOpenBooking }: AgendamentoAcoesProps): ReactNode {
  const { t, i18n } = useTranslation();
  const canEdit = usePermission(PERMISSOES.editar);
  const canOpenRecord = usePermission(PERMISSOES.fichaPaciente);
  const navigate = useNavigate();
  const fresh = useAgendamento(clicked?.id);
  const confirmar = useConfirmarAgendamentoMutation();
  const cancelar = useCancelarAgendamentoMutation();
  const chegada = usePacienteChegouMutation();
  const iniciar = useIniciarAgendamentoMutation();
  const finalizar = useFinalizarAgendamentosMutation();
  const agendamento = fresh.data?.id === clicked?.id ? fresh.data : clicked;
  const [busy, setBusy] = useState<AcaoAgendamento>();
  const [cancelando, setCancelando] = useState(false);
  const agora = useNow();
  const usuarioId = useSession((state) => (state.user ? Number(state.user.id) : undefined));

  if (!agendamento) return <Drawer open={false} />;
  const acoes = acoesDisponiveis(agendamento, canEdit, agora, usuarioId);
  const link = agendamento.linkConfirmacao ? confirmationUrl(agendamento.linkConfirmacao, window.location.origin) : undefined;
  const quando = quandoTexto(agendamento.dataAgendamento, agendamento.horaFinal, i18n.language);

  const run = async (acao: AcaoAgendamento, call: () => Promise<unknown>, successKey: string): Promise<boolean> => {
    setBusy(acao);
    try {
      await call();
      notify.success(t(`agendamento.acoes.${successKey}`));
      return true;
    } catch (error) {
      // starting and finishing say the spec's words (spec 01 section 8); the rest the server's reason
      const own = acao === 'iniciar' || acao === 'finalizar' ? undefined : apiErrorMessage(error);
      notify.error(own ?? t('agendamento.acoes.erroTexto'), { title: t('agendamento.acoes.erroTitulo') });
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const copy = async (): Promise<void> => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('agendamento.acoes.linkCopiado'));
    } catch {
      // no clipboard (insecure page): the link is on screen, selectable
      notify.info(link, { title: t('agendamento.acoes.linkConfirmacao') });
    }
  };

  const act = (acao: AcaoAgendamento): void => {
    switch (acao) {
      case 'editar':
      case 'ver':
        onOpenBooking(agendamento);
        return;
      case 'confirmar':
        void run(acao, () => confirmar.mutateAsync(agendamento.id), 'confirmado');
        return;
      case 'cancelar':
        setCancelando(true);
        return;
      case 'chegou':
        void run(acao, () => chegada.mutateAsync({ agendamento, chegou: true }), 'chegadaRegistrada');
        return;
      case 'desfazerChegada':
        void run(acao, () => chegada.mutateAsync({ agendamento, chegou: false }), 'chegadaDesfeita');
        return;
      case 'iniciar':
        void run(acao, () => iniciar.mutateAsync(agendamento), 'iniciado');
        return;
      case 'finalizar':
        void run(acao, () => finalizar.mutateAsync([agendamento.id]), 'finalizado');
        return;
      case 'copiarLink':
        void copy();
        return;
    }
  };

  const celular = agendamento.infoPaciente.celular;
  return (
    <Drawer
      open
      onClose={onClose}
      size={480}
      title={
        <Space wrap>
          {agendamento.infoPaciente.nome}
          <Tag color={STATUS_COLORS[agendamento.statusAgendamento]}>{t(`agendamento.status.${agendamento.statusAgendamento}`)}</Tag>
        </Space>
      }
      // the actions sit at the bottom: toasts open at the top right, over the drawer's head
      footer={
        <Space wrap data-testid="agendamento-botoes">
          {acoes.map((acao) => (
            <Button
              key={acao}
              data-acao={acao}
              icon={ICONS[acao]}
              type={acao === 'editar' || acao === 'iniciar' || acao === 'finalizar' ? 'primary' : 'default'}
              danger={acao === 'cancelar'}
              loading={busy === acao}
              disabled={busy !== undefined && busy !== acao}
              onClick={() => act(acao)}
            >
              {t(`agendamento.acoes.${acao}`)}
            </Button>
          ))}
        </Space>
      }
    >
      <div data-testid="agendamento-acoes" data-agendamento-id={agendamento.id}>
        {fresh.isFetching && !fresh.data && <Spin size="small" style={{ marginLeft: 8 }} />}
        {fresh.isError && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('agendamento.acoes.erroCarregar')} />}
        {canOpenRecord && (
          <Button
            type="link"
            icon={<IdcardOutlined />}
            style={{ paddingInline: 0, marginBottom: 8 }}
            onClick={() => void navigate(recordAddress(agendamento.pacienteId, agendamento.procedimentoId, 'agendamentos'))}
          >
            {t('agendamento.acoes.fichaPaciente')}
          </Button>
        )}
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('agendamento.acoes.quando')}>{quando}</Descriptions.Item>
          <Descriptions.Item label={t('agendamento.acoes.procedimento')}>
            {agendamento.nomeProcedimento}
            {agendamento.nomeEtapa ? ` · ${agendamento.nomeEtapa}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('agendamento.acoes.medico')}>{agendamento.nomeMedico}</Descriptions.Item>
          <Descriptions.Item label={t('agendamento.acoes.compromisso')}>
            <Space size={6}>
              {agendamento.cor && <span className="agenda-dot" style={{ background: agendamento.cor }} />}
              {agendamento.nomeCompromisso}
            </Space>
          </Descriptions.Item>
          {agendamento.nomeSala && <Descriptions.Item label={t('agendamento.acoes.sala')}>{agendamento.nomeSala}</Descriptions.Item>}
          <Descriptions.Item label={t('agendamento.acoes.tipo')}>
            {t(`agendamento.tipo.${agendamento.tipoAgendamento}`)}
            {agendamento.ecirurgia && <Tag style={{ marginLeft: 8 }}>{t('agendamento.agenda.excecao')}</Tag>}
          </Descriptions.Item>
          {celular && <Descriptions.Item label={t('agendamento.acoes.celular')}>{formatPhone(celular, agendamento.infoPaciente.ddi)}</Descriptions.Item>}
          {agendamento.infoPaciente.telefone && (
            <Descriptions.Item label={t('agendamento.acoes.telefone')}>{formatPhone(agendamento.infoPaciente.telefone)}</Descriptions.Item>
          )}
          {agendamento.observacao && <Descriptions.Item label={t('agendamento.acoes.observacao')}>{agendamento.observacao}</Descriptions.Item>}
          {agendamento.motivoCancelamento && (
            <Descriptions.Item label={t('agendamento.acoes.motivoCancelamento')}>{agendamento.motivoCancelamento}</Descriptions.Item>
          )}
          {agendamento.chegadaDoPaciente && (
            <Descriptions.Item label={t('agendamento.acoes.chegada')}>{formatDateTime(agendamento.chegadaDoPaciente)}</Descriptions.Item>
          )}
          {agendamento.inicioConsulta && (
            <Descriptions.Item label={t('agendamento.acoes.inicio')}>{formatDateTime(agendamento.inicioConsulta)}</Descriptions.Item>
          )}
          {agendamento.fimConsulta && <Descriptions.Item label={t('agendamento.acoes.fim')}>{formatDateTime(agendamento.fimConsulta)}</Descriptions.Item>}
        </Descriptions>
        {link && acoes.includes('copiarLink') && (
          <div style={{ marginTop: 16 }}>
            <Typography.Text strong>{t('agendamento.acoes.linkConfirmacao')}</Typography.Text>
            <Typography.Paragraph copyable={{ text: link }} ellipsis={{ rows: 1, tooltip: link }} data-testid="agendamento-link" style={{ marginBottom: 8 }}>
              {link}
            </Typography.Paragraph>
            {celular && (
              <Button
                icon={<WhatsAppOutlined />}
                href={whatsappUrl(
                  celular,
                  agendamento.infoPaciente.ddi,
                  t('agendamento.acoes.mensagemWhatsapp', {
                    nome: agendamento.infoPaciente.nome.split(' ')[0],
                    procedimento: agendamento.nomeProcedimento,
                    quando,
                    link,
                  }),
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('agendamento.acoes.whatsapp')}
              </Button>
            )}
          </div>
        )}
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
          {agendamento.horarioCadastro &&
            t('agendamento.acoes.criadoPor', {
              usuario: agendamento.usuarioCadastro ?? t('agendamento.acoes.naoListado'),
              quando: formatDateTime(agendamento.horarioCadastro),
            })}
          <br />
          {agendamento.horarioAlteracao &&
            t('agendamento.acoes.alteradoPor', {
              usuario: agendamento.usuarioAlteracao ?? t('agendamento.acoes.naoListado'),
              quando: formatDateTime(agendamento.horarioAlteracao),
            })}
        </Typography.Paragraph>
      </div>
      <CancelarDialog
        open={cancelando}
        onClose={() => setCancelando(false)}
        onConfirm={async (motivo) => {
          if (await run('cancelar', () => cancelar.mutateAsync({ id: agendamento.id, motivo }), 'cancelado')) setCancelando(false);
        }}
      />
    </Drawer>
  );
}

/** Cancelling needs a reason ('MOTIVO É OBRIGATÓRIO.'). */
function CancelarDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: (motivo: string) => Promise<void> }): ReactNode {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const empty = motivo.trim() === '';
  return (
    <Modal
      open={open}
      title={t('agendamento.acoes.cancelarTitulo')}
      okText={t('agendamento.acoes.cancelarOk')}
      cancelText={t('agendamento.acoes.voltar')}
      okButtonProps={{ danger: true, disabled: empty, loading: saving }}
      onCancel={onClose}
      afterClose={() => {
        setMotivo('');
        setTouched(false);
      }}
      onOk={async () => {
        setSaving(true);
        try {
          await onConfirm(motivo.trim());
        } finally {
          setSaving(false);
        }
      }}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('agendamento.acoes.motivo')}
          htmlFor="cancelar-motivo"
          validateStatus={touched && empty ? 'error' : undefined}
          help={touched && empty ? t('agendamento.acoes.motivoObrigatorio') : undefined}
        >
          <Input.TextArea
            id="cancelar-motivo"
            rows={3}
            maxLength={500}
            autoFocus
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            onBlur={() => setTouched(true)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
