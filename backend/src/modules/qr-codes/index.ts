export { QrCodesModule } from './qr-codes.module';
export { QrScanRedirects } from './qr-scan-redirects';
