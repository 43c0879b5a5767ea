export { TrilhaSection as default } from '../../auditorias/trilha-section.tsx';
