import type { ReactNode } from 'react';
import { Divider, Input } from '@clinica/shared/antd';
import { Col, Row } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@clinica/shared/forms';
import type { PacienteFormValues } from './paciente-form.ts';

/** 'Informações adicionais': social network (5 rows by 50 columns, spec 02) and notes. */
export function ExtrasFields(): ReactNode {
  const { t } = useTranslation();
  const { control } = useFormContext<PacienteFormValues>();
  return (
    <>
      <Divider titlePlacement="start">{t('paciente.dialogo.extrasTitulo')}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FormField control={control} name="redeSocial" id="paciente-redeSocial" label={t('paciente.campos.redeSocial')}>
            {(f) => <Input.TextArea id="paciente-redeSocial" rows={5} cols={50} {...f} />}
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField control={control} name="observacoes" id="paciente-observacoes" label={t('paciente.campos.observacoes')}>
            {(f) => <Input.TextArea id="paciente-observacoes" rows={5} {...f} />}
          </FormField>
        </Col>
      </Row>
    </>
  );
}
