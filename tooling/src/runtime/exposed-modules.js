// Replaced at build time by the webpack factory (exposed-modules-loader.cjs) with a lazy import of
// each module the app exposes; empty outside a webpack build.
export default {};
