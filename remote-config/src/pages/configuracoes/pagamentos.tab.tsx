export { PagamentosTab as default } from '../../pagamentos/pagamentos-tab.tsx';
