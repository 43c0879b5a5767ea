export { PulseirasSection as default } from '../../catalogos/pulseiras-section.tsx';
