import type { ReactNode } from 'react';
import { Select } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';

export interface IdsSelectProps {
  label: string;
  /** Shown when nothing is chosen (the report then counts every item). */
  placeholder: string;
  /** The ids as the address keeps them: "3,7" (undefined: none). */
  value: string | undefined;
  itens: { id: number; nome: string; ativo: boolean }[];
  onChange: (value: string | undefined) => void;
}

const lista = (texto?: string): number[] => (texto ? texto.split(',').map(Number).filter(Number.isInteger) : []);

/** A report filter that picks several items by id; an inactive item still counts for the past, so it is offered, marked. */
export function IdsSelect({ label, placeholder, value, itens, onChange }: IdsSelectProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      aria-label={label}
      placeholder={placeholder}
      optionFilterProp="label"
      // a fixed width: with maxTagCount 'responsive' in the wrapping filter bar, a width that follows the
      // tags made the tags and the bar measure each other without end (the bar's buttons never stood still)
      style={{ width: 240 }}
      value={lista(value)}
      options={itens.map((item) => ({ value: item.id, label: item.ativo ? item.nome : `${item.nome} (${t('relatorios.inativo')})` }))}
      onChange={(ids: number[]) => onChange(ids.join(',') || undefined)}
    />
  );
}
