import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { webhookSecretOf } from './webhook-signature';

/**
 * Webhook signing secrets at rest (ADR 0037), sealed as door keys are (ADR 0030): AES-256-GCM
 * under a key derived from SESSION_SECRET with HKDF, bound to the endpoint's id. A database dump
 * alone does not let anyone sign as us; a changed SESSION_SECRET makes the secrets unreadable
 * (the owner rolls the secret).
 */
@Injectable()
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(
      hkdfSync('sha256', config.sessionSecret, 'nightlife', 'nightlife.webhook-secrets.v1', 32),
    );
  }

  /** A new `whsec_` secret of 32 random bytes. */
  generate(): string {
    return webhookSecretOf(randomBytes(32));
  }

  seal(secret: string, endpointId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(endpointId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** Null when it was sealed under another key (SESSION_SECRET changed) or for another endpoint. */
  unseal(sealed: string, endpointId: string): string | null {
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(endpointId));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
