export { CompromissosSection as default } from '../../catalogos/compromissos-section.tsx';
