export { SalasSection as default } from '../../catalogos/salas-section.tsx';
