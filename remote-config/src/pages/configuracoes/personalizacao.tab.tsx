export { WhiteLabelFormCard as default } from '../../white-label/white-label.form.tsx';
