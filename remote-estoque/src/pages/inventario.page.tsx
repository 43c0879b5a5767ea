export { default } from '../inventario/inventario-tab.tsx';
