import {
  HOOKAH_PACKAGES,
  HOOKAH_SPECIALISTS,
  hookahBookingMinDate,
  normalizeHookahBooking,
  validateHookahBooking,
} from './hookah-booking.js';

// 02:30 UTC on 6 March is still 5 March in Miami (EST, UTC-5).
const now = new Date('2025-03-06T02:30:00Z');

const valid = {
  name: 'Jordan K',
  phone: '+1 (305) 555-0142',
  email: 'jordan@example.com',
  date: '2025-03-05',
  time: '22:30',
  duration: '3',
  location: '1200 Ocean Dr, Miami Beach',
  specialRequests: 'Mint and watermelon, please',
  packageType: 'vip',
  specialistId: 'mia',
};

describe('hookah packages and specialists (spec 2 §9, §2.17)', () => {
  it('offers Essential $120 / 2 h, Premium $200 / 3 h (most popular) and VIP Experience $350 / 4 h', () => {
    expect(
      HOOKAH_PACKAGES.map(({ id, name, price, hours, popular }) => ({ id, name, price, hours, popular })),
    ).toEqual([
      { id: 'essential', name: 'Essential', price: 120, hours: 2, popular: false },
      { id: 'premium', name: 'Premium', price: 200, hours: 3, popular: true },
      { id: 'vip', name: 'VIP Experience', price: 350, hours: 4, popular: false },
    ]);
  });

  it('has three specialists with the fields of spec 2 §3', () => {
    expect(HOOKAH_SPECIALISTS).toHaveLength(3);
    for (const specialist of HOOKAH_SPECIALISTS) {
      expect(Object.keys(specialist).sort()).toEqual([
        'availability',
        'description',
        'experience',
        'id',
        'instagram',
        'name',
        'priceRange',
        'rating',
        'specialties',
      ]);
    }
  });
});

describe('validateHookahBooking', () => {
  it('accepts a full booking for today in Miami', () => {
    expect(hookahBookingMinDate(now)).toBe('2025-03-05');
    expect(validateHookahBooking(valid, now)).toEqual([]);
  });

  it('accepts a booking without duration, package or specialist (the defaults apply)', () => {
    const { duration: _d, packageType: _p, specialistId: _s, specialRequests: _r, ...required } = valid;
    expect(validateHookahBooking({ ...required, specialistId: null }, now)).toEqual([]);
  });

  it('requires name, phone, email, date, time and location', () => {
    expect(validateHookahBooking({}, now)).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'phone', message: 'Phone is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'date', message: 'Date is required' },
      { field: 'time', message: 'Time is required' },
      { field: 'location', message: 'Location is required' },
    ]);
  });

  it('refuses a date before today in Miami, and malformed values', () => {
    expect(
      validateHookahBooking(
        { ...valid, date: '2025-03-04', time: '25:00', phone: '12', email: 'jordan@' },
        now,
      ),
    ).toEqual([
      { field: 'phone', message: 'Please enter a valid phone number' },
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'date', message: 'Date cannot be in the past' },
      { field: 'time', message: 'Please enter a valid time' },
    ]);
    expect(validateHookahBooking({ ...valid, date: '2025-13-01' }, now)).toEqual([
      { field: 'date', message: 'Please enter a valid date' },
    ]);
  });

  it('accepts only the offered durations, packages and specialists', () => {
    expect(
      validateHookahBooking({ ...valid, duration: '5', packageType: 'gold', specialistId: 'bob' }, now),
    ).toEqual([
      { field: 'duration', message: 'Duration must be one of: 2, 3, 4, 6, 8+ hours' },
      { field: 'packageType', message: 'Package must be one of: essential, premium, vip' },
      { field: 'specialistId', message: 'Please choose one of our specialists' },
    ]);
    for (const duration of ['2', '3', '4', '6', '8+']) {
      expect(validateHookahBooking({ ...valid, duration }, now)).toEqual([]);
    }
  });

  it('caps the free text', () => {
    expect(
      validateHookahBooking({ ...valid, location: 'l'.repeat(301), specialRequests: 's'.repeat(2001) }, now),
    ).toEqual([
      { field: 'location', message: 'Location must be at most 300 characters' },
      { field: 'specialRequests', message: 'Special requests must be at most 2000 characters' },
    ]);
  });
});

describe('normalizeHookahBooking', () => {
  it('applies the defaults: 2 hours, the premium package, no specialist', () => {
    expect(
      normalizeHookahBooking({
        name: ' Jordan\nK ',
        phone: '305 555 0142',
        email: 'Jordan@Example.com',
        date: '2025-03-05',
        time: '22:30',
        location: ' Brickell ',
        specialRequests: '  ',
      }),
    ).toEqual({
      name: 'Jordan K',
      phone: '305 555 0142',
      email: 'jordan@example.com',
      date: '2025-03-05',
      time: '22:30',
      duration: '2',
      location: 'Brickell',
      specialRequests: null,
      packageType: 'premium',
      specialistId: null,
    });
  });
});

describe("the spec's spelling of a booking (spec 2 §3)", () => {
  const { specialistId: _s, packageType: _p, ...rest } = valid;
  const spec = {
    ...rest,
    packageType: 'vip experience',
    selectedGirl: 'mia',
    timestamp: '2025-03-06T02:29:58.000Z',
  };

  it('accepts selectedGirl, timestamp and a package named in lower case', () => {
    expect(validateHookahBooking(spec, now)).toEqual([]);
    expect(normalizeHookahBooking(spec)).toMatchObject({ packageType: 'vip', specialistId: 'mia' });
    expect(normalizeHookahBooking(spec)).not.toHaveProperty('timestamp');
    expect(normalizeHookahBooking({ ...spec, selectedGirl: null }).specialistId).toBeNull();
  });

  it('reports an unknown selectedGirl under that name, and lets specialistId win when both are sent', () => {
    expect(validateHookahBooking({ ...spec, selectedGirl: 'bob' }, now)).toEqual([
      { field: 'selectedGirl', message: 'Please choose one of our specialists' },
    ]);
    expect(normalizeHookahBooking({ ...spec, specialistId: 'luna' }).specialistId).toBe('luna');
    expect(validateHookahBooking({ ...spec, timestamp: 't'.repeat(65) }, now)).toEqual([
      { field: 'timestamp', message: 'Timestamp must be at most 64 characters' },
    ]);
  });
});
