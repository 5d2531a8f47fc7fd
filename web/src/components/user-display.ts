/** Display rules of spec section 3, shared by every header, menu and member list. */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const clean = (s: string | null | undefined) => (s ?? "").trim();

/** firstName, else the part of the email before the @ sign. */
export function displayName(person: PersonName): string {
  const first = clean(person.firstName);
  if (first) return first;
  const email = clean(person.email);
  return email ? email.split("@")[0] : "";
}

/** "First Last" when known, else the display name. */
export function fullName(person: PersonName): string {
  const full = [clean(person.firstName), clean(person.lastName)].filter(Boolean).join(" ");
  return full || displayName(person);
}

/** First letters of firstName and lastName, else 'U'. */
export function initials(person: PersonName): string {
  const letters = `${clean(person.firstName).charAt(0)}${clean(person.lastName).charAt(0)}`.toUpperCase();
  return letters || "U";
}
