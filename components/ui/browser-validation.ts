/**
 * A form's HTML carries no `novalidate`: before the scripts run, the browser's own checks (`required`,
 * `type="email"`, `maxlength`) stop an empty or invalid submit with its own bubble.
 */

/** Passed as a form's `ref`: the form's own messages take over at once (a form without a schema to load). */
export function noBrowserValidation(form: HTMLFormElement | null) {
  if (form) form.noValidate = true;
}

/** Loads the schema, then the form's own messages take over; a schema that cannot load hands over too. */
function handOverOnceLoaded(form: HTMLFormElement, load: () => Promise<unknown>) {
  const handOver = () => noBrowserValidation(form);
  void load().then(handOver, handOver);
}

/**
 * A form's `ref` (make it once per form, not per render): its schema is asked for when the browser is idle
 * after hydration, and the form's own messages take over once it is there. Until then the browser's checks
 * answer an empty submit at once, instead of a tap waiting on the schema's download. A schema that cannot
 * load hands over too (the form then says so when sent).
 */
export function validationOnceLoaded(load: () => Promise<unknown>) {
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    const start = () => handOverOnceLoaded(form, load);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 1);
  };
}

/**
 * Like validationOnceLoaded, for a form a visitor reaches only by scrolling (the blog's newsletter, at the
 * foot of the list): the schema is asked for on the form's first focus, so its evaluation never lands in
 * the page's load. A submit before it has arrived is checked by the browser, then by the schema it awaits.
 */
export function validationOnFirstFocus(load: () => Promise<unknown>) {
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    // Says so (tests wait for the form to validate itself, or for this).
    form.dataset.validation = 'on-focus';
    const start = () => {
      form.removeEventListener('focusin', start);
      handOverOnceLoaded(form, load);
    };
    form.addEventListener('focusin', start);
  };
}
