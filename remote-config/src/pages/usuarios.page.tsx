import { comingSoonArea } from '@clinica/shared';

export default comingSoonArea('usuarios.titulo');
