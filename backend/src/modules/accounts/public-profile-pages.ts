import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PublicProfile, PublicProfilesData } from '../../platform/frontend-hosting/public-pages';

interface PublicProfileRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  bio: string | null;
  avatar: string | null;
  location: string | null;
  is_verified: boolean;
  created_at: Date;
}

/**
 * The profiles of the public pages' HTML (frontend hosting): the fields of the public profile
 * (GET /api/users/profile/{username}) its tags, card and first frame show, read with one query.
 */
@Injectable()
export class PublicProfilePages implements PublicProfilesData {
  constructor(private readonly em: EntityManager) {}

  async findProfile(username: string): Promise<PublicProfile | null> {
    const [row] = await this.em.execute<PublicProfileRow[]>(
      `select id, username, first_name, last_name, bio, avatar, location, is_verified, created_at
       from users where lower(username) = lower(?)`,
      [username],
    );
    if (!row) return null;
    return {
      id: row.id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      bio: row.bio,
      avatar: row.avatar,
      location: row.location,
      isVerified: row.is_verified,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }
}
