import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Theme, THEMES } from '@nightlife/domain';
import { Public, TokenScope } from '../../../platform/http/access.decorators';
import { ThemeResponse } from './theme.response';

@ApiTags('themes')
@Public()
@Controller('themes')
export class ThemesController {
  /** The theme catalogue. It is versioned in the domain and changes only with a deploy. */
  @Get()
  @TokenScope('events:read')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: [ThemeResponse] })
  listThemes(): readonly Theme[] {
    return THEMES;
  }
}
