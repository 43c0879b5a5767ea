import type { ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { SvgIcon } from '../layout/svg-icon.tsx';

/**
 * One labelled field of the login, drawn like antd's large input with a prefix icon: the input itself
 * (and anything after it inside the box) is the child; `help` shows under it, in red when `invalid`.
 * The input is tied to the label by `id`, and to the help by `${id}-help`.
 */
export function AuthField(props: { id: string; label: string; icon: IconDefinition; invalid: boolean; help?: string; children: ReactNode }): ReactNode {
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className={`auth-input ${props.invalid ? 'auth-input--error' : ''}`}>
        <SvgIcon icon={props.icon} />
        {props.children}
      </div>
      <div id={`${props.id}-help`} className={`auth-field__help ${props.invalid ? 'auth-field__help--error' : ''}`}>
        {props.help}
      </div>
    </div>
  );
}
