import { useState, type ReactNode } from 'react';
import { Select, Spin } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, useDebouncedValue } from '@clinica/shared';
import { usePacientesDaSaida } from './movimentacao.resource.ts';

export interface PacientePickerProps {
  id: string;
  value: number | null;
  onChange: (id: number | null) => void;
  onBlur?: () => void;
}

/**
 * The patient an exit was used on, searched by name once the user pauses (as the agenda's booking
 * dialog picks one), through the stock area's own call: the clerk holds no patients' role, and it
 * answers only name and birth date.
 */
export function PacientePicker({ id, value, onChange, onBlur }: PacientePickerProps): ReactNode {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const nome = useDebouncedValue(typed).trim();
  const search = usePacientesDaSaida(nome);
  const found = nome.length >= 2 ? (search.data ?? []) : [];
  // the chosen one stays an option after the search moves on
  const [escolhido, setEscolhido] = useState<{ id: number; nome: string }>();
  const options = [
    ...(escolhido && escolhido.id === value && !found.some((p) => p.id === value) ? [{ value: escolhido.id, label: escolhido.nome }] : []),
    ...found.map((paciente) => ({
      value: paciente.id,
      label: paciente.nascimento ? `${paciente.nome} (${formatDate(`${paciente.nascimento}T12:00:00`)})` : paciente.nome,
    })),
  ];
  return (
    <Select<number>
      id={id}
      data-testid={id}
      value={value ?? undefined}
      allowClear
      placeholder={t('estoque.movimentacao.buscarPaciente')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? <Spin size="small" /> : nome.length >= 2 ? t('estoque.movimentacao.pacienteNaoEncontrado') : null}
      options={options}
      onBlur={onBlur}
      onChange={(chosen?: number) => {
        const paciente = found.find((p) => p.id === chosen);
        setEscolhido(paciente ? { id: paciente.id, nome: paciente.nome } : undefined);
        onChange(chosen ?? null);
      }}
    />
  );
}
