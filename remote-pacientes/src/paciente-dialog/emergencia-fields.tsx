import type { ReactNode } from 'react';
import { Divider } from '@clinica/shared/antd';
import { Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { MASKS } from '@clinica/shared/forms';
import { PacienteTextField } from './paciente-text-field.tsx';

/** 'Contato de emergência': whom to call, their phone, how they are related (all optional). */
export function EmergenciaFields({ required }: { required: Set<string> }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Divider titlePlacement="start">{t('paciente.dialogo.emergenciaTitulo')}</Divider>
      <Row gutter={16}>
        <PacienteTextField name="nomeContatoEmergencia" span={10} required={required.has('nomeContatoEmergencia')} />
        <PacienteTextField name="telefoneContatoEmergencia" span={7} required={required.has('telefoneContatoEmergencia')} mask={MASKS.emergencyPhone} />
        <PacienteTextField name="grauParentescoContatoEmergencia" span={7} required={required.has('grauParentescoContatoEmergencia')} />
      </Row>
    </>
  );
}
