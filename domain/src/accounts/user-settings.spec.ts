import { applySettingsUpdate, DEFAULT_USER_SETTINGS } from './user-settings.js';

describe('user settings', () => {
  it('defaults to the event form’s age limit, no location, email on and texts off', () => {
    expect(DEFAULT_USER_SETTINGS).toEqual({
      defaultAgeRestriction: '21+',
      defaultLocation: null,
      emailNotifications: true,
      textNotifications: false,
    });
  });

  it('changes only the fields sent; a blank location is none', () => {
    expect(
      applySettingsUpdate(DEFAULT_USER_SETTINGS, {
        textNotifications: true,
        defaultLocation: '  The Loft  ',
      }),
    ).toEqual({
      ok: true,
      settings: { ...DEFAULT_USER_SETTINGS, textNotifications: true, defaultLocation: 'The Loft' },
    });
    expect(applySettingsUpdate(DEFAULT_USER_SETTINGS, { defaultLocation: ' ' })).toEqual({
      ok: true,
      settings: DEFAULT_USER_SETTINGS,
    });
  });

  it('accepts only the form’s age restrictions', () => {
    expect(applySettingsUpdate(DEFAULT_USER_SETTINGS, { defaultAgeRestriction: 'All Ages' }).ok).toBe(true);
    expect(applySettingsUpdate(DEFAULT_USER_SETTINGS, { defaultAgeRestriction: '16+' as never })).toEqual({
      ok: false,
      errors: [
        {
          field: 'defaultAgeRestriction',
          message: 'Age restriction must be one of: All Ages, 18+, 21+, 25+, 30+, 40+',
        },
      ],
    });
  });

  it('caps the default location like an event’s', () => {
    const result = applySettingsUpdate(DEFAULT_USER_SETTINGS, { defaultLocation: 'x'.repeat(301) });
    expect(!result.ok && result.errors[0].field).toBe('defaultLocation');
  });
});
