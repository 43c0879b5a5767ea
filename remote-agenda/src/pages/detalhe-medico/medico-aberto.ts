import { useOutletContext } from '@clinica/shared/router';
import type { Medico } from '../../detalhe-medico/medico.resource.ts';

/** The doctor the detail screen shows, handed by the page to the tab open below it (its Outlet's context). */
export const useMedicoAberto = (): Medico => useOutletContext<Medico>();
