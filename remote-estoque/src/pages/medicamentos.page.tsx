import { comingSoonPage } from '@clinica/shared';

export default comingSoonPage('estoque.medicamentos');
