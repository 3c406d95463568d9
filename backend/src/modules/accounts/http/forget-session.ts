import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '../../../platform/sessions/session.store';

/**
 * After the stored session is gone (logout, account deletion): drops the in-memory one too, or
 * express-session would write it back at the end of the request, and clears the cookie.
 */
export function forgetSession(req: Request, res: Response): void {
  (req as { session?: unknown }).session = undefined;
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
