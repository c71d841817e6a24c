// Rules every kind of booking keeps, as plain values (the SPA reads them through each kind's
// constants file).

// §9: cancelling is free until this long before a booking starts, on the place's clock: a
// flight's first departure, a hotel's check-in, a car's pickup. What a later cancellation keeps
// is each kind's own rule.
export const FREE_CANCELLATION_HOURS = 24;
