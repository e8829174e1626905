import type { MessageDescriptor } from "@lingui/core";

/** Texts of uploads, real-name verification and the back office, marked for `lingui extract`. */
export const IDENTITY_MESSAGES = {
  uploaded: /*i18n*/ { id: "server.uploaded", message: "Image uploaded" },
  uploadMissing: /*i18n*/ { id: "server.upload_missing", message: "Choose an image to upload" },
  uploadTooLarge: /*i18n*/ { id: "server.upload_too_large", message: "The image is larger than {megabytes} MB; choose a smaller one" },
  uploadTooManyPixels: /*i18n*/ {
    id: "server.upload_too_many_pixels",
    message: "The image has more than {megapixels} megapixels; choose a smaller one",
  },
  uploadNotImage: /*i18n*/ { id: "server.upload_not_image", message: "Only JPEG, PNG or WebP images can be uploaded" },
  uploadUnreadable: /*i18n*/ { id: "server.upload_unreadable", message: "The image could not be read; take the picture again" },
  uploadNotFound: /*i18n*/ { id: "server.upload_not_found", message: "That image was not found; upload it again" },
  uploadsTooMany: /*i18n*/ { id: "server.uploads_too_many", message: "Too many uploads; try again in {minutes} minutes" },

  nameRequired: /*i18n*/ { id: "server.name_required", message: "Enter your name as it is written on your ID" },
  cardIdRequired: /*i18n*/ { id: "server.card_id_required", message: "Enter the number of your ID" },
  realNameSent: /*i18n*/ { id: "server.real_name_sent", message: "Sent for review" },
  realNameWaiting: /*i18n*/ { id: "server.real_name_waiting", message: "Your identity is already under review" },
  realNameCertified: /*i18n*/ { id: "server.real_name_certified", message: "Your identity is already verified" },
  sameImageBothSides: /*i18n*/ { id: "server.same_image_both_sides", message: "Upload one image for each side of the ID" },

  operatorLoginFailed: /*i18n*/ { id: "server.operator_login_failed", message: "Wrong login, password or authenticator code" },
  operatorLoginLimited: /*i18n*/ { id: "server.operator_login_limited", message: "Too many failed log-ins; try again in {minutes} minutes" },
  operatorPasswordWrong: /*i18n*/ { id: "server.operator_password_wrong", message: "The password is wrong" },
  operatorSessionInvalid: /*i18n*/ { id: "server.operator_session_invalid", message: "Your back-office session has ended; log in again" },
  identityNotWaiting: /*i18n*/ { id: "server.identity_not_waiting", message: "This identity is no longer waiting for review" },
  identityNotFound: /*i18n*/ { id: "server.identity_not_found", message: "No identity record for user {id}" },
  reasonRequired: /*i18n*/ { id: "server.reason_required", message: "Write the reason the user will be shown" },
  approved: /*i18n*/ { id: "server.approved", message: "Approved" },
  rejected: /*i18n*/ { id: "server.rejected", message: "Rejected" },

  identityApprovedSubject: /*i18n*/ { id: "server.identity_approved_subject", message: "Pipwise: your identity is verified" },
  identityApprovedBody: /*i18n*/ { id: "server.identity_approved_body", message: "Your identity is verified. You can now withdraw from your real account." },
  identityRejectedSubject: /*i18n*/ { id: "server.identity_rejected_subject", message: "Pipwise: your identity verification was refused" },
  identityRejectedBody: /*i18n*/ {
    id: "server.identity_rejected_body",
    message: "Your identity verification was refused: {reason}. Correct it and send it again from the app.",
  },
} satisfies Record<string, MessageDescriptor>;
