import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import {
  type Clock,
  CreateCustomQrCodeUseCase,
  DeleteCustomQrCodeUseCase,
  type IdGenerator,
  RecordQrScanUseCase,
} from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { EventAccessModule, SqlEventAccess } from '../event-access';
import { QrCodesController } from './http/qr-codes.controller';
import { MikroOrmQrCodeRepository } from './persistence/mikro-orm-qr-code.repository';
import { QrCodeSchema } from './persistence/qr-code.schema';
import { QrScanClientSchema } from './persistence/qr-scan-client.schema';
import { QrCodesQuery } from './persistence/qr-codes.query';
import { QrScanRedirects } from './qr-scan-redirects';

@Module({
  imports: [MikroOrmModule.forFeature([QrCodeSchema, QrScanClientSchema]), EventAccessModule],
  controllers: [QrCodesController],
  providers: [
    MikroOrmQrCodeRepository,
    QrCodesQuery,
    QrScanRedirects,
    {
      provide: RecordQrScanUseCase,
      inject: [MikroOrmQrCodeRepository, SqlEventAccess, ID_GENERATOR, CLOCK],
      useFactory: (codes: MikroOrmQrCodeRepository, events: SqlEventAccess, ids: IdGenerator, clock: Clock) =>
        new RecordQrScanUseCase(codes, events, ids, clock),
    },
    {
      provide: CreateCustomQrCodeUseCase,
      inject: [MikroOrmQrCodeRepository, ID_GENERATOR, CLOCK],
      useFactory: (codes: MikroOrmQrCodeRepository, ids: IdGenerator, clock: Clock) =>
        new CreateCustomQrCodeUseCase(codes, ids, clock),
    },
    {
      provide: DeleteCustomQrCodeUseCase,
      inject: [MikroOrmQrCodeRepository],
      useFactory: (codes: MikroOrmQrCodeRepository) => new DeleteCustomQrCodeUseCase(codes),
    },
  ],
})
export class QrCodesModule {}
