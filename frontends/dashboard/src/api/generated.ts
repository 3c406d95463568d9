import { baseApi as api } from '@nightlife/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    setAvatar: build.mutation<SetAvatarApiResponse, SetAvatarApiArg>({
      query: (queryArg) => ({ url: `/api/avatar`, method: 'PUT', body: queryArg.setAvatarDto }),
    }),
    publishUpload: build.mutation<PublishUploadApiResponse, PublishUploadApiArg>({
      query: (queryArg) => ({ url: `/api/objects/publish`, method: 'POST', body: queryArg.publishUploadDto }),
    }),
    requestUpload: build.mutation<RequestUploadApiResponse, RequestUploadApiArg>({
      query: (queryArg) => ({ url: `/api/objects/upload`, method: 'POST', body: queryArg.requestUploadDto }),
    }),
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/api/signup`, method: 'POST', body: queryArg.signupDto }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dashboardApi };
export type SetAvatarApiResponse = /** status 200  */ AvatarSet;
export type SetAvatarApiArg = {
  setAvatarDto: SetAvatarDto;
};
export type PublishUploadApiResponse = /** status 200  */ PublishedMedia;
export type PublishUploadApiArg = {
  publishUploadDto: PublishUploadDto;
};
export type RequestUploadApiResponse = /** status 200  */ UploadTarget;
export type RequestUploadApiArg = {
  requestUploadDto: RequestUploadDto;
};
export type SignupApiResponse = /** status 201 Account created; the session is logged in */ AuthSuccessDto;
export type SignupApiArg = {
  signupDto: SignupDto;
};
export type AvatarSet = {
  /** The published avatar (512 px WebP); avatar-thumb.webp beside it is 128 px. */
  avatarUrl: string;
  /** Its storage key */
  objectPath: string;
  success: true;
};
export type FieldError = {
  field: string;
  message: string;
};
export type ProblemDetails = {
  /** Stable error code (docs/api-contract.md) */
  code: string;
  detail: string;
  /** Present on validation failures only */
  errors?: FieldError[];
  /** This occurrence: urn:request:<id>, the id also sent in the X-Request-Id header and logged */
  instance: string;
  status: number;
  title: string;
  type: string;
};
export type SetAvatarDto = {
  /** The upload address (objectURL) of the new picture */
  avatarURL: string;
};
export type PublishedMedia = {
  /** From the checked bytes: image/webp for images */
  contentType: string;
  kind: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
  mediaClass: 'image' | 'video';
  /** Its storage key */
  objectPath: string;
  /** Bytes of the main variant */
  size: number;
  /** The address to store (the main variant: full-size image, avatar, or the video). */
  url: string;
  /** Every size by name: full and card (flyers, other images), avatar and avatar-thumb, or video. */
  variants: {
    [key: string]: string;
  };
};
export type PublishUploadDto = {
  /** Check and publish it as this kind (default: the kind it was uploaded as). */
  kind?: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
  /** An upload address (objectURL) of the caller */
  objectURL: string;
};
export type UploadTarget = {
  expiresAt: string;
  kind: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
  /** Largest accepted size in bytes */
  maxBytes: number;
  /** The upload address without its query: hand it back to publish or set the avatar. */
  objectURL: string;
  /** PUT the file here (one file, its Content-Type as header) before expiresAt. Relative to this site for local storage. */
  uploadURL: string;
};
export type RequestUploadDto = {
  /** What the file is for, which sets its limit: avatar (image, 5 MB), flyer-image (image, 10 MB), flyer-video (video, 50 MB), default (image, 10 MB). */
  kind?: 'avatar' | 'flyer-image' | 'flyer-video' | 'default';
};
export type SessionUserDto = {
  email: string;
  firstName: string;
  id: string;
  /** Set for hosts (host signup) */
  isPromoter: boolean;
  lastName: string;
  username: string;
};
export type AuthSuccessDto = {
  success: true;
  user: SessionUserDto;
};
export type SignupDto = {
  /** host signs up a promoter */
  accountType?: 'attendee' | 'host';
  email: string;
  firstName: string;
  lastName: string;
  /** At least 8 characters (attendee) or 6 (host) */
  password: string;
  phoneNumber?: string | null;
  username: string;
};
export const { useSetAvatarMutation, usePublishUploadMutation, useRequestUploadMutation, useSignupMutation } =
  injectedRtkApi;
