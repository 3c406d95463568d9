/** Direct contact (spec 2 §2.12): one place for the addresses the pages show. */
export const CONTACT_DETAILS = {
  email: 'hello@nightlife.example',
  phone: '+1 (314) 555-0142',
  phoneHref: 'tel:+13145550142',
  city: 'St. Louis, MO',
} as const;

/** The hookah service's own lines (spec 2 §2.17): phone, WhatsApp, Instagram. */
export const HOOKAH_CONTACT = {
  phone: '+1 (305) 555-0199',
  phoneHref: 'tel:+13055550199',
  whatsappHref: 'https://wa.me/13055550199',
  instagram: '@nightlife.hookah',
  instagramHref: 'https://www.instagram.com/nightlife.hookah',
} as const;
