import { useState, type ReactNode } from 'react';
import { Input } from '@clinica/shared/antd';
import { formatDate, parseDate } from '@clinica/shared';

/** dd/mm/aaaa as typed: digits only, the slashes put in, at most 10 characters. */
export const mascaraData = (texto: string): string => {
  const digitos = texto.replace(/\D/g, '').slice(0, 8);
  return [digitos.slice(0, 2), digitos.slice(2, 4), digitos.slice(4)].filter(Boolean).join('/');
};

const textoDe = (dia: string | undefined): string => (dia ? formatDate(`${dia}T12:00:00`) : '');

/**
 * A day of the list's period, typed as dd/mm/aaaa (spec 02 §2.3's dd/mm/yy picker): a whole, real day is
 * handed on as aaaa-mm-dd, erased as undefined. Without the form libraries, so the tab's first screen
 * does not load them.
 */
export function DiaFiltro({ label, value, onChange }: { label: string; value?: string; onChange: (dia?: string) => void }): ReactNode {
  const [texto, setTexto] = useState(textoDe(value));
  // a day set from outside (the address, the default month) replaces what is shown
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
      style={{ width: 150 }}
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
