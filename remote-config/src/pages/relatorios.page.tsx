import { comingSoonArea } from '@clinica/shared';

export default comingSoonArea('relatorios.titulo');
