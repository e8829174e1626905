/** Texts of the sessions list, the new-login notice and the acceptance at registration, marked for `lingui extract`. */
export const DEVICE_MESSAGES = {
  newLoginSubject: /*i18n*/ { id: "server.new_login_subject", message: "New login to your Pipwise account" },
  newLoginBody: /*i18n*/ {
    id: "server.new_login_body",
    message:
      "Your Pipwise account was logged in to from a browser it has not seen before: {browser} on {system}, from {area}, at {time}. If this was you, there is nothing to do. If not, end that session in the user centre under Devices ({link}) and change your password.",
  },
  unknownBrowser: /*i18n*/ { id: "server.unknown_browser", message: "an unknown browser" },
  unknownSystem: /*i18n*/ { id: "server.unknown_system", message: "an unknown system" },
  localNetwork: /*i18n*/ { id: "server.local_network", message: "a local network" },
  unknownArea: /*i18n*/ { id: "server.unknown_address_area", message: "an unknown address" },
  sessionNotYours: /*i18n*/ { id: "server.session_not_yours", message: "This session has already ended, or it is not one of yours" },
  sessionEnded: /*i18n*/ { id: "server.session_ended", message: "The session was ended" },
  otherSessionsEnded: /*i18n*/ { id: "server.other_sessions_ended", message: "Your other sessions were ended" },
  acceptanceRequired: /*i18n*/ { id: "server.acceptance_required", message: "Accept the terms and the risk warning to open an account" },
};
