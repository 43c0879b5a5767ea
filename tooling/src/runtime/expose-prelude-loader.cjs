// Webpack loader for every module an app exposes: imports the singleton probe and the app's texts
// first (options.imports), on the module's first line so its source map lines stay where they were.
module.exports = function exposePreludeLoader(source) {
  const { imports } = this.getOptions();
  return `${imports.map((file) => `import ${JSON.stringify(file)};`).join(' ')} ${source}`;
};
