require('@testing-library/jest-dom');
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
