import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';

export class LoginDto {
  @ApiProperty({ description: 'Username or email, case-insensitive', example: 'nightowl' })
  @IsString({ message: 'Username and password are required' })
  @IsNotEmpty({ message: 'Username and password are required' })
  username!: string;

  @ApiProperty({ example: 'correct horse battery' })
  @IsString({ message: 'Username and password are required' })
  @IsNotEmpty({ message: 'Username and password are required' })
  password!: string;
}
