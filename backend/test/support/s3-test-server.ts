import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';
import type { StorageConfig } from '../../src/platform/config/app-config';

export interface S3TestServer {
  /** STORAGE_* settings of the app under test for this server's bucket. */
  storage: Extract<StorageConfig, { driver: 's3' }>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = 'nightlife-media';
const REGION = 'us-east-1';
// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server for a test: s3rver (from npm) on a temporary folder, behind a small
 * front that adds what s3rver leaves out and AWS does: presigned (query) SigV4 signatures are
 * verified, anonymous writes are refused, and anonymous reads are allowed under media/ only
 * (the bucket policy ENVIRONMENT.md asks for). Expiry of presigned URLs is s3rver's own check.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'nightlife-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port: backendPort } = (await s3rver.run()) as AddressInfo;

  const front = http.createServer((req, res) => {
    void refusal(req).then((problem) => {
      if (problem) {
        req.resume();
        res.writeHead(403, { 'Content-Type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${problem}</Code></Error>`);
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    storage: {
      driver: 's3',
      bucket: BUCKET,
      region: REGION,
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
      publicUrl: null,
      uploadUrlTtlSeconds: 600,
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    close: async () => {
      client.destroy();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Why the front refuses a request (an S3 error code), or null to pass it on. */
async function refusal(req: http.IncomingMessage): Promise<string | null> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  if (url.searchParams.has('X-Amz-Signature'))
    return (await presignedSignatureMatches(req, url)) ? null : 'SignatureDoesNotMatch';
  if (req.headers.authorization) return null;
  const publicRead =
    (req.method === 'GET' || req.method === 'HEAD') && url.pathname.startsWith(`/${BUCKET}/media/`);
  return publicRead ? null : 'AccessDenied';
}

const SIGNING_PARAMETERS = new Set([
  'x-amz-algorithm',
  'x-amz-credential',
  'x-amz-date',
  'x-amz-expires',
  'x-amz-signedheaders',
  'x-amz-signature',
]);

/** Signs the same request again with the account's secret and compares, as S3 does. */
async function presignedSignatureMatches(req: http.IncomingMessage, url: URL): Promise<boolean> {
  const query: Record<string, string> = {};
  const headers: Record<string, string> = { host: req.headers.host ?? '' };
  for (const [name, value] of url.searchParams) {
    if (SIGNING_PARAMETERS.has(name.toLowerCase())) continue;
    // Headers the presigner hoisted into the query (X-Amz-Content-Sha256) are signed as such.
    if (name.toLowerCase().startsWith('x-amz-')) headers[name] = value;
    else query[name] = value;
  }
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const signingDate = new Date(
    date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (Number.isNaN(signingDate.getTime())) return false;
  const signer = new SignatureV4({
    credentials: CREDENTIALS,
    region: REGION,
    service: 's3',
    sha256: NodeSha256,
    uriEscapePath: false,
  });
  const signed = await signer.presign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query,
      headers,
    },
    { signingDate, expiresIn: Number(url.searchParams.get('X-Amz-Expires')) },
  );
  return signed.query?.['X-Amz-Signature'] === url.searchParams.get('X-Amz-Signature');
}

/** The SHA-256 / HMAC the signer needs, from node:crypto. */
class NodeSha256 {
  private hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;

  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.create();
  }

  update(data: Uint8Array): void {
    this.hash.update(data);
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.create();
  }

  private create() {
    if (this.secret === undefined) return createHash('sha256');
    const key = typeof this.secret === 'string' ? this.secret : Buffer.from(this.secret as Uint8Array);
    return createHmac('sha256', key);
  }
}
