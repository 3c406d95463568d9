import { Module } from '@nestjs/common';
import { ThemesController } from './http/themes.controller';

@Module({ controllers: [ThemesController] })
export class ThemesModule {}
