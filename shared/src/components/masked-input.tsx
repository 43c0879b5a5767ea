import { forwardRef, type ReactNode } from 'react';
import { Input, type InputProps, type InputRef } from '@clinica/shared/antd';
import { createMask, type FactoryArg } from 'imask';
import type { MASKS, MaskName } from '../brazil/masks.ts';

export interface MaskedInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  /** imask definition (one of MASKS, or any imask factory argument); undefined leaves the text as typed */
  mask?: FactoryArg | (typeof MASKS)[MaskName];
  value?: string | null;
  onChange?: (value: string) => void;
}

const masked = (mask: MaskedInputProps['mask'], text: string): string => {
  if (!mask) return text;
  // MASKS are declared `as const` (readonly arrays), which imask's types do not accept as written
  const instance = createMask(mask as FactoryArg);
  instance.resolve(text);
  return instance.value;
};

/**
 * antd Input whose text is formatted by imask (CPF, CEP, phones, dates): as typed, and as loaded —
 * a stored '31987654321' shows as '(31) 98765-4321' without being edited.
 */
export const MaskedInput = forwardRef<InputRef, MaskedInputProps>(function MaskedInput({ mask, value, onChange, ...rest }, ref): ReactNode {
  return <Input {...rest} ref={ref} value={masked(mask, value ?? '')} onChange={(event) => onChange?.(masked(mask, event.target.value))} />;
});
