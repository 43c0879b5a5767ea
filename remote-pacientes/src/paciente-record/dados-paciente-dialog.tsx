import type { ReactNode } from 'react';
import { Modal } from '@clinica/shared/antd/overlays';
import { Descriptions } from '@clinica/shared/antd/details';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPhone } from '@clinica/shared';
import type { Paciente } from '../paciente-dialog/paciente-dialog.resource.ts';

/** The record header's 'Ver Mais': the patient's other data, read-only. */
export function DadosPacienteDialog({ paciente, open, onClose }: { paciente: Paciente; open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const endereco = [paciente.logradouro, paciente.numero, paciente.complemento, paciente.bairro, paciente.cidade, paciente.estado].filter(Boolean).join(', ');
  return (
    <Modal open={open} title={t('paciente.ficha.dadosPaciente')} onCancel={onClose} footer={null} width={720}>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('paciente.campos.nascimento')}>{formatDate(paciente.nascimento) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('paciente.campos.nomeMae')}>{paciente.nomeMae ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('paciente.campos.email')}>{paciente.email ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('paciente.campos.telefone')}>{formatPhone(paciente.telefone, paciente.ddi) || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('paciente.campos.profissao')}>{paciente.profissao ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('paciente.campos.sexo')}>
          {paciente.sexo ? t(paciente.sexo === 'MASCULINO' ? 'paciente.campos.masculino' : 'paciente.campos.feminino') : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('paciente.dialogo.enderecoTitulo')} span={2}>
          {endereco || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('paciente.dialogo.emergenciaTitulo')} span={2}>
          {[paciente.nomeContatoEmergencia, paciente.grauParentescoContatoEmergencia, paciente.telefoneContatoEmergencia].filter(Boolean).join(' · ') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('paciente.campos.observacoes')} span={2}>
          {paciente.observacoes ?? '—'}
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
