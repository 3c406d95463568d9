// The upload building block of the dashboard remote: avatar (profile setup, settings) and the
// event form's flyer image and video. Client checks are a courtesy; the server decides.
import './uploads.css';

export { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
export { FileUploadField, type FileUploadFieldProps } from './FileUploadField';
export { UploadProgress } from './UploadProgress';
export { useAvatarUpload, useFileUpload, type Upload, type UploadState } from './useUpload';
export { putFile, UploadTransferError } from './put-file';
export { avatarMessage, fileFieldMessage, type UploadFailure } from './upload-messages';
export type { AvatarSet, PublishedMedia, UploadTarget } from './uploads-api';
