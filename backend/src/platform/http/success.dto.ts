import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** `{ success: true }`: what a route that has nothing else to say answers. */
@ApiSchema({ name: 'Success' })
export class SuccessDto {
  @ApiProperty({ enum: [true] })
  success!: true;
}
