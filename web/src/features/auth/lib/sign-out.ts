/** Where signing out posts; GET there only shows a confirm page (another site's link must not sign anyone out). */
export const SIGN_OUT_ACTION = "/api/logout";

/**
 * Signs out by navigating with a same-origin form post, as a link would navigate: the server ends the session
 * and sends the browser home, so no cached query of the signed-in user survives.
 */
export function submitSignOut(): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = SIGN_OUT_ACTION;
  form.hidden = true;
  document.body.append(form);
  form.submit();
}
