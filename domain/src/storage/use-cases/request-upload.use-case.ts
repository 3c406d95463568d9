import type { Clock } from '../../kernel/clock.port.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { ok, type Result } from '../../kernel/result.js';
import { pendingKey } from '../object-keys.js';
import type { ObjectStorage } from '../object-storage.port.js';
import { UPLOAD_RULES, type UploadKind } from '../upload-rules.js';

export interface UploadTarget {
  /** PUT the file here with its Content-Type, before expiresAt. */
  uploadURL: string;
  /** The upload address without its query: what the client hands back to use the file. */
  objectURL: string;
  kind: UploadKind;
  maxBytes: number;
  expiresAt: Date;
}

/** A signed, short-lived address for one file of the given kind, in the caller's pending area. */
export class RequestUploadUseCase {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  async execute({ ownerId, kind }: { ownerId: string; kind: UploadKind }): Promise<Result<UploadTarget>> {
    const key = pendingKey({ ownerId, kind, uploadId: this.ids.next() });
    const expiresAt = new Date(this.clock.now().getTime() + this.ttlSeconds * 1000);
    const uploadURL = await this.storage.signUpload(key, this.ttlSeconds);
    return ok({
      uploadURL,
      objectURL: uploadURL.split('?')[0],
      kind,
      maxBytes: UPLOAD_RULES[kind].maxBytes,
      expiresAt,
    });
  }
}
