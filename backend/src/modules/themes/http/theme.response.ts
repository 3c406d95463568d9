import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { Theme } from '@nightlife/domain';

@ApiSchema({ name: 'ThemeColorScheme' })
export class ThemeColorSchemeResponse {
  @ApiProperty({ example: '#0a0a0f' }) background!: string;
  @ApiProperty() primary!: string;
  @ApiProperty() secondary!: string;
  @ApiProperty() accent!: string;
}

@ApiSchema({ name: 'Theme' })
export class ThemeResponse implements Theme {
  @ApiProperty({ example: 'neon-nights' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: ThemeColorSchemeResponse }) colorScheme!: ThemeColorSchemeResponse;
  @ApiProperty({ type: [String], description: 'Emoji or text glyphs floating in the background' })
  backgroundElements!: string[];
  @ApiProperty({ type: 'integer' }) particleCount!: number;
}
