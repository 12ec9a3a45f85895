/**
 * The one file storage (DESIGN §5): resumes, and later avatars, logos and attachments. Keys are
 * namespaced by organisation (`orgKey`) so one organisation's files never share a path with
 * another's. The local implementation keeps each file under `DATA_DIR/files/<key>` with its
 * metadata beside it (`<key>.meta.json`); an S3 implementation only has to provide the same three
 * calls.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, privateDir } from './private-files.js';

export type StoredFileMeta = {
  /** MIME type the file is served with. */
  contentType: string;
  /** The name the file had when it was uploaded (used as the download name). */
  fileName?: string;
};

export type StoredFile = { bytes: Uint8Array; meta: StoredFileMeta };

export interface FileStorage {
  /** Stores (or replaces) the file under `key`. */
  put(key: string, bytes: Uint8Array, meta: StoredFileMeta): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export class InvalidStorageKeyError extends Error {}

/** Keys are relative, slash-separated and free of `..`, so no key can reach outside the storage root. */
export function assertValidKey(key: string): void {
  if (key.length > 500 || !KEY_PATTERN.test(key) || key.split('/').some((part) => part === '.' || part === '..' || part.endsWith('.meta.json'))) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** A key in the organisation's namespace: `org-<id>/<parts…>`. */
export function orgKey(organisationId: number, ...parts: string[]): string {
  const key = [`org-${organisationId}`, ...parts].join('/');
  assertValidKey(key);
  return key;
}

/** Whether `key` lies in the organisation's namespace. */
export const belongsTo = (key: string, organisationId: number) => key.startsWith(`org-${organisationId}/`);

/** Files on the local disk under `root` (`DATA_DIR/files`). */
export function createLocalStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const metaOf = (file: string) => `${file}.meta.json`;
  /** Written to a temporary name, then renamed: a reader never sees half a file. */
  const writeAtomic = async (file: string, data: Uint8Array | string) => {
    const temp = `${file}.${randomUUID()}.tmp`;
    await writeFile(temp, data, { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  };
  return {
    async put(key, bytes, meta) {
      const file = fileOf(key);
      await privateDir(path.dirname(file));
      await writeAtomic(file, bytes);
      await writeAtomic(metaOf(file), JSON.stringify(meta));
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, meta] = await Promise.all([readFile(file), readFile(metaOf(file), 'utf8')]);
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), meta: JSON.parse(meta) as StoredFileMeta };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await Promise.all([rm(file, { force: true }), rm(metaOf(file), { force: true })]);
    },
  };
}

/** The storage the configuration names: for now always the local directory `DATA_DIR/files`. */
export function storageFromConfig(config: { dataDir: string }): FileStorage {
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
