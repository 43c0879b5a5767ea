/** Exposed name -> lazy import of the module, for the app being built (see exposed-modules-loader.cjs). */
declare const modules: Readonly<Record<string, () => Promise<unknown>>>;
export default modules;
