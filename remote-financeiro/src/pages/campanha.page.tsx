import { comingSoonPage } from '@clinica/shared';

export default comingSoonPage('financeiro.campanha');
