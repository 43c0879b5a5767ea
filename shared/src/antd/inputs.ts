/**
 * antd's Form and the data-entry controls that no screen shows before its first form (checkbox,
 * radio, switch, upload; the numeric ones are in ./numbers.ts): an entry of their own, so the agenda's calendar and the
 * portal's frame do not load them (about 35 KB as served with the form library and its validator;
 * see ./index.ts). Input and Select stay in the index: the frame and the calendar's filters draw them.
 */
export { Checkbox, Form, Radio, Switch, Upload } from 'antd';
