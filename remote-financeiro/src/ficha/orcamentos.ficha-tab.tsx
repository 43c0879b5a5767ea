import { recordTabPlaceholder } from './record-tab-placeholder.tsx';

/** The record's Orçamentos (spec 02 section 2.3: the patient's quotes, filter bar hidden); RecordTabProps in. */
export default recordTabPlaceholder('orcamentos');
