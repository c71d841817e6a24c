// Saved travellers, as plain values (the SPA may import them).

// A traveller keeps at most this many (a family, the colleagues they book for).
export const SAVED_TRAVELLERS_MAX = 20;
