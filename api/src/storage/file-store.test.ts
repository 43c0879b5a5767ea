import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from '@jest/globals';
import { FileTooLargeError, HEAD_BYTES, localFileStore } from './file-store.js';

const root = mkdtempSync(join(tmpdir(), 'clinica-store-'));
const store = localFileStore(root);
const files = () => readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file store', () => {
  it('keeps a stream under a name it makes, answers its size and first bytes, serves and deletes it', async () => {
    const content = 'x'.repeat(HEAD_BYTES + 100);
    const stored = await store.put(Readable.from([Buffer.from(content.slice(0, 1000)), Buffer.from(content.slice(1000))]), 10_000);
    expect(stored.caminho).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f-]{34}$/);
    expect(stored.size).toBe(content.length);
    expect(stored.head.toString()).toBe(content.slice(0, HEAD_BYTES));
    const got = await store.get(stored.caminho);
    expect(got?.size).toBe(content.length);
    expect(await text(got!.stream)).toBe(content);
    await store.delete(stored.caminho);
    expect(await store.get(stored.caminho)).toBeUndefined();
    await store.delete(stored.caminho); // already gone: nothing happens
  });

  it('refuses past the limit and keeps no partial file', async () => {
    const before = files();
    await expect(store.put(Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(files()).toBe(before);
  });

  it('accepts only the names it makes (no way out of its folder)', async () => {
    for (const caminho of [
      '../etc/passwd',
      '/etc/passwd',
      'ab/../../x',
      'zz/zz000000-0000-4000-8000-000000000000',
      'ab/cd000000-0000-4000-8000-000000000000',
    ]) {
      await expect(store.get(caminho)).rejects.toThrow('caminho de arquivo inválido');
      await expect(store.delete(caminho)).rejects.toThrow('caminho de arquivo inválido');
    }
  });
});
