/**
 * Everything under DATA_DIR is private to the server's user: the database files, uploaded resumes,
 * outbox mails (which carry live reset links) and the session secret. Folders are made 0700 and
 * files 0600 here, whatever the umask; `main.ts` also sets the umask to 077. The embedded database
 * writes its files with modes of its own (0666), so `restrictTree` closes its folder after it has
 * started; a file it adds later lies inside folders only the owner can enter. `lockDataDir` closes
 * a data folder made by an older version.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mkdir } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The umask of the server process: nothing it creates is readable by others. */
export const PRIVATE_UMASK = 0o077;

/** Makes the folder (and missing parents) owner-only; an existing folder is left as it is. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export function privateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** DATA_DIR itself: created owner-only, or closed to others when it exists (older versions made it 0755). */
export function lockDataDir(dir: string): void {
  if (!existsSync(dir)) privateDirSync(dir);
  else chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Every folder under `dir` (itself included) 0700 and every file 0600; symbolic links are not followed. */
export function restrictTree(dir: string): void {
  if (!existsSync(dir)) return;
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) restrictTree(full);
    else if (entry.isFile() && (lstatSync(full).mode & 0o077) !== 0) chmodSync(full, PRIVATE_FILE_MODE);
  }
}
