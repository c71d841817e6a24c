// Ages on a day, for every kind's rules on people (a flight's traveller types, a car's driver).

const dateParts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

// Whole years between two ISO dates (a birthday counts on its day).
export function ageOn(birthDate: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = dateParts(birthDate);
  const [year, month, date] = dateParts(day);
  const beforeBirthday = month < birthMonth || (month === birthMonth && date < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}
