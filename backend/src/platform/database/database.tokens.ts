/** Injection token of the domain UnitOfWork (MikroOrmUnitOfWork). */
export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');
