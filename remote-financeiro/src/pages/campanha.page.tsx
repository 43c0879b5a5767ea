import '@clinica/tooling/singleton-probe';
import { comingSoonPage } from '@clinica/shared';

export default comingSoonPage('financeiro.campanha');
