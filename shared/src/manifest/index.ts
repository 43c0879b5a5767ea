export * from './remote-manifest.ts';
export * from './navigation.ts';
export * from './exposed-props.ts';
export * from './standalone-routes.tsx';
export * from './tab-address.ts';
export * from './deployed-manifests.ts';
