import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Input, type InputProps, type InputRef } from '@clinica/shared/antd';
import { formatBRL } from '../format/format.ts';

export interface MoneyInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  /** integer centavos; null while empty */
  value?: number | null;
  onChange?: (centavos: number | null) => void;
}

/** Up to R$ 99.999.999,99: far above any price, inside a safe integer and the api's numeric(12, 2). */
const MAX_INTEGER_DIGITS = 8;

/** An amount as typed: the reais' digits, and the centavos' (undefined until a comma is typed). */
interface Typed {
  reais: string;
  centavos: string | undefined;
}

/**
 * Reads what is typed as reais, as a price is read aloud: '1500' is R$ 1.500,00, '12,5' R$ 12,50.
 * Dots are thousands (never decimals, the spec's money format), the first comma starts the centavos
 * (two at most), anything else is ignored. Nothing but the prefix: null.
 */
function read(text: string): Typed | null {
  const kept = text.replace(/[^\d,]/g, '');
  const comma = kept.indexOf(',');
  const reais = (comma === -1 ? kept : kept.slice(0, comma)).replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS);
  const centavos =
    comma === -1
      ? undefined
      : kept
          .slice(comma + 1)
          .replace(/,/g, '')
          .slice(0, 2);
  if (reais === '' && centavos === undefined) return null;
  return { reais: reais || '0', centavos };
}

const centavosOfTyped = (typed: Typed): number => Number(typed.reais) * 100 + Number((typed.centavos ?? '').padEnd(2, '0'));

/** The amount typed, in integer centavos ('1500' → 150000, 'R$ 1.234,5' → 123450); null when nothing is typed. */
export function centavosOf(text: string): number | null {
  const typed = read(text);
  return typed ? centavosOfTyped(typed) : null;
}

/** What the field shows while the user types: the reais with thousands dots, and the comma and centavos as far as typed. */
export function typedMoneyText(text: string): string {
  const typed = read(text);
  if (!typed) return '';
  const reais = typed.reais.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${reais}${typed.centavos === undefined ? '' : `,${typed.centavos}`}`;
}

/** Digits and the comma: the characters the caret is kept after while the text is rewritten. */
const significant = (text: string): number => text.replace(/[^\d,]/g, '').length;

/** The position in `text` right after its `count`-th digit or comma (its end when it has fewer). */
function positionAfter(text: string, count: number): number {
  if (count <= 0) return Math.min(text.length, 'R$ '.length);
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/[\d,]/.test(text[index]!) && ++seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Money field (spec 01 §5, money mask: 'R$ ', dot thousands, comma decimals, 2 decimals, never
 * negative) holding integer centavos. What is typed is read as reais, as the price is read: 1500 is
 * R$ 1.500,00, and a comma starts the centavos (150,5 is R$ 150,50). While typing it shows the amount as
 * typed with its thousands dots ('R$ 1.500'); on leaving it, the whole amount ('R$ 1.500,00').
 */
export const MoneyInput = forwardRef<InputRef, MoneyInputProps>(function MoneyInput({ value, onChange, onBlur, ...rest }, ref): ReactNode {
  const input = useRef<InputRef>(null);
  useImperativeHandle(ref, () => input.current!, []);
  // the text being typed, while the field is being edited; otherwise the value, formatted
  const [editing, setEditing] = useState<string | null>(null);
  const caret = useRef<number | null>(null);
  const current = value ?? null;
  // a value set from outside while typing (a reset) wins over the text typed
  const shown = editing !== null && (value === undefined || centavosOf(editing) === current) ? editing : current === null ? '' : formatBRL(current / 100);

  // the rewritten text keeps the caret after the same digits, not at the end
  useLayoutEffect(() => {
    const element = input.current?.input;
    if (caret.current === null || !element) return;
    if (element === document.activeElement) element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  return (
    <Input
      inputMode="decimal"
      placeholder="R$ 0,00"
      {...rest}
      ref={input}
      value={shown}
      onChange={(event) => {
        const raw = event.target.value;
        const text = typedMoneyText(raw);
        caret.current = positionAfter(text, significant(raw.slice(0, event.target.selectionStart ?? raw.length)));
        setEditing(text);
        onChange?.(centavosOf(raw));
      }}
      onBlur={(event) => {
        setEditing(null);
        onBlur?.(event);
      }}
    />
  );
});
