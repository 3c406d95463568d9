import session from 'express-session';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config';
import { SESSION_COOKIE, type SessionStore } from './session.store';

/** The `nightlife.sid` cookie: httpOnly, SameSite=Lax, Secure in production; nothing stored until login. */
export function sessionMiddleware(config: AppConfig, sessions: SessionStore): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    store: sessions.store,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: config.sessionTtlMs,
      path: '/',
    },
  });
}
