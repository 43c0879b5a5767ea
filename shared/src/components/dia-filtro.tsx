import { useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { formatDate, parseDate } from '../format/format.ts';

/** dd/mm/aaaa as typed (spec 01 §5: digits only, the slashes put in, at most 10 characters). */
export const mascaraData = (texto: string): string => {
  const digitos = texto.replace(/\D/g, '').slice(0, 8);
  return [digitos.slice(0, 2), digitos.slice(2, 4), digitos.slice(4)].filter(Boolean).join('/');
};

const textoDe = (dia: string | undefined): string => (dia ? formatDate(`${dia}T12:00:00`) : '');

export interface DiaFiltroProps {
  label: string;
  /** the day in the address, aaaa-mm-dd */
  value?: string;
  /** a whole, real day typed (aaaa-mm-dd), or undefined once erased */
  onChange: (dia?: string) => void;
  width?: number;
}

/**
 * A day of a list's period (the tables' filters), typed as dd/mm/aaaa: a whole, real day goes to the
 * address (aaaa-mm-dd), erased goes away. Drawn without the form libraries (forms' DiaField brings
 * imask and react-hook-form), so a tab's first screen loads them only when a form is opened.
 */
export function DiaFiltro({ label, value, onChange, width = 130 }: DiaFiltroProps): ReactNode {
  const [texto, setTexto] = useState(textoDe(value));
  // a day set from outside (the address) replaces what is shown
  const [visto, setVisto] = useState(value);
  if (value !== visto) {
    setVisto(value);
    if (value !== (parseDate(texto)?.toISODate() ?? undefined)) setTexto(textoDe(value));
  }
  const invalido = texto.length === 10 && !parseDate(texto);
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={texto}
      maxLength={10}
      inputMode="numeric"
      status={invalido ? 'error' : undefined}
      aria-invalid={invalido || undefined}
      style={{ width }}
      onChange={(event) => {
        const typed = mascaraData(event.target.value);
        setTexto(typed);
        if (typed === '') onChange(undefined);
        else if (typed.length === 10) {
          const dia = parseDate(typed)?.toISODate();
          if (dia) onChange(dia);
        }
      }}
    />
  );
}
