/** Injection token of the domain ObjectStorage (local disk or S3, from STORAGE_DRIVER). */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
/** Injection token of the domain FileTypeDetector (file-type). */
export const FILE_TYPE_DETECTOR = Symbol('FILE_TYPE_DETECTOR');
/** Injection token of the domain ImageProcessor (sharp). */
export const IMAGE_PROCESSOR = Symbol('IMAGE_PROCESSOR');
