import { comingSoonArea } from '@clinica/shared';

export default comingSoonArea('layouts.titulo');
