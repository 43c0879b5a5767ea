import { useEffect, useState, type ReactNode } from 'react';
import { Button, Modal, Result, Select, Space, Spin, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RemoteComponent, formatCpf, formatDate, usePermission } from '@clinica/shared';
import { PERMISSOES } from '../agenda/status.ts';
import { pesquisarPacientes, type PacienteEncontrado } from './booking.resource.ts';

/** Waits for the user to stop typing before searching. */
const SEARCH_DELAY_MS = 300;
const MIN_CHARS = 2;

/** The patient fields the booking takes; the 'Dados pessoais' dialog answers a whole patient. */
export type PacienteEscolhido = Pick<PacienteEncontrado, 'id' | 'nome' | 'celular' | 'telefone'>;

/** Props of the Pacientes remote's './PacienteDialog' (the contract across the federation boundary). */
interface PacienteDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved?: (paciente: PacienteEscolhido, created: boolean) => void;
}

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
  const [found, setFound] = useState<PacienteEncontrado[]>([]);
  const [searching, setSearching] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const nome = typed.trim();
    if (nome.length < MIN_CHARS) return;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      pesquisarPacientes(nome)
        .then((pacientes) => {
          if (!current) return;
          setFound(pacientes);
          onNotFound(pacientes.length === 0);
        })
        .catch(() => undefined) // the client showed the server's message
        .finally(() => current && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // onNotFound is a new closure every render; only the typed name starts a search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

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
            {option.data.title && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{option.data.title}</Typography.Text>}
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
        <RemoteComponent<PacienteDialogProps>
          remote="pacientes"
          module="./PacienteDialog"
          loading={<Spin fullscreen description={t('agendamento.booking.carregandoPaciente')} />}
          fallback={
            <Modal open footer={null} onCancel={() => setCreating(false)}>
              <Result status="warning" subTitle={t('agendamento.booking.pacienteIndisponivel')} />
            </Modal>
          }
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
