import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'DoorKey' })
export class DoorKeyResponse {
  @ApiProperty({ example: '0a1b2c3d', description: 'Key id, 4 bytes in hex: carried by every code it signs' })
  kid!: string;

  @ApiProperty({ description: 'The raw 32-byte Ed25519 public key, base64url without padding' })
  publicKey!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

@ApiSchema({ name: 'RevokedTicket' })
export class RevokedTicketResponse {
  @ApiProperty({ format: 'uuid', description: 'The ticket (its RSVP)' })
  ticketId!: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'Codes of this ticket up to this version (included) are revoked',
  })
  throughVersion!: number;
}

@ApiSchema({ name: 'DoorKeys' })
export class DoorKeysResponse {
  @ApiProperty({ type: [DoorKeyResponse], description: 'The keys codes of this event are signed with' })
  keys!: DoorKeyResponse[];

  @ApiProperty({ type: [RevokedTicketResponse] })
  revoked!: RevokedTicketResponse[];
}
