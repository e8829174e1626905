/**
 * The account's data door (/mine and its screens, sign-up): the user, the balance, the identity
 * check and its pictures, the invitation, the chosen company, the phone's area codes and the second factor.
 */
export { useBalance } from "./use-balance.ts";
export { useRefreshedUser } from "./use-refreshed-user.ts";
export { useRealName, type RealName } from "./use-real-name.ts";
export { useInvitation } from "./use-invitation.ts";
export { useUploadedImage, type UploadedImage } from "./use-uploaded-image.ts";
export { usePictureUpload, type PictureState, type PictureUpload } from "./use-picture-upload.ts";
export { useChosenCompany, useChosenCompanyId, useCompanySearch } from "./use-company.ts";
export { useAreaCodes } from "./use-area-codes.ts";
export { useShowsMobile } from "./use-shows-mobile.ts";
export { useFactorStatus } from "./use-factor-status.ts";
