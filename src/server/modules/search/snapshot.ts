/**
 * A snapshot of one organisation's in-memory search index on disk (decision 022, ninth round), so a
 * start reads a file instead of every search row: the index's parts (`CandidateIndex.parts`) as they
 * are in memory, with what says whether they still fit the database (`SnapshotMeta`).
 *
 * The file: `MAGIC`, the header's length (4 bytes, little-endian), the header (JSON: the meta and
 * each section's name, type and length), then each section, starting at a multiple of 8 bytes so
 * that it is read back as a typed array without a copy, then a CRC-32 of all before it and `END`.
 * Strings are a section of UTF-8, the values joined by NUL (PostgreSQL text never holds one). A file
 * is written beside its place and renamed into it, so a reader finds the old file or the new one,
 * never half of one.
 */
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import type { IndexParts, JoinedParts } from './memory-index.js';
import { privateDir, PRIVATE_FILE_MODE } from '../../lib/private-files.js';
import path from 'node:path';

/** The layout of the parts; a file of another format is not read (the index is read from the database). */
export const SNAPSHOT_FORMAT = 1;
const MAGIC = Buffer.from('TFSRCHIX');
const END = Buffer.from('TFEND\0\0\0');
const ALIGN = 8;
/** A part-written file older than this was left by a process that stopped while writing it. */
const LEFT_OVER_MS = 60 * 60 * 1000;
/** Bytes read from or written to the file at a time. */
const READ_CHUNK = 256 << 20;
/** Bytes gathered before each write. */
const WRITE_CHUNK = 8 << 20;

/** What a snapshot must agree with to be read: the organisation, the database, its migrations, the change-feed horizon and when it was caught up. */
export type SnapshotMeta = {
  organisationId: number;
  /** The database the rows came from: its cluster's system identifier and its own oid (another database, or one made again, is another identity). */
  database: string;
  /** The migrations applied to it (a migration may change what the rows mean). */
  migrations: string;
  /** The change feed's horizon the parts were caught up to (index-feed.ts). */
  horizon: string;
  /** When they were caught up (ms since the epoch). */
  caughtUpAt: number;
};

type Typed = JoinedParts['arrays'][string];
const TYPES = { i32: Int32Array, u8: Uint8Array, i8: Int8Array, u16: Uint16Array, f64: Float64Array } as const;
type TypeName = keyof typeof TYPES;
type Section = { name: string; type: TypeName | 'strings'; length: number; bytes: number };
type Header = { format: number; meta: SnapshotMeta; counts: IndexParts['counts']; sections: Section[] };

const typeName = (a: Typed): TypeName => {
  for (const [name, type] of Object.entries(TYPES)) if (a instanceof type) return name as TypeName;
  throw new Error('not a typed array of a snapshot');
};
const padded = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

/** The file of an organisation's snapshot in `dir`. */
export const snapshotFile = (dir: string, organisationId: number) => path.join(dir, `candidates-${organisationId}.snapshot`);

/** Writes the parts with their meta to `file` (owner-only), replacing what was there whole. */
export async function writeSnapshot(file: string, meta: SnapshotMeta, parts: IndexParts): Promise<void> {
  const sections: Section[] = [];
  const bodies: Uint8Array[][] = [];
  for (const [name, value] of Object.entries(parts.arrays)) {
    const pieces = Array.isArray(value) ? value : [value];
    const type = pieces.length ? typeName(pieces[0]) : 'i32';
    if (pieces.some((p) => typeName(p) !== type)) throw new Error(`the pieces of ${name} are not of one type`);
    const length = pieces.reduce((n, p) => n + p.length, 0);
    const bytes = pieces.map((p) => new Uint8Array(p.buffer, p.byteOffset, p.byteLength));
    sections.push({ name, type, length, bytes: bytes.reduce((n, b) => n + b.length, 0) });
    bodies.push(bytes);
  }
  for (const [name, values] of Object.entries(parts.strings)) {
    const text = Buffer.from(values.join('\0'));
    sections.push({ name, type: 'strings', length: values.length, bytes: text.length });
    bodies.push([text]);
  }
  const header = Buffer.from(JSON.stringify({ format: SNAPSHOT_FORMAT, meta, counts: parts.counts, sections } satisfies Header));
  const head = Buffer.alloc(padded(MAGIC.length + 4 + header.length));
  MAGIC.copy(head);
  head.writeUInt32LE(header.length, MAGIC.length);
  header.copy(head, MAGIC.length + 4);

  await privateDir(path.dirname(file));
  const temporary = `${file}.${process.pid}.${Date.now()}.part`;
  const handle = await open(temporary, 'w', PRIVATE_FILE_MODE);
  let crc = 0;
  // Every byte, however many a call takes (a system call writes at most about 2 GB), and into the
  // checksum all but the tail.
  const writeAll = async (bytes: Uint8Array, checked = true) => {
    for (let at = 0; at < bytes.length; ) {
      const piece = bytes.subarray(at, at + Math.min(READ_CHUNK, bytes.length - at));
      const { bytesWritten } = await handle.write(piece);
      if (checked) crc = crc32(piece.subarray(0, bytesWritten), crc);
      at += bytesWritten;
    }
  };
  try {
    await writeAll(head);
    // Pieces gathered into chunks: a text's lists are many small views.
    const chunk = Buffer.allocUnsafe(WRITE_CHUNK);
    let used = 0;
    const flush = async () => {
      if (!used) return;
      await writeAll(chunk.subarray(0, used));
      used = 0;
    };
    const put = async (bytes: Uint8Array) => {
      if (bytes.length >= WRITE_CHUNK / 2) {
        await flush();
        await writeAll(bytes);
        return;
      }
      if (used + bytes.length > WRITE_CHUNK) await flush();
      chunk.set(bytes, used);
      used += bytes.length;
    };
    for (const [i, section] of sections.entries()) {
      for (const bytes of bodies[i]) await put(bytes);
      await put(new Uint8Array(padded(section.bytes) - section.bytes));
    }
    await flush();
    const tail = Buffer.alloc(4 + END.length);
    tail.writeUInt32LE(crc >>> 0, 0);
    END.copy(tail, 4);
    await writeAll(tail, false);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
  await removeLeftovers(file);
}

/** Removes the part-written files of `file` that a stopped process left (a write in progress is younger). */
async function removeLeftovers(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  for (const name of await readdir(path.dirname(file))) {
    if (!name.startsWith(prefix) || !name.endsWith('.part')) continue;
    const full = path.join(path.dirname(file), name);
    const written = await stat(full).then((s) => s.mtimeMs, () => null);
    if (written !== null && Date.now() - written > LEFT_OVER_MS) await rm(full, { force: true });
  }
}

/** Why a snapshot was not read. */
export class SnapshotUnreadable extends Error {}

const unreadable = (file: string, why: string) => new SnapshotUnreadable(`${path.basename(file)}: ${why}`);

/** The header at the start of `bytes` (the whole file, or its first bytes), checked for its magic and format. */
function parseHeader(file: string, bytes: Buffer): { header: Header; headerLength: number } {
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw unreadable(file, 'not a snapshot');
  const headerLength = bytes.readUInt32LE(MAGIC.length);
  if (MAGIC.length + 4 + headerLength > bytes.length) throw unreadable(file, 'cut short');
  let header: Header;
  try {
    header = JSON.parse(bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength)) as Header;
  } catch {
    throw unreadable(file, 'its header is not readable');
  }
  if (header.format !== SNAPSHOT_FORMAT) throw unreadable(file, `format ${header.format}, not ${SNAPSHOT_FORMAT}`);
  return { header, headerLength };
}

/**
 * The meta of the snapshot in `file`, from its header alone (not checked against the checksum: what
 * decides whether the whole file is worth reading, which `readSnapshot` then checks).
 */
export async function readSnapshotMeta(file: string): Promise<SnapshotMeta> {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(MAGIC.length + 4);
    await handle.read(start, 0, start.length, 0);
    const headerLength = start.subarray(0, MAGIC.length).equals(MAGIC) ? start.readUInt32LE(MAGIC.length) : 0;
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, start.length + headerLength));
    await handle.read(head, 0, head.length, 0);
    return parseHeader(file, head).header.meta;
  } finally {
    await handle.close();
  }
}

/**
 * The snapshot in `file`: its meta and its parts, each a view of the file's bytes. Throws
 * `SnapshotUnreadable` for a file that is not a whole snapshot of this format (cut short, changed,
 * another format); a missing file is the error `open` gives (ENOENT).
 */
export async function readSnapshot(file: string): Promise<{ meta: SnapshotMeta; parts: JoinedParts }> {
  // Into one ArrayBuffer of the file's size (aligned, as the sections need; not limited to the 2 GB
  // a file read whole is), in pieces.
  const handle = await open(file, 'r');
  let memory: ArrayBuffer;
  try {
    const { size } = await handle.stat();
    memory = new ArrayBuffer(size);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await handle.read(new Uint8Array(memory, at, Math.min(READ_CHUNK, size - at)), 0, Math.min(READ_CHUNK, size - at), at);
      if (!bytesRead) throw unreadable(file, 'cut short while read');
      at += bytesRead;
    }
  } finally {
    await handle.close();
  }
  const bytes = (from: number, to: number) => Buffer.from(memory, from, to - from);
  const length = memory.byteLength;
  // (A view of the first bytes: the header is far shorter, and a Buffer is at most 4 GB.)
  const { header, headerLength } = parseHeader(file, bytes(0, Math.min(length, READ_CHUNK)));
  const start = padded(MAGIC.length + 4 + headerLength);
  let at = start;
  for (const s of header.sections) at += padded(s.bytes);
  if (length !== at + 4 + END.length || !bytes(at + 4, length).equals(END)) throw unreadable(file, 'cut short or longer than written');
  let crc = 0;
  for (let from = 0; from < at; from += READ_CHUNK) crc = crc32(new Uint8Array(memory, from, Math.min(READ_CHUNK, at - from)), crc);
  if (crc >>> 0 !== bytes(at, at + 4).readUInt32LE(0)) throw unreadable(file, 'its bytes do not match their checksum');

  const parts: JoinedParts = { counts: header.counts, arrays: {}, strings: {} };
  at = start;
  for (const s of header.sections) {
    if (s.type === 'strings') {
      const values = s.length ? bytes(at, at + s.bytes).toString('utf8').split('\0') : [];
      if (values.length !== s.length) throw unreadable(file, `the strings ${s.name} are not as many as written`);
      parts.strings[s.name] = values;
    } else {
      const type = TYPES[s.type];
      if (!type || s.bytes !== s.length * type.BYTES_PER_ELEMENT) throw unreadable(file, `the section ${s.name} is not as long as its type says`);
      parts.arrays[s.name] = new type(memory, at, s.length);
    }
    at += padded(s.bytes);
  }
  return { meta: header.meta, parts };
}
