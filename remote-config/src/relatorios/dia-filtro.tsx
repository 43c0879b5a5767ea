import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, parseDate } from '@clinica/shared';
import { MASKS, MaskedInput } from '@clinica/shared/forms';

const textoDe = (dia: string | undefined): string => (dia ? formatDate(`${dia}T12:00:00`) : '');

export interface DiaFiltroProps {
  label: string;
  /** the day in the address, aaaa-mm-dd */
  value: string;
  /** a whole, real day typed (aaaa-mm-dd) */
  onChange: (dia: string) => void;
  /** why what is typed is no day (undefined: it is one, or is still being typed) */
  onErro: (mensagem: string | undefined) => void;
}

/**
 * A report's day, typed as dd/mm/aaaa and kept as typed. A text that is no day (31/02/2026, or left
 * half typed) is said at once (`onErro`), so the screen does not keep showing the figures of the
 * previous day as if they answered it (issue 36 item 5); a real day goes to the address.
 */
export function DiaFiltro({ label, value, onChange, onErro }: DiaFiltroProps): ReactNode {
  const { t } = useTranslation();
  const [texto, setTexto] = useState(textoDe(value));
  // left (blur) with a text still incomplete: no longer "being typed"
  const [saiu, setSaiu] = useState(false);
  // a day set from outside (a quick period, the address) replaces what is shown
  const [visto, setVisto] = useState(value);
  if (value !== visto) {
    setVisto(value);
    if (value !== parseDate(texto)?.toISODate()) {
      setTexto(textoDe(value));
      setSaiu(false);
    }
  }
  const completo = texto.length === 10;
  const dia = completo ? parseDate(texto)?.toISODate() : undefined;
  let erro: string | undefined;
  if (texto === '') erro = saiu ? t('relatorios.datas.ausente', { campo: label }) : undefined;
  else if (dia === undefined && (completo || saiu)) erro = t('relatorios.datas.invalida', { campo: label, texto });

  // the screen mirrors this field's verdict (and forgets it when the field goes)
  useEffect(() => {
    onErro(erro);
  }, [erro, onErro]);
  useEffect(() => () => onErro(undefined), [onErro]);

  return (
    <MaskedInput
      aria-label={label}
      placeholder={label}
      mask={MASKS.date}
      value={texto}
      status={erro ? 'error' : undefined}
      aria-invalid={erro ? true : undefined}
      style={{ width: 130 }}
      onBlur={() => setSaiu(true)}
      onChange={(typed) => {
        setTexto(typed);
        setSaiu(false);
        const novo = typed.length === 10 ? parseDate(typed)?.toISODate() : undefined;
        if (novo) onChange(novo);
      }}
    />
  );
}
