require('@testing-library/jest-dom');
const fs = require('node:fs');
const path = require('node:path');
const { configure } = require('@testing-library/react');

// findBy*/waitFor wait up to 5 s: the first antd render of a suite can take over the default 1 s on a
// busy 2-core CI machine; a passing wait still returns as soon as the element shows.
configure({ asyncUtilTimeout: 5000 });

// the page's one query cache (shared/src/http/query-client.ts) must not carry one test's answers into the next
const { queryClient } = require('../../shared/src/http/query-client.ts');

afterEach(() => {
  localStorage.clear();
  queryClient.clear();
});

// An app's own texts (src/i18n/messages.ts): in builds the webpack factory registers them with every
// exposed module, so the modules do not import them; tests of those modules get them here.
const appMessages = path.join(process.cwd(), 'src/i18n/messages.ts');
if (fs.existsSync(appMessages)) require(appMessages);
