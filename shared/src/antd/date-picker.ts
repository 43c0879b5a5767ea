/** antd's DatePicker (about 30 KB as served): an entry of its own, so it loads with the screens that use it (see ./index.ts). */
export { DatePicker } from 'antd';
