import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Avatar, Button, Space, Tooltip, Typography } from '@clinica/shared/antd';
import { Card, Skeleton } from '@clinica/shared/antd/display';
import { EditOutlined, FileSearchOutlined, FilePdfOutlined, UserOutlined, WhatsAppOutlined } from '@clinica/shared/icons';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { PulseiraTag, formatCpf, formatPhone, notify, useFotoSrc, useOpenedOnce, usePdfStatus, usePermission } from '@clinica/shared';
import { baixarLaudo } from './laudo.ts';
import { ConsultaControl } from './consulta-control.tsx';
import '../estudo-caso/messages.ts';
import { usePaciente, usePulseiras, type Paciente } from '../paciente-dialog/paciente-dialog.resource.ts';

const EstudoCasoDialog = lazy(() => import('../estudo-caso/estudo-caso-dialog.tsx').then((m) => ({ default: m.EstudoCasoDialog })));
// 'Ver Mais': the dialog and its descriptions load when first opened, not with the record
const DadosPacienteDialog = lazy(() => import('./dados-paciente-dialog.tsx').then((m) => ({ default: m.DadosPacienteDialog })));
const PacienteDialog = lazy(() => import('../paciente-dialog/paciente-dialog.tsx').then((m) => ({ default: m.PacienteDialog })));

/** WhatsApp chat link with the spec's greeting: first and last name in upper case. */
export function whatsAppLink(paciente: Pick<Paciente, 'nome' | 'ddi' | 'whatsApp'>, greeting: (nome: string) => string): string {
  const names = paciente.nome.trim().split(/\s+/);
  const shortName = (names.length > 1 ? `${names[0]} ${names[names.length - 1]}` : names[0]!).toUpperCase();
  const number = `${paciente.ddi ?? '55'}${paciente.whatsApp ?? ''}`;
  return `https://api.whatsapp.com/send?phone=${number}&text=${encodeURIComponent(greeting(shortName))}`;
}

/** Header of the record: photo, name, CPF, RG, mobile, wristband, 'Ver Mais', the PDF report, edit and WhatsApp. */
export function HeaderCard({ pacienteId, procedimentoId }: { pacienteId: number; procedimentoId: number }): ReactNode {
  const { t } = useTranslation();
  const paciente = usePaciente(pacienteId).data;
  const pulseiras = usePulseiras().data ?? [];
  const [verMais, setVerMais] = useState(false);
  const verMaisAberto = useOpenedOnce(verMais);
  const [editing, setEditing] = useState(false);
  const canEdit = usePermission('ROLE_PACIENTES');
  // spec 02 §6 CRIAR_ESTUDO_CASO; a reminder notification opens the record with estudoCaso=1
  const canEstudo = usePermission('ROLE_PACIENTES && CRIAR_ESTUDO_CASO');
  const [params, setParams] = useSearchParams();
  const estudoAberto = canEstudo && params.get('estudoCaso') === '1';
  const setEstudo = (aberto: boolean) =>
    setParams(
      (atual) => {
        const next = new URLSearchParams(atual);
        if (aberto) next.set('estudoCaso', '1');
        else next.delete('estudoCaso');
        return next;
      },
      { replace: true },
    );
  const fotoSrc = useFotoSrc(paciente?.foto);
  const canAttend = usePermission('ROLE_AGENDAMENTOS && ROLE_PACIENTES && AGENDAMENTOS_FICHA_PACIENTE');
  const gerandoPdf = usePdfStatus((state) => state.etapa !== null);
  const pdf = async () => {
    const erro = await baixarLaudo(pacienteId, procedimentoId);
    // spec 02 §8: the server's message, else the step's
    if (erro === undefined) notify.success(t('pdf.sucesso'));
    else notify.error(erro.mensagemServidor ?? t(erro.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
  };

  if (!paciente)
    return (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </Card>
    );
  const pulseira = pulseiras.find((p) => p.id === paciente.pulseiraId);

  return (
    <Card data-testid="ficha-cabecalho">
      <Space align="start" size="large" wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space align="start" size="middle">
          <Avatar size={72} src={fotoSrc} icon={<UserOutlined />} alt={paciente.nome} />
          <Space orientation="vertical" size={2}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {paciente.nome}
            </Typography.Title>
            <Typography.Text>
              {t('paciente.campos.cpf')}: {paciente.cpf ? formatCpf(paciente.cpf.padStart(11, '0')) : '—'} · {t('paciente.campos.rg')}: {paciente.rg ?? '—'}
            </Typography.Text>
            <Typography.Text>
              {t('paciente.campos.celular')}: {formatPhone(paciente.celular, paciente.ddi) || '—'}
            </Typography.Text>
            {pulseira && <PulseiraTag tipo={pulseira.tipo} cor={pulseira.cor} testId="ficha-pulseira" />}
          </Space>
        </Space>
        <Space wrap>
          {canAttend && <ConsultaControl pacienteId={pacienteId} procedimentoId={procedimentoId} />}
          <Button onClick={() => setVerMais(true)}>{t('paciente.ficha.verMais')}</Button>
          {canEdit && (
            <Button icon={<FilePdfOutlined />} loading={gerandoPdf} onClick={() => void pdf()} data-testid="ficha-pdf">
              {t('pdf.botao')}
            </Button>
          )}
          {canEstudo && (
            <Button icon={<FileSearchOutlined />} onClick={() => setEstudo(true)} data-testid="ficha-estudo-caso">
              {t('estudoCaso.botao')}
            </Button>
          )}
          {canEdit && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('paciente.ficha.editarPaciente')}
            </Button>
          )}
          {paciente.whatsApp && (
            <Tooltip title={t('paciente.ficha.whatsapp')}>
              <Button
                icon={<WhatsAppOutlined />}
                href={whatsAppLink(paciente, (nome) => t('paciente.ficha.saudacao', { nome }))}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('paciente.ficha.whatsapp')}
              />
            </Tooltip>
          )}
        </Space>
      </Space>
      {verMaisAberto && (
        <Suspense fallback={null}>
          <DadosPacienteDialog paciente={paciente} open={verMais} onClose={() => setVerMais(false)} />
        </Suspense>
      )}
      {estudoAberto && (
        <Suspense fallback={null}>
          <EstudoCasoDialog pacienteId={paciente.id} onClose={() => setEstudo(false)} />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={null}>
          <PacienteDialog open pacienteId={paciente.id} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Card>
  );
}
