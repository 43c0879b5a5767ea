import { useMemo, useState, type ReactNode } from 'react';
import { Input, Select, Space, Typography } from '@clinica/shared/antd';
import { Checkbox } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { MoneyInput, formatBRL, formatPhone, useDebouncedValue, useSession } from '@clinica/shared';
import { FormField, ItemFormDialog } from '@clinica/shared/forms';
import { imprimirOrcamentos } from './imprimir-orcamentos.ts';
import {
  novoOrcamento,
  orcamentoErrors,
  orcamentoPayload,
  requiredFields,
  valorBrutoComCampanha,
  valorLiquido,
  type OrcamentoFormValues,
} from './orcamento-form.ts';
import { PropostasFields } from './propostas-fields.tsx';
import {
  useCampanhasDoProcedimento,
  useCriarOrcamentoMutation,
  usePacientesDoOrcamento,
  useProcedimentos,
  type PacienteDoOrcamento,
  type ProcedimentoDoOrcamento,
} from './orcamentos.resource.ts';
import './orcamentos.i18n.ts';

/** What 'Novo orçamento' starts with in the record: its patient and procedure. */
export interface PresetDoOrcamento {
  paciente?: PacienteDoOrcamento | null;
  procedimentoId?: number;
}

export const ID = 'orcamento-form';
const set = { shouldValidate: true, shouldDirty: true, shouldTouch: true } as const;
const reais = (centavos: number | null | undefined) => formatBRL((centavos ?? 0) / 100);

type Props = { control: Control<OrcamentoFormValues>; setValue: UseFormSetValue<OrcamentoFormValues>; required: Set<string>; label: (campo: string) => string };

/** The patient, searched by name (active ones); preset in the record. */
function PacienteField({ control, setValue, required, label, fixo }: Props & { fixo: boolean }): ReactNode {
  const [busca, setBusca] = useState('');
  const nome = useDebouncedValue(busca.trim());
  const pacientes = usePacientesDoOrcamento(nome);
  const atual = useWatch({ control, name: 'paciente' });
  const opcoes = [...(atual ? [atual] : []), ...(pacientes.data ?? []).filter((p) => p.id !== atual?.id)];
  return (
    <FormField control={control} name="pacienteId" id={`${ID}-pacienteId`} label={label('paciente')} required={required.has('pacienteId')} errorsAfterChange>
      {(field) => (
        <Select<number>
          id={`${ID}-pacienteId`}
          value={field.value ?? undefined}
          disabled={fixo}
          showSearch={{ filterOption: false, onSearch: setBusca }}
          allowClear
          placeholder={label('pacienteBuscar')}
          loading={pacientes.isFetching}
          notFoundContent={null}
          options={opcoes.map((p) => ({ value: p.id, label: p.nome }))}
          onChange={(id) => {
            const paciente = opcoes.find((p) => p.id === id) ?? null;
            setValue('paciente', paciente, set);
            field.onChange(paciente?.id ?? null);
          }}
          onBlur={field.onBlur}
        />
      )}
    </FormField>
  );
}

/** The patient's e-mail, phone and mobile, read-only (spec 02 §5). */
function ContatosDoPaciente({ control, label }: Pick<Props, 'control' | 'label'>): ReactNode {
  const paciente = useWatch({ control, name: 'paciente' });
  const campo = (nome: 'email' | 'telefone' | 'celular', valor: string) => (
    <label style={{ flex: 1, minWidth: 160 }}>
      <Typography.Text type="secondary">{label(nome)}</Typography.Text>
      <Input id={`${ID}-${nome}`} aria-label={label(nome)} value={valor} readOnly />
    </label>
  );
  return (
    <Space wrap style={{ width: '100%', marginBottom: 16 }} data-testid="orcamento-contatos">
      {campo('email', paciente?.email ?? '')}
      {campo('telefone', formatPhone(paciente?.telefone))}
      {campo('celular', formatPhone(paciente?.celular, paciente?.ddi))}
    </Space>
  );
}

/** Procedure and campaign: the gross value follows them (the price, minus the campaign's discount, never below 0). */
function ProcedimentoCampanha({ control, setValue, required, label, procedimentos }: Props & { procedimentos: ProcedimentoDoOrcamento[] }): ReactNode {
  const procedimentoId = useWatch({ control, name: 'procedimentoId' });
  const campanhas = useCampanhasDoProcedimento(procedimentoId);
  const preco = procedimentos.find((p) => p.id === procedimentoId)?.valor;
  const oferecidos = procedimentos.filter((p) => p.ativo || p.id === procedimentoId);
  return (
    <>
      <FormField
        control={control}
        name="procedimentoId"
        id={`${ID}-procedimentoId`}
        label={label('procedimento')}
        required={required.has('procedimentoId')}
        errorsAfterChange
      >
        {(field) => (
          <Select<number>
            id={`${ID}-procedimentoId`}
            value={field.value ?? undefined}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            options={oferecidos.map((p) => ({ value: p.id, label: `${p.nome} — ${reais(p.valor)}` }))}
            onChange={(id) => {
              field.onChange(id ?? null);
              setValue('campanhaId', null, set);
              setValue('valorBruto', id ? (procedimentos.find((p) => p.id === id)?.valor ?? null) : null, set);
            }}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <FormField control={control} name="campanhaId" id={`${ID}-campanhaId`} label={label('campanha')}>
        {(field) => (
          <Select<number>
            id={`${ID}-campanhaId`}
            value={field.value ?? undefined}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={campanhas.isFetching}
            notFoundContent={<span data-testid="campanha-vazio">{procedimentoId ? label('semCampanha') : label('selecioneProcedimento')}</span>}
            options={(procedimentoId ? (campanhas.data ?? []) : []).map((c) => ({
              value: c.id,
              label: `${c.nome} (${c.tipoDesconto === 'VALOR_REAL' ? reais(c.desconto) : `${String(c.desconto).replace('.', ',')}%`})`,
            }))}
            onChange={(id) => {
              field.onChange(id ?? null);
              const campanha = campanhas.data?.find((c) => c.id === id);
              if (preco !== undefined) setValue('valorBruto', valorBrutoComCampanha(preco, campanha), set);
            }}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
    </>
  );
}

/** Gross (computed, read-only), discount and net values. */
function Valores({ control, required, label }: Pick<Props, 'control' | 'required' | 'label'>): ReactNode {
  const [valorBruto, desconto] = useWatch({ control, name: ['valorBruto', 'desconto'] });
  const liquido = valorLiquido({ valorBruto, desconto });
  return (
    <Space wrap align="start" size="large">
      <FormField
        control={control}
        name="valorBruto"
        id={`${ID}-valorBruto`}
        label={label('valorBruto')}
        required={required.has('valorBruto')}
        errorsAfterChange
      >
        {(field) => <MoneyInput id={`${ID}-valorBruto`} ref={field.ref} value={field.value} readOnly style={{ width: 170 }} />}
      </FormField>
      <FormField control={control} name="desconto" id={`${ID}-desconto`} label={label('desconto')} errorsAfterChange>
        {(field) => (
          <MoneyInput
            id={`${ID}-desconto`}
            ref={field.ref}
            value={field.value}
            onChange={(v) => field.onChange(v ?? 0)}
            onBlur={field.onBlur}
            style={{ width: 170 }}
          />
        )}
      </FormField>
      <div>
        <Typography.Text type="secondary">{label('valorLiquido')}</Typography.Text>
        <div data-testid="orcamento-liquido" style={{ fontWeight: 600, paddingTop: 6 }}>
          {liquido === undefined ? '—' : reais(liquido)}
        </div>
      </div>
    </Space>
  );
}

/**
 * 'Novo orçamento' (spec 02 §2.4, §5; CRIAR_ORCAMENTOS): the professional (the logged-in user, a doctor),
 * the patient with their contacts read-only, procedure and campaign (the gross value follows), discount,
 * one or more payment proposals, every rule as the user types, and 'print on save'.
 */
export function OrcamentoDialog({ preset, onClose }: { preset?: PresetDoOrcamento; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const procedimentos = useProcedimentos();
  const criar = useCriarOrcamentoMutation();
  const usuario = useSession((state) => state.user);
  const medicoId = usuario?.ehMedico ? Number(usuario.id) : null;
  const lista = procedimentos.data;
  const values = useMemo(
    () =>
      novoOrcamento({
        profissionalId: medicoId,
        paciente: preset?.paciente,
        procedimentoId: preset?.procedimentoId,
        valorBruto: lista?.find((p) => p.id === preset?.procedimentoId)?.valor ?? null,
      }),
    [medicoId, preset, lista],
  );
  const label = (campo: string) => t(`orcamento.form.${campo}`);
  const labels: Record<keyof OrcamentoFormValues, string> = {
    profissionalId: label('profissional'),
    pacienteId: label('paciente'),
    paciente: label('paciente'),
    procedimentoId: label('procedimento'),
    campanhaId: label('campanha'),
    valorBruto: label('valorBruto'),
    desconto: label('desconto'),
    propostas: label('propostas'),
    imprimir: label('imprimir'),
  };
  const labelOf = (path: string): string | undefined => {
    const match = /^propostas\.(\d+)\.(\w+)$/.exec(path);
    return match ? t('orcamento.form.formaLabel', { campo: label(match[2]!), n: Number(match[1]) + 1 }) : undefined;
  };
  if (!lista) return null;

  return (
    <ItemFormDialog<OrcamentoFormValues>
      open
      title={label('titulo')}
      testId={ID}
      values={values}
      errorsOf={orcamentoErrors}
      labels={labels}
      labelOf={labelOf}
      saving={criar.isPending}
      saved={label('gerado')}
      width={760}
      onClose={onClose}
      onSave={async (form) => {
        const salvo = await criar.mutateAsync(orcamentoPayload(form));
        if (form.imprimir) void imprimirOrcamentos([{ idOrcamento: salvo.id, pacienteId: salvo.pacienteId, procedimentoId: salvo.procedimentoId }], t);
        return salvo;
      }}
      fields={(control, setValue) => (
        <Campos
          control={control}
          setValue={setValue}
          label={label}
          procedimentos={lista}
          medico={usuario && medicoId ? { id: medicoId, nome: usuario.nome } : null}
          fixo={!!preset?.paciente}
        />
      )}
    />
  );
}

function Campos({
  control,
  setValue,
  label,
  procedimentos,
  medico,
  fixo,
}: Omit<Props, 'required'> & { procedimentos: ProcedimentoDoOrcamento[]; medico: { id: number; nome: string } | null; fixo: boolean }): ReactNode {
  const values = useWatch({ control }) as OrcamentoFormValues;
  const required = requiredFields(values);
  const props = { control, setValue, required, label };
  return (
    <>
      <FormField
        control={control}
        name="profissionalId"
        id={`${ID}-profissionalId`}
        label={label('profissional')}
        required={required.has('profissionalId')}
        hint={medico ? undefined : label('naoMedico')}
        errorsAfterChange
      >
        {(field) => (
          <Select<number>
            id={`${ID}-profissionalId`}
            value={field.value ?? undefined}
            showSearch={{ optionFilterProp: 'label' }}
            options={medico ? [{ value: medico.id, label: medico.nome }] : []}
            onChange={(id) => field.onChange(id ?? null)}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <PacienteField {...props} fixo={fixo} />
      <ContatosDoPaciente control={control} label={label} />
      <ProcedimentoCampanha {...props} procedimentos={procedimentos} />
      <Valores control={control} required={required} label={label} />
      <PropostasFields control={control} setValue={setValue} required={required} label={label} />
      <Controller
        control={control}
        name="imprimir"
        render={({ field }) => (
          <Checkbox id={`${ID}-imprimir`} checked={field.value} onChange={(e) => field.onChange(e.target.checked)}>
            {label('imprimir')}
          </Checkbox>
        )}
      />
    </>
  );
}
