import { comingSoonArea } from '@clinica/shared';

export default comingSoonArea('logs.titulo');
