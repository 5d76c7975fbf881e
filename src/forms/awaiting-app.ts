/**
 * A prerendered page's <form> carries AWAITING_APP until the app has taken it over (PrerenderedForm,
 * src/forms/form.tsx). The page's boot script (src/boot.ts, inline in every page
 * so it runs before the first paint) holds back the submission of such a form, marking it
 * SUBMIT_HELD: the browser's own submission would reload the page (with the fields in the address
 * for a GET). The app sends a held submission once it has taken the form over.
 */
export const AWAITING_APP = 'data-awaiting-app'
export const SUBMIT_HELD = 'data-submit-held'
