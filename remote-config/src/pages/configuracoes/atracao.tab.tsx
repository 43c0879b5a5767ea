export { AtracaoSection as default } from '../../catalogos/cadastros-paciente-sections.tsx';
