import { useState, type ReactNode } from 'react';
import { Button, Divider, Space } from '@clinica/shared/antd';
import { Form } from '@clinica/shared/antd/inputs';
import { Col, Row } from '@clinica/shared/antd/display';
import { Descriptions } from '@clinica/shared/antd/details';
import { EditOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Can, formatCpf, formatPhone, notify, onlyDigits, useCepLookup } from '@clinica/shared';
import { MASKS, MaskedFormField, applyMask, rulesSchema, type MaskedInputProps } from '@clinica/shared/forms';
import { useEditarMedicoMutation, type Medico } from './medico.resource.ts';
import { MEDICO_SECTIONS, formFromMedico, medicoErrors, payloadFromForm, type MedicoFormValues } from './medico-form.ts';

type Field = keyof MedicoFormValues;
const MASK_OF: Partial<Record<Field, MaskedInputProps['mask']>> = {
  cpf: MASKS.cpf,
  nascimento: MASKS.date,
  telefone: MASKS.phoneBR,
  celular: MASKS.phoneBR,
  cep: MASKS.cep,
};
const resolver = valibotResolver(rulesSchema<MedicoFormValues>(medicoErrors));

/** Personal data (spec 01 section 2): read-only; the edit button only with GERENCIAR_USUARIOS_DO_SISTEMA. */
export function DadosPessoaisTab({ medico }: { medico: Medico }): ReactNode {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const label = (field: Field): string => t(`medico.campos.${field}`);
  const shown = (field: Field): string => {
    const value = formFromMedico(medico)[field];
    if (!value) return '—';
    if (field === 'telefone' || field === 'celular') return formatPhone(value);
    if (field === 'cep') return applyMask('cep', value);
    return field === 'cpf' ? formatCpf(value) : value;
  };

  if (editing) return <MedicoForm medico={medico} onClose={() => setEditing(false)} />;
  return (
    <div data-testid="medico-dados">
      <Can permission="GERENCIAR_USUARIOS_DO_SISTEMA">
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} style={{ marginBottom: 16 }}>
          {t('medico.editar')}
        </Button>
      </Can>
      {Object.entries(MEDICO_SECTIONS).map(([section, fields]) => (
        <Descriptions
          key={section}
          title={t(`medico.secoes.${section}`)}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          style={{ marginBottom: 16 }}
          items={fields.map((field) => ({ key: field, label: label(field), children: shown(field) }))}
        />
      ))}
    </div>
  );
}

function MedicoForm({ medico, onClose }: { medico: Medico; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue, formState } = useForm<MedicoFormValues>({ defaultValues: formFromMedico(medico), resolver, mode: 'onChange' });
  const editar = useEditarMedicoMutation();

  const cepLookup = useCepLookup();
  const fillAddress = async (cep: string): Promise<void> => {
    if (onlyDigits(cep).length !== 8) return;
    const address = await cepLookup.buscar(cep);
    if (!address) return;
    for (const field of ['logradouro', 'bairro', 'cidade', 'estado', 'pais'] as const)
      setValue(field, address[field], { shouldDirty: true, shouldValidate: true });
  };

  // a failed save keeps the form as typed; the http client shows the server's message
  const save = handleSubmit(async (values) => {
    try {
      await editar.mutateAsync(payloadFromForm(medico.id, values));
    } catch {
      return;
    }
    // the mutation has the doctor read again: the tab shows the saved data
    notify.success(t('medico.salvo'));
    onClose();
  });

  return (
    <Form layout="vertical" onFinish={() => void save()} data-testid="medico-form">
      {Object.entries(MEDICO_SECTIONS).map(([section, fields]) => (
        <section key={section} aria-label={t(`medico.secoes.${section}`)}>
          <Divider titlePlacement="start">{t(`medico.secoes.${section}`)}</Divider>
          <Row gutter={16}>
            {fields.map((field) => (
              <Col key={field} xs={24} md={12} xl={8}>
                <MaskedFormField
                  control={control}
                  name={field}
                  id={`medico-${field}`}
                  label={t(`medico.campos.${field}`)}
                  mask={MASK_OF[field]}
                  onBlur={field === 'cep' ? (cep) => void fillAddress(cep) : undefined}
                  hint={field === 'cep' ? cepLookup.hint : undefined}
                />
              </Col>
            ))}
          </Row>
        </section>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} disabled={!formState.isValid}>
          {t('medico.salvar')}
        </Button>
        <Button onClick={onClose}>{t('medico.cancelar')}</Button>
      </Space>
    </Form>
  );
}
