/**
 * antd's numeric controls ('@clinica/shared/antd/numbers', a singleton the host provides): InputNumber
 * and Slider, about 14 KB as served with the libraries under them (decimal arithmetic, the slider).
 * Apart from /antd/inputs, so a form with only text, choices and files does not load them.
 */
export { InputNumber, Slider } from 'antd';
