import session from 'express-session';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/app-config';
import { SESSION_COOKIE, type SessionStore } from './session.store';

/**
 * The `nightlife.sid` cookie: httpOnly, SameSite=Lax, Secure in production; nothing stored until
 * login. A GET or HEAD without the cookie (a visitor reading pages and events) gets no session:
 * no such request signs in, and making an empty one cost every visitor's request its hashing.
 */
export function sessionMiddleware(config: AppConfig, sessions: SessionStore): RequestHandler {
  const withSession = session({
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
  const cookiePrefix = `${SESSION_COOKIE}=`;
  return (req, res, next) => {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && !req.headers.cookie?.includes(cookiePrefix)) return next();
    withSession(req, res, next);
  };
}
