import { useState, type ReactNode } from 'react';
import { formatDate, parseDate } from '@clinica/shared';
import { MASKS } from '../brazil/masks.ts';
import { MaskedInput } from '../components/masked-input.tsx';

/** A day typed as dd/mm/aaaa, kept as it is typed until it is a whole date (then it joins the address as aaaa-mm-dd). */
export function DiaField({ label, value, onChange }: { label: string; value?: string; onChange: (dia?: string) => void }): ReactNode {
  const [texto, setTexto] = useState(value ? formatDate(`${value}T12:00:00`) : '');
  // a day set from outside (a preset period, the address) replaces what is shown
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== (parseDate(texto)?.toISODate() ?? undefined)) setTexto(value ? formatDate(`${value}T12:00:00`) : '');
  }
  return (
    <MaskedInput
      aria-label={label}
      placeholder={label}
      mask={MASKS.date}
      value={texto}
      style={{ width: 130 }}
      onChange={(typed) => {
        setTexto(typed);
        if (typed === '') onChange(undefined);
        else if (typed.length === 10) onChange(parseDate(typed)?.toISODate() ?? undefined);
      }}
    />
  );
}
