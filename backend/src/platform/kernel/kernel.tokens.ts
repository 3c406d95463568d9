/** Injection token of the domain Clock (KernelModule). */
export const CLOCK = Symbol('CLOCK');
/** Injection token of the domain IdGenerator, UUID v7 (KernelModule). */
export const ID_GENERATOR = Symbol('ID_GENERATOR');
/** Injection token of an IdGenerator of unguessable secrets: 16 random bytes, base64url (KernelModule). */
export const SECRET_CODES = Symbol('SECRET_CODES');
