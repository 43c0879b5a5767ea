/**
 * antd's data-entry controls that no screen shows before its first form (checkbox, radio, switch,
 * number, slider, upload; about 20 KB as served): an entry of their own, so the agenda's calendar and
 * the portal's frame do not load them (see ./index.ts).
 */
export { Checkbox, InputNumber, Radio, Slider, Switch, Upload } from 'antd';
