export { PerfisSection as default } from '../../perfis/perfis-section.tsx';
