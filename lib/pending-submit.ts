/**
 * A form posted before the scripts have hydrated the page (or without React's handler) is an HTML post:
 * its answer is the next page, a round trip or more away. Until then this marks it, so the tap is answered
 * at once: the form `aria-busy` and `data-sending`, its submit button `aria-disabled` and `data-sending` (app/globals.css
 * draws the busy button). It listens on window, after React's listener on the document: a submission a
 * hydrated form handles itself (`preventDefault`) is left alone. A page restored from the back-forward
 * cache drops the marks. Runs inline in the head of every page (app/layouts/site-page.astro).
 */
export const PENDING_SUBMIT_MARKER = [
  '(function(){',
  'addEventListener("submit",function(e){',
  'var f=e.target,b=e.submitter;',
  'if(e.defaultPrevented||!f||!f.setAttribute)return;',
  // A dialog's form closes it, and a form posting into another window leaves this page as it is.
  'var m=(b&&b.getAttribute("formmethod")||f.getAttribute("method")||"").toLowerCase(),t=b&&b.getAttribute("formtarget")||f.getAttribute("target")||"";',
  'if(m==="dialog"||(t&&t!=="_self"))return;',
  'f.setAttribute("aria-busy","true");f.setAttribute("data-sending","");',
  'if(b&&b.setAttribute){b.setAttribute("aria-disabled","true");b.setAttribute("data-sending","")}',
  '});',
  // Only what this marked (data-sending) is unmarked: a form without a submitter (Enter in a field) as well.
  'addEventListener("pageshow",function(e){if(!e.persisted)return;',
  'document.querySelectorAll("[data-sending]").forEach(function(n){n.removeAttribute("data-sending");n.removeAttribute(n.tagName==="FORM"?"aria-busy":"aria-disabled")})',
  '})',
  '})();',
].join('');
