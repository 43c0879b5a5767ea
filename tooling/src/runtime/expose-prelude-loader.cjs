// Webpack loader for every module an app exposes: imports the singleton probe and the app's texts
// first (options.imports), on the module's first line so its source map lines stay where they were.
// With texts (options.awaitLanguage) the module's own code waits until those of the page's language
// are in, so a remote first opened in Spanish never draws in Portuguese.
module.exports = function exposePreludeLoader(source) {
  const { imports, awaitLanguage } = this.getOptions();
  const waits = awaitLanguage ? ` import { languageReady as __languageReady } from '@clinica/shared'; await __languageReady();` : '';
  return `${imports.map((file) => `import ${JSON.stringify(file)};`).join(' ')}${waits} ${source}`;
};
