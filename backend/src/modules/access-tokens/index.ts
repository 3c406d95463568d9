export { AccessTokensModule } from './access-tokens.module';
export { AccessTokensService } from './access-tokens.service';
export { bearerAuthentication, isBearerRequest } from './bearer-authentication';
