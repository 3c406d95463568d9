import { Body, Controller, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import {
  JoinEmailListUseCase,
  SubmitContactInquiryUseCase,
  SubmitHookahBookingUseCase,
} from '@nightlife/domain';
import { Public } from '../../../platform/http/access.decorators';
import { ApiProblemResponses } from '../../../platform/http/api-problem-responses.decorator';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';
import { RateLimited } from '../../../platform/rate-limit/rate-limited.decorator';
import { JOIN_EMAIL_LIST, SUBMIT_CONTACT_INQUIRY, SUBMIT_HOOKAH_BOOKING } from '../inquiries.tokens';
import {
  ContactInquiryAccepted,
  ContactInquiryDto,
  EmailSignupAccepted,
  EmailSignupDto,
  HookahBookingAccepted,
  HookahBookingDto,
} from './inquiry.dto';

// The visitor forms of the marketing pages. Each answer means "stored": the team is told by a
// job, so a slow or down mail server never fails or delays the visitor.
@ApiTags('inquiries')
@Controller()
@Public()
export class InquiriesController {
  constructor(
    @Inject(SUBMIT_CONTACT_INQUIRY) private readonly submitContact: SubmitContactInquiryUseCase,
    @Inject(JOIN_EMAIL_LIST) private readonly joinList: JoinEmailListUseCase,
    @Inject(SUBMIT_HOOKAH_BOOKING) private readonly submitBooking: SubmitHookahBookingUseCase,
  ) {}

  /** Sends a 'Promote Event' or 'Partner With Us' message to the team. Sending the same message again the same day answers the first one. */
  @Post('contact')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('inquiries')
  @ApiAcceptedResponse({ type: ContactInquiryAccepted, description: 'Stored; the team is notified' })
  @ApiProblemResponses('VALIDATION.FAILED')
  async submitContactInquiry(@Body() body: ContactInquiryDto): Promise<ContactInquiryAccepted> {
    return unwrapOrThrow(await this.submitContact.execute(body));
  }

  /** Joins the VIP newsletter. Joining again with the same address is the same signup, answered the same way. */
  @Post('newsletter')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('inquiries')
  @ApiAcceptedResponse({ type: EmailSignupAccepted, description: 'On the list' })
  @ApiProblemResponses('VALIDATION.FAILED')
  async joinNewsletter(@Body() body: EmailSignupDto): Promise<EmailSignupAccepted> {
    return unwrapOrThrow(await this.joinList.execute('newsletter', body));
  }

  /** Joins the PartyTag waitlist. Joining again with the same address is the same signup, answered the same way. */
  @Post('partytag/signup')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('inquiries')
  @ApiAcceptedResponse({ type: EmailSignupAccepted, description: 'On the waitlist' })
  @ApiProblemResponses('VALIDATION.FAILED')
  async joinPartyTagWaitlist(@Body() body: EmailSignupDto): Promise<EmailSignupAccepted> {
    return unwrapOrThrow(await this.joinList.execute('party-tag-waitlist', body));
  }

  /** Requests a hookah service booking; the team confirms within 30 minutes. Sending the same booking again the same day answers the first one. */
  @Post('hookah/booking')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('inquiries')
  @ApiAcceptedResponse({ type: HookahBookingAccepted, description: 'Stored; the team is notified' })
  @ApiProblemResponses('VALIDATION.FAILED')
  async requestHookahBooking(@Body() body: HookahBookingDto): Promise<HookahBookingAccepted> {
    return unwrapOrThrow(await this.submitBooking.execute(body));
  }
}
