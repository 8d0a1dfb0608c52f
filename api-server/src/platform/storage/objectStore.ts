// Where released front-end files live: the object-storage folder this server serves (the default),
// or an S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO) that browsers read directly.
// Files are content-hashed and immutable: a key, once written, is never rewritten, and only a prune
// deletes one (release/prune.ts decides which).
import fs from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/** Every released file's key starts with this, so nothing else in the storage is ever listed or pruned. */
export const MODULES_PREFIX = 'modules/';

export interface StoredObject {
  key: string;
  modifiedAt: Date;
  bytes: number;
}

export interface ReleaseStore {
  /** where a browser fetches a key: a path of this site, or an absolute address */
  url(key: string): string;
  /** the key behind a URL that url() made, or undefined for any other URL */
  keyOf(url: string): string | undefined;
  /** writes a file unless the key exists already (same name, same content) */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  get(key: string): Promise<Buffer | undefined>;
  list(prefix: string): Promise<StoredObject[]>;
  remove(key: string): Promise<void>;
  /** for messages: "the folder data/storage" or "s3://bucket" */
  describe(): string;
}

/** Settings of an S3-compatible bucket (RELEASE_S3_* in the environment). */
export interface S3StoreSettings {
  bucket: string;
  region: string;
  /** the service's address; unset for AWS itself */
  endpoint?: string;
  /** where browsers read the bucket's objects (the bucket's public address or a CDN in front of it) */
  publicBase: string;
}

export type ReleaseStorage = { kind: 'local' } | ({ kind: 's3' } & S3StoreSettings);

/** The object-storage folder, served by this server under /modules/. */
export class LocalReleaseStore implements ReleaseStore {
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    const file = path.resolve(this.dir, key);
    if (!file.startsWith(path.resolve(this.dir) + path.sep)) throw new Error(`Not a storage key: ${key}`);
    return file;
  }

  url(key: string): string {
    return `/${key}`;
  }

  keyOf(url: string): string | undefined {
    return url.startsWith(`/${MODULES_PREFIX}`) ? url.slice(1) : undefined;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    if (fs.existsSync(file)) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    fs.writeFileSync(tmp, body);
    fs.renameSync(tmp, file);
  }

  async has(key: string): Promise<boolean> {
    return fs.existsSync(this.file(key));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return fs.readFileSync(this.file(key));
    } catch {
      return undefined;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const root = path.resolve(this.dir);
    const start = this.file(prefix.replace(/\/$/, '') + '/x');
    const found: StoredObject[] = [];
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (!entry.name.endsWith('.tmp')) {
          const stat = fs.statSync(full);
          found.push({ key: path.relative(root, full).split(path.sep).join('/'), modifiedAt: stat.mtime, bytes: stat.size });
        }
      }
    };
    walk(path.dirname(start));
    return found;
  }

  async remove(key: string): Promise<void> {
    fs.rmSync(this.file(key), { force: true });
  }

  describe(): string {
    return `the folder ${this.dir}`;
  }
}

/** An S3-compatible bucket through the AWS SDK v3; credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID...). */
export class S3ReleaseStore implements ReleaseStore {
  private client?: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  constructor(private readonly settings: S3StoreSettings) {}

  // The SDK is loaded only when a bucket is configured: a server on the local folder never pays for it.
  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint,
        // Path-style addresses work on every S3-compatible service; virtual hosts need DNS per bucket.
        forcePathStyle: Boolean(this.settings.endpoint),
        // Plain checksums only where the API requires them: several S3-compatible services do not
        // understand the SDK's newer streaming checksum trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.client;
  }

  url(key: string): string {
    return `${this.settings.publicBase}/${key}`;
  }

  keyOf(url: string): string | undefined {
    const base = `${this.settings.publicBase}/`;
    return url.startsWith(base + MODULES_PREFIX) ? url.slice(base.length) : undefined;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (await this.has(key)) return;
    const { s3, sdk } = await this.connect();
    await s3.send(new sdk.PutObjectCommand({
      Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }));
  }

  async has(key: string): Promise<boolean> {
    const { s3, sdk } = await this.connect();
    try {
      await s3.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const { s3, sdk } = await this.connect();
    try {
      const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const { s3, sdk } = await this.connect();
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) found.push({ key: item.Key, modifiedAt: item.LastModified ?? new Date(), bytes: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  async remove(key: string): Promise<void> {
    const { s3, sdk } = await this.connect();
    // One key a call: DeleteObjects needs a Content-MD5 that not every compatible service agrees on.
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  describe(): string {
    return `s3://${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }
}

export function openReleaseStore(storage: ReleaseStorage, storageDir: string): ReleaseStore {
  return storage.kind === 's3' ? new S3ReleaseStore(storage) : new LocalReleaseStore(storageDir);
}

/**
 * `<prefix>_BUCKET`, `_PUBLIC_BASE`, `_ENDPOINT`, `_REGION`: an S3-compatible bucket; unset, the local
 * object-storage folder. RELEASE_S3_* for released front-end files, MEDIA_S3_* for the media library.
 */
export function releaseStorageFromEnv(env: NodeJS.ProcessEnv, prefix = 'RELEASE_S3'): ReleaseStorage {
  const help = `${prefix}_BUCKET (with ${prefix}_PUBLIC_BASE, and ${prefix}_ENDPOINT for a service other than AWS)`;
  const bucket = env[`${prefix}_BUCKET`] || undefined;
  if (!bucket) {
    for (const name of [`${prefix}_PUBLIC_BASE`, `${prefix}_ENDPOINT`, `${prefix}_REGION`]) {
      if (env[name]) throw new Error(`${name} is set but ${prefix}_BUCKET is not: set ${help}, or none of them`);
    }
    return { kind: 'local' };
  }
  const absolute = (name: string, value: string | undefined) => {
    if (!value || !/^https?:\/\/[^/\s]+/.test(value)) throw new Error(`${name} must be an http(s) address when ${prefix}_BUCKET is set, got "${value ?? ''}"`);
    return value.replace(/\/+$/, '');
  };
  const endpoint = env[`${prefix}_ENDPOINT`];
  return {
    kind: 's3',
    bucket,
    region: env[`${prefix}_REGION`] || 'us-east-1',
    endpoint: endpoint ? absolute(`${prefix}_ENDPOINT`, endpoint) : undefined,
    publicBase: absolute(`${prefix}_PUBLIC_BASE`, env[`${prefix}_PUBLIC_BASE`]),
  };
}
