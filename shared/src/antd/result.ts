/**
 * antd's Result ('@clinica/shared/antd/result', a singleton the host provides): about 9 KB as served,
 * most of it the 403/404/500 illustrations. An entry of its own, since screens draw it only when
 * something went wrong: code every screen loads draws DeferredResult from '@clinica/shared'.
 */
export { Result } from 'antd';
