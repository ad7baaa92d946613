/**
 * A form's HTML carries no `novalidate`: before the scripts run, the browser's own checks (`required`,
 * `type="email"`, `maxlength`) stop an empty or invalid submit with its own bubble. Passed as the form's
 * `ref`, this hands validation to the form's own messages once React has the form.
 */
export function noBrowserValidation(form: HTMLFormElement | null) {
  if (form) form.noValidate = true;
}
