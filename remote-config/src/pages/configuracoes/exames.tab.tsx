export { ExamesSection as default } from '../../catalogos/exames-section.tsx';
