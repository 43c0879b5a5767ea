import path from 'node:path';
import { AUTHORITIES } from './authority-names.ts';

// The api cannot import @clinica/shared (nor the reverse, by the import boundaries): its list is
// read here, so a name added on one side only fails this test instead of drifting silently.
const apiAuthorities = path.resolve(__dirname, '../../../api/src/auth/authorities.ts');

describe('authority names', () => {
  it("are exactly the api's roles and permissions", async () => {
    const api = (await import(apiAuthorities)) as { ALL_AUTHORITIES: readonly string[] };
    expect([...AUTHORITIES].sort()).toEqual([...api.ALL_AUTHORITIES].sort());
  });
});
