// Webpack loader generating '@clinica/tooling/exposed-modules' for the app being built: each exposed
// module (from its manifest) as a lazy import, for the remote's standalone page.
const path = require('node:path');

module.exports = function exposedModulesLoader() {
  const { appRoot, exposes } = this.getOptions();
  const entries = Object.entries(exposes).map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.resolve(appRoot, file))}),`);
  return `export default {\n${entries.join('\n')}\n};\n`;
};
