import { useMemo, type ReactNode } from 'react';
import { Divider, Input, Select } from '@clinica/shared/antd';
import { Col, Row } from '@clinica/shared/antd/display';
import { Switch } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FIELD_LIMITS, notify } from '@clinica/shared';
import { FotoField, ItemFormDialog } from '@clinica/shared/forms';
import { EnderecoFields, FormField, MASKS, MaskedInput } from '@clinica/shared/forms';
import {
  emptyUsuario,
  funcionarioFormOf,
  funcionarioPayload,
  medicoFormOf,
  medicoPayload,
  usuarioErrors,
  usuarioRequired,
  type UsuarioFormValues,
} from './usuario-form.ts';
import { usePerfis, useSalvarFuncionarioMutation, useSalvarMedicoMutation, type Funcionario, type Medico } from './usuarios.resource.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/funcionario/cadastro'];
const MEDICO_LIMITS = FIELD_LIMITS['PUT gerenciar/medico/editar'] as Record<string, number | undefined>;
const ID = 'funcionario-form';

/** What the dialog edits: nothing (a new user), an employee, or a doctor. */
export type UsuarioEditado = { funcionario?: Funcionario; medico?: Medico };

interface FieldsProps {
  control: Control<UsuarioFormValues>;
  setValue: UseFormSetValue<UsuarioFormValues>;
  novo: boolean;
  labels: Record<string, string>;
}

/** The fields: the login's, then, for a doctor, the doctor's record with the address filled from its CEP. */
function UsuarioFields({ control, setValue, novo, labels }: FieldsProps): ReactNode {
  const { t } = useTranslation();
  const perfis = usePerfis();
  const ehMedico = useWatch({ control, name: 'ehMedico' });
  const nome = useWatch({ control, name: 'nome' });
  const required = usuarioRequired({ novo });
  const texto = (name: 'registroProfissional' | 'rg', span: number) => (
    <Col xs={24} md={span}>
      <FormField control={control} name={name} id={`${ID}-${name}`} label={labels[name]}>
        {(field) => <Input id={`${ID}-${name}`} {...field} maxLength={MEDICO_LIMITS[name]} />}
      </FormField>
    </Col>
  );
  const telefone = (name: 'telefone' | 'celular') => (
    <Col xs={24} md={8}>
      <FormField control={control} name={name} id={`${ID}-${name}`} label={labels[name]}>
        {(field) => <MaskedInput id={`${ID}-${name}`} {...field} mask={MASKS.phoneBR} />}
      </FormField>
    </Col>
  );
  return (
    <>
      {novo && (
        <FormField control={control} name="ehMedico" id={`${ID}-ehMedico`} label={labels.ehMedico} hint={t('usuarios.ehMedicoDica')}>
          {({ value, onChange, ref }) => <Switch id={`${ID}-ehMedico`} ref={ref} checked={value} onChange={onChange} />}
        </FormField>
      )}
      <FormField control={control} name="foto" id={`${ID}-foto`} label={labels.foto}>
        {({ value, onChange }) => <FotoField value={value} onChange={onChange} nome={nome} uploadPath="gerenciar/usuario/foto" testId="usuario-foto" />}
      </FormField>
      <FormField control={control} name="nome" id={`${ID}-nome`} label={labels.nome} required={required.has('nome')} errorsAfterChange>
        {(field) => <Input id={`${ID}-nome`} {...field} maxLength={LIMITS.nome} autoComplete="off" />}
      </FormField>
      <FormField control={control} name="cpf" id={`${ID}-cpf`} label={labels.cpf} required={required.has('cpf')} errorsAfterChange>
        {(field) => <MaskedInput id={`${ID}-cpf`} {...field} mask={MASKS.cpf} />}
      </FormField>
      <FormField control={control} name="email" id={`${ID}-email`} label={labels.email} required={required.has('email')} errorsAfterChange>
        {(field) => <Input id={`${ID}-email`} {...field} type="email" maxLength={LIMITS.email} autoComplete="off" />}
      </FormField>
      {required.has('perfilId') && (
        <FormField control={control} name="perfilId" id={`${ID}-perfilId`} label={labels.perfilId} required errorsAfterChange>
          {({ value, onChange, onBlur }) => (
            <Select
              id={`${ID}-perfilId`}
              value={value ?? undefined}
              onChange={(id?: number) => onChange(id ?? null)}
              onBlur={onBlur}
              loading={perfis.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(perfis.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
            />
          )}
        </FormField>
      )}
      {novo && (
        <FormField control={control} name="senha" id={`${ID}-senha`} label={labels.senha} required errorsAfterChange>
          {(field) => <Input.Password id={`${ID}-senha`} {...field} maxLength={LIMITS.senha} autoComplete="new-password" />}
        </FormField>
      )}
      {/* a new doctor starts active (the doctor's cadastro takes no situation); any user is deactivated by editing */}
      {!(novo && ehMedico) && (
        <FormField
          control={control}
          name="ativo"
          id={`${ID}-ativo`}
          label={labels.ativo}
          hint={novo ? undefined : t(ehMedico ? 'usuarios.ativoMedicoDica' : 'usuarios.ativoDica')}
        >
          {({ value, onChange, ref }) => <Switch id={`${ID}-ativo`} ref={ref} checked={value} onChange={onChange} />}
        </FormField>
      )}
      {ehMedico && (
        <section aria-label={t('usuarios.medicoTitulo')}>
          <Divider titlePlacement="start">{t('usuarios.medicoTitulo')}</Divider>
          <Row gutter={16}>
            {texto('registroProfissional', 12)}
            {texto('rg', 6)}
            <Col xs={24} md={6}>
              <FormField control={control} name="nascimento" id={`${ID}-nascimento`} label={labels.nascimento} errorsAfterChange>
                {(field) => <MaskedInput id={`${ID}-nascimento`} {...field} mask={MASKS.date} placeholder="dd/mm/aaaa" />}
              </FormField>
            </Col>
            {telefone('telefone')}
            {telefone('celular')}
          </Row>
          <EnderecoFields
            control={control}
            setValue={setValue}
            prefix=""
            brasil
            idPrefix={ID}
            required={false}
            maxLength={(path) => (path === 'cep' ? undefined : MEDICO_LIMITS[path])}
            labels="usuarios.campos"
          />
        </section>
      )}
    </>
  );
}

export interface UsuarioFormDialogProps {
  editing: UsuarioEditado | undefined;
  onClose: () => void;
}

/**
 * A user's form: a new employee or doctor ("é médico" asks the doctor's record too, and the agenda
 * books them), an employee's login, or a doctor's record.
 */
export function UsuarioFormDialog({ editing, onClose }: UsuarioFormDialogProps): ReactNode {
  const { t } = useTranslation();
  const salvarFuncionario = useSalvarFuncionarioMutation();
  const salvarMedico = useSalvarMedicoMutation();
  const novo = !editing?.funcionario && !editing?.medico;
  const values = useMemo(
    () => (editing?.funcionario ? funcionarioFormOf(editing.funcionario) : editing?.medico ? medicoFormOf(editing.medico) : emptyUsuario()),
    [editing],
  );
  const errorsOf = useMemo(() => (v: UsuarioFormValues) => usuarioErrors(v, { novo }), [novo]);
  const labels = {
    nome: t('usuarios.campos.nome'),
    cpf: t('usuarios.campos.cpf'),
    email: t('usuarios.campos.email'),
    perfilId: t('usuarios.campos.perfil'),
    senha: t('usuarios.campos.senha'),
    ativo: t('usuarios.campos.ativo'),
    ehMedico: t('usuarios.campos.ehMedico'),
    foto: t('usuarios.campos.foto'),
    registroProfissional: t('usuarios.campos.registroProfissional'),
    rg: t('usuarios.campos.rg'),
    nascimento: t('usuarios.campos.nascimento'),
    telefone: t('usuarios.campos.telefone'),
    celular: t('usuarios.campos.celular'),
    cep: t('usuarios.campos.cep'),
    logradouro: t('usuarios.campos.logradouro'),
    numero: t('usuarios.campos.numero'),
    complemento: t('usuarios.campos.complemento'),
    bairro: t('usuarios.campos.bairro'),
    cidade: t('usuarios.campos.cidade'),
    estado: t('usuarios.campos.estado'),
    pais: t('usuarios.campos.pais'),
  };
  const title = novo ? t('usuarios.novo') : editing?.medico ? t('usuarios.editarMedico') : t('usuarios.editarTitulo');
  return (
    <ItemFormDialog<UsuarioFormValues>
      open={editing !== undefined}
      title={title}
      testId={ID}
      width={720}
      values={values}
      errorsOf={errorsOf}
      labels={labels}
      saving={salvarFuncionario.isPending || salvarMedico.isPending}
      onSave={async (form) => {
        if (form.ehMedico) await salvarMedico.mutateAsync(medicoPayload(form, editing?.medico?.id));
        else await salvarFuncionario.mutateAsync(funcionarioPayload(form, editing?.funcionario?.id));
        notify.success(t(novo ? 'usuarios.criado' : 'usuarios.salvo', { nome: form.nome.trim() }));
      }}
      onClose={onClose}
      fields={(control, setValue) => <UsuarioFields control={control} setValue={setValue} novo={novo} labels={labels} />}
    />
  );
}
