// A remote's page or tab with the portal's "could not load" notice: shared's, so a remote drawing
// another's module (the record's tabs) shows the same; its retry registers the remote anew (see
// the loader bound in remotes-manifest.ts). Kept as the routes' import so their test replaces it.
export { RemoteModule } from '@clinica/shared';
