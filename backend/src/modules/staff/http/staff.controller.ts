import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { StaffOnly } from '../../../platform/http/access.decorators';
import { DomainException } from '../../../platform/http/domain.exception';
import { INBOX_KINDS, type InboxKind, StaffInboxQuery } from '../persistence/staff-inbox.query';
import { inboxCsv } from './inbox-csv';
import { StaffInboxResponse } from './staff-inbox.dto';

/** Entries of each kind the inbox page lists; the CSV export has them all. */
export const INBOX_LIST_LIMIT = 100;

const iso = <T extends { receivedAt: Date }>(row: T) => ({
  ...row,
  receivedAt: new Date(row.receivedAt).toISOString(),
});

@ApiTags('staff')
@Controller('staff')
@StaffOnly()
export class StaffController {
  constructor(private readonly inbox: StaffInboxQuery) {}

  /** The staff inbox: the newest contact inquiries, hookah bookings, newsletter and waitlist signups, with totals. */
  @Get('inbox')
  @ApiOkResponse({ type: StaffInboxResponse })
  async getStaffInbox(): Promise<StaffInboxResponse> {
    const section = async (kind: InboxKind) => {
      const { total, items } = await this.inbox.latest(kind, INBOX_LIST_LIMIT);
      return { total, items: items.map(iso) };
    };
    const [contactInquiries, hookahBookings, newsletterSignups, waitlistSignups] = await Promise.all(
      INBOX_KINDS.map(section),
    );
    return {
      listLimit: INBOX_LIST_LIMIT,
      contactInquiries,
      hookahBookings,
      newsletterSignups,
      waitlistSignups,
    } as StaffInboxResponse;
  }

  /** Every stored entry of one kind as a CSV download, newest first. */
  @Get('exports/:kind')
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'kind', enum: INBOX_KINDS })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'A CSV file with a header row (UTF-8 with a byte-order mark)',
    content: { 'text/csv': {} },
  })
  async exportStaffInbox(
    @Param('kind') kind: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    if (!(INBOX_KINDS as readonly string[]).includes(kind)) {
      throw DomainException.of('NOT_FOUND', 'There is no such export.');
    }
    const csv = inboxCsv(kind as InboxKind, await this.inbox.rows(kind as InboxKind));
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8');
    res.attachment(`nightlife-${kind}-${day}.csv`);
    return csv;
  }
}
