export { ThemesModule } from './themes.module';
