import { detectFormFactor, type FormFactor } from '@houseline/shared/form-factor';

/** The one form-factor signal, computed once at start-up (CONVENTIONS.md). */
export const formFactor: FormFactor = detectFormFactor(navigator.userAgent, window.innerWidth);
