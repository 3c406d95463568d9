import { ApiProperty } from '@nestjs/swagger';

export class SessionUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'nightowl' })
  username!: string;

  @ApiProperty({ example: 'Nova' })
  firstName!: string;

  @ApiProperty({ example: 'Reyes' })
  lastName!: string;

  @ApiProperty({ example: 'nova@example.com' })
  email!: string;

  @ApiProperty({ description: 'Set for hosts (host signup)' })
  isPromoter!: boolean;
}

export class SessionDto {
  @ApiProperty()
  authenticated!: boolean;

  @ApiProperty({ type: SessionUserDto, nullable: true })
  user!: SessionUserDto | null;
}

export class AuthSuccessDto {
  @ApiProperty({ enum: [true] })
  success!: true;

  @ApiProperty({ type: SessionUserDto })
  user!: SessionUserDto;
}

export class LogoutResponseDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}
