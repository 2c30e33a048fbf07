import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';

/**
 * Where a recording's HLS files are kept (decision 117): a folder under DATA_DIR for one server,
 * or a bucket through the S3 API when several app servers must serve the same files.
 */
export interface RecordingStorage {
  put(key: string, file: string): Promise<void>;
  /** The stored file, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  removePrefix(prefix: string): Promise<void>;
  /** The names one level under `prefix/`: the recordings stored under hls/. */
  children(prefix: string): Promise<string[]>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';

export function localStorage(root: string): RecordingStorage {
  const at = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, file) {
      await mkdir(path.dirname(at(key)), { recursive: true });
      await copyFile(file, at(key));
    },
    async get(key) {
      const info = await stat(at(key)).catch(() => null);
      return info?.isFile() ? { body: createReadStream(at(key)), size: info.size } : null;
    },
    async removePrefix(prefix) {
      await rm(at(prefix), { recursive: true, force: true });
    },
    children: (prefix) => readdir(at(prefix)).catch(() => []),
  };
}

export function s3Storage(options: NonNullable<Config['recordingsS3']>): RecordingStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.pathStyle,
  });
  const Bucket = options.bucket;
  return {
    async put(key, file) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: await readFile(file),
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      for (;;) {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, MaxKeys: 1000 }),
        );
        const keys = (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
      }
    },
    async children(prefix) {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${prefix}/`,
            Delimiter: '/',
            ContinuationToken,
          }),
        );
        for (const { Prefix } of listed.CommonPrefixes ?? [])
          if (Prefix) names.push(Prefix.slice(prefix.length + 1, -1));
        ContinuationToken = listed.NextContinuationToken;
      } while (ContinuationToken);
      return names;
    },
  };
}

export const recordingStorage = (config: Config): RecordingStorage =>
  config.recordingsS3
    ? s3Storage(config.recordingsS3)
    : localStorage(path.resolve(config.dataDir, 'recordings'));
