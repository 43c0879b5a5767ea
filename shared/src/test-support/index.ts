/**
 * The screen-test kit every app's jest tests use (`@clinica/shared/test-support`; never imported by
 * product code): a fake api answering the shared http client, and the setup of a screen test.
 */
export * from './fake-api.ts';
export * from './screen-test.ts';
