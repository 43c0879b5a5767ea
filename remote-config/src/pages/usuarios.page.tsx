import '@clinica/tooling/singleton-probe';
import { comingSoonArea } from '@clinica/shared';

export default comingSoonArea('usuarios.titulo');
