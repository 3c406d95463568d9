import { type CanActivate, type ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import { StaffDirectory } from '@nightlife/domain';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';

/**
 * Lets staff through (see StaffOnly); anyone else gets exactly what an unknown path gets
 * (Nest's own 404 text), before any validation runs.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  private readonly staff: StaffDirectory;

  constructor(config: AppConfig) {
    this.staff = new StaffDirectory(config.staffUsernames);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (this.staff.canViewInbox(request.user ?? null)) return true;
    throw new NotFoundException(`Cannot ${request.method} ${request.originalUrl}`);
  }
}
