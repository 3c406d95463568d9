import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { SessionUser } from '@nightlife/domain';
import { SignedIn, TokenScope } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { WebhooksService } from '../webhooks.service';
import {
  CreateWebhookDto,
  WebhookDeliveryParams,
  WebhookDeliveryResponse,
  WebhookParams,
  WebhookReplayResponse,
  WebhookResponse,
  WebhookWithSecretResponse,
} from './webhooks.dto';

// Signed webhooks (issue 23 §2, ADR 0037). Anyone signed in may register an account-wide
// endpoint; it hears of the events they host. Another user's endpoint is not found.
@ApiTags('webhooks')
@Controller('webhooks')
@SignedIn()
@TokenScope('webhooks:write')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  /** Registers an endpoint for chosen changes of all your events or one; its secret is in this answer only. */
  @Post()
  @ApiCreatedResponse({ type: WebhookWithSecretResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'EVENT.NOT_FOUND', 'WEBHOOK.TOO_MANY')
  async createWebhook(
    @Body() body: CreateWebhookDto,
    @Caller() caller: SessionUser,
  ): Promise<WebhookWithSecretResponse> {
    return unwrapOrThrow(await this.webhooks.create(caller.id, body));
  }

  /** Your endpoints (never their secrets), newest first, with their failing and disabled state. */
  @Get()
  @ApiOkResponse({ type: [WebhookResponse] })
  async listWebhooks(@Caller() caller: SessionUser): Promise<WebhookResponse[]> {
    return this.webhooks.list(caller.id);
  }

  /** Deletes an endpoint with its deliveries: nothing more is sent to it. */
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblemResponses('VALIDATION.FAILED', 'WEBHOOK.NOT_FOUND')
  async deleteWebhook(@Param() params: WebhookParams, @Caller() caller: SessionUser): Promise<void> {
    unwrapOrThrow(await this.webhooks.delete(caller.id, params.id));
  }

  /** A new signing secret; the previous one keeps signing beside it for 24 hours. */
  @Post(':id/secret')
  @ApiCreatedResponse({ type: WebhookWithSecretResponse })
  @ApiProblemResponses('VALIDATION.FAILED', 'WEBHOOK.NOT_FOUND')
  async rollWebhookSecret(
    @Param() params: WebhookParams,
    @Caller() caller: SessionUser,
  ): Promise<WebhookWithSecretResponse> {
    return unwrapOrThrow(await this.webhooks.rollSecret(caller.id, params.id));
  }

  /** The endpoint's latest 50 deliveries, newest first, each with every attempt and its answer. */
  @Get(':id/deliveries')
  @ApiOkResponse({ type: [WebhookDeliveryResponse] })
  @ApiProblemResponses('VALIDATION.FAILED', 'WEBHOOK.NOT_FOUND')
  async listWebhookDeliveries(
    @Param() params: WebhookParams,
    @Caller() caller: SessionUser,
  ): Promise<WebhookDeliveryResponse[]> {
    return unwrapOrThrow(await this.webhooks.deliveries(caller.id, params.id));
  }

  /** Makes a new attempt of a delivery now (same webhook-id, fresh timestamp and signature). */
  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({ type: WebhookReplayResponse, description: 'Attempt queued' })
  @ApiProblemResponses('VALIDATION.FAILED', 'WEBHOOK.DELIVERY_NOT_FOUND')
  async replayWebhookDelivery(
    @Param() params: WebhookDeliveryParams,
    @Caller() caller: SessionUser,
  ): Promise<WebhookReplayResponse> {
    return unwrapOrThrow(await this.webhooks.replay(caller.id, params.id, params.deliveryId));
  }
}
