/**
 * Wraps text that must read left to right (an e-mail address) in Unicode isolates, so an Arabic
 * sentence around it does not move its punctuation.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
