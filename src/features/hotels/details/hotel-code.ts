// Hotel codes are whole numbers (100000 and up); anything else names no hotel.
export const HOTEL_CODE = /^\d{6,8}$/;
