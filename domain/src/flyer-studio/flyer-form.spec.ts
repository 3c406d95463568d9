import {
  EMPTY_FLYER_FORM,
  FLYER_SIZES,
  FLYER_THEMES,
  TARGET_AUDIENCES,
  validateFlyerForm,
  type FlyerForm,
} from './flyer-form.js';

const filled: FlyerForm = {
  ...EMPTY_FLYER_FORM,
  eventName: 'Neon Nights',
  eventDateTime: '2025-03-08T21:00',
  extraInfo: 'Palm trees and a DJ silhouette',
};

describe('flyer form constants (spec 2 §9)', () => {
  it('has the 20 named styles, three sizes and seven audiences', () => {
    expect(FLYER_THEMES).toHaveLength(20);
    expect(FLYER_THEMES[0]).toBe('Neon Cyberpunk');
    expect(FLYER_THEMES[19]).toBe('Rainbow/Pride');
    expect(FLYER_SIZES.map((size) => size.value)).toEqual(['1024x1024', '1792x1024', '1024x1792']);
    expect(TARGET_AUDIENCES.map((audience) => audience.value)).toEqual([
      'young-professionals',
      'college-students',
      'vip-crowd',
      'party-goers',
      'music-lovers',
      'socialites',
      'mature-crowd',
    ]);
  });

  it('starts with the default location text and no theme', () => {
    expect(EMPTY_FLYER_FORM.location).toBe('RSVP for Flyer Location');
    expect(EMPTY_FLYER_FORM.theme).toBe('none');
  });
});

describe('validateFlyerForm (spec 2 §5)', () => {
  it('accepts a filled form; hosted by, audience and size are optional', () => {
    expect(validateFlyerForm(filled)).toEqual([]);
    expect(validateFlyerForm({ ...filled, size: '', targetAudience: '', hostedBy: '' })).toEqual([]);
  });

  it('names every missing required field with the spec messages', () => {
    expect(validateFlyerForm({ ...EMPTY_FLYER_FORM, location: ' ' })).toEqual([
      { field: 'eventName', message: 'Event name is required' },
      { field: 'eventDateTime', message: 'Date & time is required' },
      { field: 'location', message: 'Location is required' },
      { field: 'extraInfo', message: 'Design details are required' },
    ]);
  });

  it('requires a description when the theme is custom', () => {
    expect(validateFlyerForm({ ...filled, theme: 'custom', customTheme: '  ' })).toEqual([
      {
        field: 'customTheme',
        message: 'Custom theme description is required when custom theme is selected',
      },
    ]);
    expect(validateFlyerForm({ ...filled, theme: 'custom', customTheme: 'Miami Vice pastels' })).toEqual([]);
  });
});
