/** antd's ColorPicker (about 22 KB as served): an entry of its own, so it loads with the screens that use it (see ./index.ts). */
export { ColorPicker } from 'antd';
