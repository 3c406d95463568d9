import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../../platform/http/validation.pipe';
import { LoginDto } from '../http/dto/login.dto';

/**
 * Runs the local strategy and, on success, logs the user into the session (passport
 * regenerates the session id first). Guards run before pipes, so the body is validated here:
 * a missing field is a 400, not passport's "Missing credentials" 401.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await this.validation.transform(request.body ?? {}, { type: 'body', metatype: LoginDto });
    await super.canActivate(context);
    await super.logIn(request);
    return true;
  }
}
