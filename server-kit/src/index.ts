export { FRAMEWORK_MSG, HttpError, toErrorResponse, type ErrorItem, type ErrorMapping, type ErrorResponse } from './error-body.js';
export { setErrorHandlers, type ErrorHandlerOptions } from './error-handler.js';
export { fieldOf, validationMessage } from './validation-messages.js';
export { DEFAULT_LINGER, closeUnfinishedBodies, unfinishedBodyPlugin, type LingerLimits } from './unfinished-body.js';
export { carriesSecret } from './secret.js';
