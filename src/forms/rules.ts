/** A basic e-mail shape: text, at sign, text, dot, text (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
