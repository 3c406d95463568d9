import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiSchema, getSchemaPath } from '@nestjs/swagger';
import {
  type BrowserInfo,
  type ConsoleErrorEntry,
  DEFAULT_ERROR_REPORT_CATEGORY,
  DEFAULT_ERROR_REPORT_SEVERITY,
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_LIMITS,
  ERROR_REPORT_SEVERITIES,
  type ErrorDetailsInput,
  type ErrorReportCategory,
  type ErrorReportContext,
  type ErrorReportInput,
  type ErrorReportSeverity,
  type ReactErrorInfo,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

// Shape and size checks of the spec's error report entity (spec 1 §3). The business rules
// (non-blank description, limits) are checked again by the domain's validateErrorReport.
// Messages match the domain's. `IsOptional` also admits null, which the client sends for
// absent parts.

const TEXT = ERROR_REPORT_LIMITS.text;
const STACK = ERROR_REPORT_LIMITS.stack;
const tooLong = (max: number) => ({ message: `$property must be at most ${max} characters` });

/** An optional, nullable string of at most `max` characters, documented and validated alike. */
function OptionalText(max: number, docs: { description?: string; example?: string } = {}) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, ...docs }),
    IsOptional(),
    IsString(),
    MaxLength(max, tooLong(max)),
  );
}

@ApiSchema({ name: 'ReactErrorInfo', description: "React's errorInfo; other properties are dropped" })
export class ReactErrorInfoDto implements ReactErrorInfo {
  @ApiProperty({ maxLength: STACK })
  componentStack!: string;
}

@ApiSchema({ name: 'ErrorDetails' })
@ApiExtraModels(ReactErrorInfoDto)
export class ErrorDetailsDto implements ErrorDetailsInput {
  @OptionalText(TEXT)
  name?: string | null;
  @OptionalText(TEXT)
  message?: string | null;
  @OptionalText(STACK)
  stack?: string | null;
  @ApiPropertyOptional({
    description: "React's component stack, or React's errorInfo object holding it (its text is stored)",
    oneOf: [
      { type: 'string', maxLength: STACK },
      { $ref: getSchemaPath(ReactErrorInfoDto) },
      { type: 'null' },
    ],
  })
  // Text or an object: validateErrorReport checks either and caps the stack.
  @Allow()
  errorInfo?: string | ReactErrorInfo | null;
}

@ApiSchema({ name: 'ErrorReportContext' })
export class ErrorReportContextDto implements ErrorReportContext {
  @OptionalText(TEXT)
  url?: string | null;
  @OptionalText(TEXT)
  userAgent?: string | null;
  @OptionalText(TEXT)
  timestamp?: string | null;
  @OptionalText(TEXT, {
    description: 'As the client saw it; the server attaches the session user separately',
  })
  userId?: string | null;
  @OptionalText(TEXT)
  username?: string | null;
  @OptionalText(TEXT, { description: 'From session storage' })
  sessionId?: string | null;
}

@ApiSchema({ name: 'BrowserInfo' })
export class BrowserInfoDto implements BrowserInfo {
  @OptionalText(TEXT)
  language?: string | null;
  @OptionalText(TEXT)
  platform?: string | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() cookieEnabled?:
    boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() onLine?: boolean | null;
  @OptionalText(TEXT, { example: '1920x1080' })
  screenResolution?: string | null;
  @OptionalText(TEXT, { example: '1280x720' })
  viewportSize?: string | null;
  @OptionalText(TEXT, { example: 'America/Chicago' })
  timeZone?: string | null;
}

@ApiSchema({ name: 'ConsoleErrorEntry' })
export class ConsoleErrorEntryDto implements ConsoleErrorEntry {
  @OptionalText(TEXT)
  message?: string | null;
  @OptionalText(STACK)
  stack?: string | null;
  @OptionalText(TEXT)
  timestamp?: string | null;
  @OptionalText(STACK)
  componentStack?: string | null;
}

@ApiSchema({ name: 'ErrorReport' })
export class SubmitErrorReportDto implements ErrorReportInput {
  @ApiPropertyOptional({ enum: ERROR_REPORT_CATEGORIES, default: DEFAULT_ERROR_REPORT_CATEGORY })
  @IsOptional()
  @IsIn(ERROR_REPORT_CATEGORIES, {
    message: `category must be one of: ${ERROR_REPORT_CATEGORIES.join(', ')}`,
  })
  category?: ErrorReportCategory;

  @ApiPropertyOptional({ enum: ERROR_REPORT_SEVERITIES, default: DEFAULT_ERROR_REPORT_SEVERITY })
  @IsOptional()
  @IsIn(ERROR_REPORT_SEVERITIES, {
    message: `severity must be one of: ${ERROR_REPORT_SEVERITIES.join(', ')}`,
  })
  severity?: ErrorReportSeverity;

  @ApiProperty({ maxLength: ERROR_REPORT_LIMITS.description, description: 'Required, not blank' })
  @IsString({ message: 'Description is required' })
  @MaxLength(ERROR_REPORT_LIMITS.description, tooLong(ERROR_REPORT_LIMITS.description))
  description!: string;

  @OptionalText(TEXT)
  stepsToReproduce?: string | null;

  @OptionalText(TEXT)
  expectedBehavior?: string | null;

  @OptionalText(STACK, { description: 'Prefilled with the stack on auto-triggered reports' })
  actualBehavior?: string | null;

  @ApiPropertyOptional({ type: ErrorDetailsDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ErrorDetailsDto)
  errorDetails?: ErrorDetailsDto | null;

  @ApiPropertyOptional({ type: ErrorReportContextDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ErrorReportContextDto)
  context?: ErrorReportContextDto | null;

  @ApiPropertyOptional({ type: BrowserInfoDto, nullable: true })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BrowserInfoDto)
  browserInfo?: BrowserInfoDto | null;

  @ApiPropertyOptional({ type: [ConsoleErrorEntryDto], maxItems: ERROR_REPORT_LIMITS.consoleErrors })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ERROR_REPORT_LIMITS.consoleErrors, {
    message: `consoleErrors may hold at most ${ERROR_REPORT_LIMITS.consoleErrors} entries`,
  })
  @ValidateNested({ each: true })
  @Type(() => ConsoleErrorEntryDto)
  consoleErrors?: ConsoleErrorEntryDto[];

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() autoTriggered?: boolean;
}

@ApiSchema({ name: 'ErrorReportAccepted' })
export class SubmitErrorReportResponse {
  @ApiProperty({ format: 'uuid' }) reportId!: string;
}
