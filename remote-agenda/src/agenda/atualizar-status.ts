/**
 * Window event after an appointment's consultation starts or finishes, or its state changes: every
 * list of appointments on the page reloads (spec 02 section 4). The patient record listens to the same name.
 */
export const ATUALIZAR_STATUS_AGENDAMENTO = 'atualizar-status-agendamento';

export const announceStatusChange = (): void => {
  window.dispatchEvent(new Event(ATUALIZAR_STATUS_AGENDAMENTO));
};
