import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Button, Select, Space, Spin, Typography } from '@clinica/shared/antd';
import { UserAddOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
// the Pacientes remote's './PacienteDialog' props: the contract across the federation boundary, in shared
import { RemoteDialog, formatCpf, formatDate, useDebouncedValue, usePermission, type PacienteDialogProps } from '@clinica/shared';
import { PERMISSOES } from '../agenda/status.ts';
import { usePacientesPorNome, type PacienteEncontrado } from './booking.resource.ts';

const MIN_CHARS = 2;

/** The patient fields the booking takes; the 'Dados pessoais' dialog answers a whole patient. */
export type PacienteEscolhido = Pick<PacienteEncontrado, 'id' | 'nome' | 'celular' | 'telefone'> & Partial<Pick<PacienteEncontrado, 'ddi'>>;

export interface PacienteFieldProps {
  id: string;
  value: { id: number | null; nome: string };
  disabled?: boolean;
  onChoose: (paciente: PacienteEscolhido) => void;
  /** the last search found no active patient */
  onNotFound: (notFound: boolean) => void;
  /** leaving the field marks it touched (its 'PACIENTE É OBRIGATÓRIO.' shows) */
  onBlur?: () => void;
  status?: 'error';
}

const secondary = (paciente: PacienteEncontrado): string =>
  [paciente.cpf && formatCpf(paciente.cpf), paciente.nascimento && formatDate(paciente.nascimento)].filter(Boolean).join(' · ');

/**
 * Patient search by name (active patients) and 'Novo paciente', which opens the Pacientes area's
 * 'Dados pessoais' dialog through federation; the patient saved there is chosen here.
 */
export function PacienteField({ id, value, disabled, onChoose, onNotFound, onBlur, status }: PacienteFieldProps): ReactNode {
  const { t } = useTranslation();
  const canCreatePaciente = usePermission(PERMISSOES.novoPaciente);
  const [typed, setTyped] = useState('');
  const [creating, setCreating] = useState(false);

  // the search waits for the user to pause typing
  const nome = useDebouncedValue(typed).trim();

  const search = usePacientesPorNome(nome, MIN_CHARS);
  const found = search.data ?? [];
  const searching = search.isFetching;

  // each answer says whether an active patient matched (the client showed a failure's message)
  const reportNotFound = useEffectEvent((pacientes: PacienteEncontrado[]) => onNotFound(pacientes.length === 0));
  const answer = search.isPlaceholderData ? undefined : search.data;
  useEffect(() => {
    if (answer) reportNotFound(answer);
  }, [answer]);

  // the chosen patient stays an option, so the field shows its name before any search
  const options = [
    ...(value.id !== null && !found.some((p) => p.id === value.id) ? [{ value: value.id, label: value.nome, title: '' }] : []),
    ...found.map((paciente) => ({
      value: paciente.id,
      label: paciente.nome,
      title: secondary(paciente),
    })),
  ];

  return (
    <Space.Compact block>
      <Select
        id={id}
        style={{ flex: 1, minWidth: 0 }}
        value={value.id ?? undefined}
        disabled={disabled}
        status={status}
        onBlur={onBlur}
        placeholder={t('agendamento.booking.buscarPaciente')}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        loading={searching}
        notFoundContent={searching ? <Spin size="small" /> : typed.trim().length >= MIN_CHARS ? t('agendamento.booking.erros.pacienteNaoEncontrado') : null}
        options={options}
        optionRender={(option) => (
          <Space orientation="vertical" size={0}>
            <span>{option.label}</span>
            {option.data.title && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {option.data.title}
              </Typography.Text>
            )}
          </Space>
        )}
        onChange={(chosenId: number) => {
          const chosen = found.find((paciente) => paciente.id === chosenId);
          if (chosen) onChoose(chosen);
        }}
      />
      {canCreatePaciente && !disabled && (
        <Button icon={<UserAddOutlined />} onClick={() => setCreating(true)}>
          {t('agendamento.booking.novoPaciente')}
        </Button>
      )}
      {creating && (
        <RemoteDialog<PacienteDialogProps>
          remote="pacientes"
          module="./PacienteDialog"
          loadingText={t('agendamento.booking.carregandoPaciente')}
          unavailableText={t('agendamento.booking.pacienteIndisponivel')}
          props={{
            open: true,
            onClose: () => setCreating(false),
            // the dialog itself says 'Paciente Criado com sucesso!'
            onSaved: (paciente) => {
              onNotFound(false);
              onChoose(paciente);
            },
          }}
        />
      )}
    </Space.Compact>
  );
}
