export { PlanosSection as default } from '../../catalogos/cadastros-paciente-sections.tsx';
