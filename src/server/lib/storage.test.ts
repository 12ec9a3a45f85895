import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertValidKey, belongsTo, createLocalStorage, orgKey, storageFromConfig } from './storage.js';

const root = () => mkdtempSync(path.join(tmpdir(), 'talentfolio-storage-'));

describe('local file storage', () => {
  it('puts, gets and deletes a file with its metadata', async () => {
    const dir = root();
    const storage = createLocalStorage(dir);
    const key = orgKey(7, 'agreements', 'a.pdf');
    expect(key).toBe('org-7/agreements/a.pdf');
    await storage.put(key, new Uint8Array([1, 2, 3]), { contentType: 'application/pdf', fileName: 'Résumé.pdf' });
    expect(existsSync(path.join(dir, 'org-7', 'agreements', 'a.pdf'))).toBe(true);
    const file = await storage.get(key);
    expect(Array.from(file!.bytes)).toEqual([1, 2, 3]);
    expect(file!.meta).toEqual({ contentType: 'application/pdf', fileName: 'Résumé.pdf' });
    // No temporary files are left behind.
    expect(readdirSync(path.join(dir, 'org-7', 'agreements')).sort()).toEqual(['a.pdf', 'a.pdf.meta.json']);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // missing: no error
  });

  it('replaces a file put twice under the same key', async () => {
    const storage = createLocalStorage(root());
    await storage.put('org-1/x', new Uint8Array([1]), { contentType: 'a/b' });
    await storage.put('org-1/x', new Uint8Array([2, 2]), { contentType: 'c/d' });
    expect(await storage.get('org-1/x')).toEqual({ bytes: new Uint8Array([2, 2]), meta: { contentType: 'c/d' } });
  });

  it('refuses keys that could leave the storage root or clash with metadata', async () => {
    const storage = createLocalStorage(root());
    for (const bad of ['../x', 'org-1/../../x', '/abs', 'a//b', 'a/./b', '', 'a\\b', 'org-1/x.meta.json', 'a b']) {
      expect(() => assertValidKey(bad), bad).toThrow();
    }
    await expect(storage.put('../escape', new Uint8Array([1]), { contentType: 'x/y' })).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('../escape')).rejects.toThrow(/Invalid storage key/);
  });

  it('namespaces keys by organisation', () => {
    expect(belongsTo(orgKey(3, 'f'), 3)).toBe(true);
    expect(belongsTo(orgKey(3, 'f'), 33)).toBe(false);
    expect(belongsTo(orgKey(33, 'f'), 3)).toBe(false);
  });

  it('is DATA_DIR/files from the configuration', async () => {
    const dir = root();
    await storageFromConfig({ dataDir: dir }).put('org-1/a', new Uint8Array([9]), { contentType: 'x/y' });
    expect(existsSync(path.join(dir, 'files', 'org-1', 'a'))).toBe(true);
  });
});
