/** What other features use of sign-in and the signed-in user. */
export { useUser } from "./api/get-user";
export { authKeys } from "./api/keys";
export { useLogout } from "./api/logout";
export { SIGN_OUT_ACTION, submitSignOut } from "./lib/sign-out";
