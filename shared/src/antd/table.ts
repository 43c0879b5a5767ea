/** antd's Table (about 40 KB as served): an entry of its own, so it loads with the screens that use it (see ./index.ts). */
export { Table } from 'antd';
