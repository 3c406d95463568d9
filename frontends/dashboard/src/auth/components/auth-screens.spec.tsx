import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createAppStore } from '@nightlife/api';
import { AttendeeSignupPage } from './AttendeeSignupPage';
import { HostSignupPage } from './HostSignupPage';
import { LoginPage } from './LoginPage';

function render(screen: React.ReactNode, url: string): string {
  return renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={[url]}>{screen}</MemoryRouter>
    </Provider>,
  );
}

const inputNames = (html: string) => [...html.matchAll(/<input[^>]*name="([^"]+)"/g)].map((m) => m[1]);

describe('attendee signup screen', () => {
  it('invites the visitor to join, with every field the spec lists and show/hide on both passwords', () => {
    const html = render(<AttendeeSignupPage />, '/attendee-signup');
    expect(html).toContain('Join the Party');
    expect(inputNames(html)).toEqual([
      'username',
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmPassword',
    ]);
    expect(html.match(/aria-label="Show password"/g)).toHaveLength(2);
    expect(html).not.toContain('complete your RSVP');
  });

  it('talks about completing the RSVP and keeps the redirect on the login link', () => {
    const html = render(<AttendeeSignupPage />, '/attendee-signup?redirect=/event/neon-nights/rsvp');
    expect(html).toContain('complete your RSVP');
    expect(html).toContain('href="/login?redirect=%2Fevent%2Fneon-nights%2Frsvp"');
  });

  it('does not treat an off-site redirect as an RSVP', () => {
    const html = render(
      <AttendeeSignupPage />,
      '/attendee-signup?redirect=https://evil.example/event/x/rsvp',
    );
    expect(html).not.toContain('complete your RSVP');
  });
});

describe('login screen', () => {
  it('asks for username and password and links to host signup with the redirect', () => {
    const html = render(<LoginPage />, '/login?redirect=dashboard');
    expect(inputNames(html)).toEqual(['username', 'password']);
    expect(html).toContain('href="/signup?redirect=dashboard"');
  });

  it('talks about completing the RSVP and keeps the redirect on the signup link', () => {
    expect(render(<LoginPage />, '/login')).not.toContain('complete your RSVP');
    const html = render(<LoginPage />, '/login?redirect=%2Fevent%2Fneon-nights%2Frsvp');
    expect(html).toContain('Log in to complete your RSVP.');
    expect(html).toContain('href="/signup?redirect=%2Fevent%2Fneon-nights%2Frsvp"');
  });

  it('does not pass an off-site redirect on', () => {
    for (const evil of ['//evil.example', 'https://evil.example', '/%5Cevil.example']) {
      const html = render(<LoginPage />, `/login?redirect=${encodeURIComponent(evil)}`);
      expect(html).toContain('href="/signup"');
      expect(html).not.toContain('evil');
    }
  });
});

describe('host signup screen', () => {
  it('lists the host fields in the spec order, phone optional, and links to login', () => {
    const html = render(<HostSignupPage />, '/signup?redirect=verification');
    expect(inputNames(html)).toEqual([
      'firstName',
      'lastName',
      'username',
      'email',
      'phoneNumber',
      'password',
      'confirmPassword',
    ]);
    expect(html).toContain('Optional');
    expect(html).toContain('href="/login?redirect=verification"');
  });

  it('keeps an RSVP redirect on the login link', () => {
    const html = render(<HostSignupPage />, '/signup?redirect=/event/neon-nights/rsvp');
    expect(html).toContain('href="/login?redirect=%2Fevent%2Fneon-nights%2Frsvp"');
  });
});
