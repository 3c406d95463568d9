import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  type BrowserInfo,
  type ConsoleErrorEntry,
  DEFAULT_ERROR_REPORT_CATEGORY,
  DEFAULT_ERROR_REPORT_SEVERITY,
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_LIMITS,
  ERROR_REPORT_SEVERITIES,
  type ErrorDetails,
  type ErrorReportCategory,
  type ErrorReportContext,
  type ErrorReportInput,
  type ErrorReportSeverity,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import {
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

@ApiSchema({ name: 'ErrorDetails' })
export class ErrorDetailsDto implements ErrorDetails {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  message?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: STACK })
  @IsOptional()
  @IsString()
  @MaxLength(STACK, tooLong(STACK))
  stack?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: STACK,
    description: "React's component stack",
  })
  @IsOptional()
  @IsString()
  @MaxLength(STACK, tooLong(STACK))
  errorInfo?: string | null;
}

@ApiSchema({ name: 'ErrorReportContext' })
export class ErrorReportContextDto implements ErrorReportContext {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  url?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  userAgent?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  timestamp?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'As the client saw it; the server attaches the session user separately',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  userId?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  username?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'From session storage' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  sessionId?: string | null;
}

@ApiSchema({ name: 'BrowserInfo' })
export class BrowserInfoDto implements BrowserInfo {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  language?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  platform?: string | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() cookieEnabled?:
    boolean | null;
  @ApiPropertyOptional({ type: Boolean, nullable: true }) @IsOptional() @IsBoolean() onLine?: boolean | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '1920x1080' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  screenResolution?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '1280x720' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  viewportSize?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'America/Chicago' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  timeZone?: string | null;
}

@ApiSchema({ name: 'ConsoleErrorEntry' })
export class ConsoleErrorEntryDto implements ConsoleErrorEntry {
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  message?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: STACK })
  @IsOptional()
  @IsString()
  @MaxLength(STACK, tooLong(STACK))
  stack?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  timestamp?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: STACK })
  @IsOptional()
  @IsString()
  @MaxLength(STACK, tooLong(STACK))
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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TEXT })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  stepsToReproduce?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TEXT })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT, tooLong(TEXT))
  expectedBehavior?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: STACK,
    description: 'Prefilled with the stack on auto-triggered reports',
  })
  @IsOptional()
  @IsString()
  @MaxLength(STACK, tooLong(STACK))
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
