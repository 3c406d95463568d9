import type { PortraitStyle } from '../shared/components/NeonPortrait';

/** Spec 2 §3 static marketing data: team members (name, role, bio, motto, picture, colour). */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  motto: string;
  portrait: PortraitStyle;
}

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    name: 'Marcus Vale',
    role: 'Founder & CEO',
    bio: 'Threw his first warehouse party in 2020 with a borrowed speaker and forty RSVPs in a group chat. Hundreds of nights later he still works the door on opening night.',
    motto: 'Every great night starts with a guest list.',
    portrait: { color: 'pink', skin: '#8d5a3c', hair: 'buzz', hairColor: '#1b1420', accessory: 'headphones' },
  },
  {
    name: 'Aaliyah Brooks',
    role: 'Head of Partnerships',
    bio: 'Former venue manager who now books the rooms: clubs, rooftops and lounges in more than fifty venues trust her calendar, and she knows what a slow Tuesday needs.',
    motto: 'No empty dance floors.',
    portrait: { color: 'cyan', skin: '#6b4226', hair: 'volume', hairColor: '#24161c', accessory: 'hoops' },
  },
  {
    name: 'Diego Santos',
    role: 'Lead Engineer',
    bio: 'Builds the platform between DJ sets. Obsessed with pages that load before the bass drops and guest lists that never go down at 11:59 PM.',
    motto: 'Ship it before the doors open.',
    portrait: { color: 'violet', skin: '#c68e63', hair: 'short', hairColor: '#2a1a12', accessory: 'glasses' },
  },
  {
    name: 'Kiara Wells',
    role: 'Creative Director',
    bio: 'Ten years of gig posters and club visuals. She designs the themes, the flyers and the neon you are looking at, so every host can look like a headliner.',
    motto: "If it doesn't glow, it doesn't go.",
    portrait: { color: 'lime', skin: '#f1c7a5', hair: 'long', hairColor: '#7a3b1d', accessory: 'none' },
  },
];
