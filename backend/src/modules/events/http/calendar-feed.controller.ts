import { Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiProperty,
  ApiResponse,
  ApiSchema,
  ApiTags,
} from '@nestjs/swagger';
import type { SessionUser } from '@nightlife/domain';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../platform/config/app-config';
import { Public, SignedIn } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { Caller } from '../../../platform/http/caller.decorator';
import { DomainException } from '../../../platform/http/domain.exception';
import { linkOrigin } from '../../../platform/http/link-origin';
import { CalendarFeedService } from '../calendar-feed.service';
import { feedToken, sendFeedFile } from './calendar-feed-file';

@ApiSchema({ name: 'CalendarFeed' })
export class CalendarFeedResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://nightlife.example/api/calendar/3q2-7wEv….ics',
    description: 'The secret address of the feed (also usable as webcal://); null until one is made',
  })
  url!: string | null;
}

// The personal calendar feed (issue 21 §3, ADR 0023).
@ApiTags('calendar')
@Controller()
export class CalendarFeedController {
  constructor(
    private readonly feeds: CalendarFeedService,
    private readonly config: AppConfig,
  ) {}

  /** The caller's feed address, or null when they have not made one. */
  @Get('user/calendar-feed')
  @SignedIn()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: CalendarFeedResponse })
  async getCalendarFeed(@Caller() caller: SessionUser, @Req() req: Request): Promise<CalendarFeedResponse> {
    return { url: await this.feeds.url(caller.id, linkOrigin(this.config, req)) };
  }

  /** A new secret feed address for the caller; the previous one stops working at once. */
  @Post('user/calendar-feed')
  @SignedIn()
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: CalendarFeedResponse })
  async regenerateCalendarFeed(
    @Caller() caller: SessionUser,
    @Req() req: Request,
  ): Promise<CalendarFeedResponse> {
    return { url: await this.feeds.regenerate(caller.id, linkOrigin(this.config, req)) };
  }

  /**
   * The feed: the events the token's user holds a place at and the events they host that have not
   * ended, with locations as they may see them. The token is the credential (calendar apps send
   * no cookies). Answers 304 to a matching If-None-Match.
   */
  @Get('calendar/:file')
  @Public()
  @ApiParam({ name: 'file', description: '{token}.ics', example: '3q2-7wEvLk9pQ0xJ5mNbYc1d.ics' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An iCalendar file with the events', content: { 'text/calendar': {} } })
  @ApiResponse({
    status: HttpStatus.NOT_MODIFIED,
    description: 'Unchanged since the ETag sent in If-None-Match',
  })
  @ApiProblemResponses('NOT_FOUND')
  async getCalendarFeedFile(
    @Param('file') file: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const token = feedToken(file);
    // Reached when calendarFeedCache found no current file (ADR 0041): render without asking again.
    const feed =
      token === undefined ? null : await this.feeds.renderedFile(token, linkOrigin(this.config, req));
    if (feed === null) throw DomainException.of('NOT_FOUND', 'No calendar feed has this address.');
    sendFeedFile(req, res, feed);
  }
}
