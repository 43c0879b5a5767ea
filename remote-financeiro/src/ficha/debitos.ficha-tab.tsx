import { recordTabPlaceholder } from './record-tab-placeholder.tsx';

/** The record's Debitos (spec 02 section 2.7: the patient's debits and the debit-detail dialog); RecordTabProps in. */
export default recordTabPlaceholder('debitos');
