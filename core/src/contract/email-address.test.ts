import { describe, expect, it } from "vitest";
import { EMAIL_LOCAL_PART_TOO_LONG, EMAIL_TOO_LONG, emailAddressSchema } from "./email-address.ts";

const schema = emailAddressSchema("Please enter a valid email address");
const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};
const domainOf = (length: number) => `${"d".repeat(length - 4)}.com`;

describe("emailAddressSchema (RFC 5321 lengths)", () => {
  it("trims and lower-cases a valid address", () => {
    expect(schema.parse("  Ana.Lima@Example.COM ")).toBe("ana.lima@example.com");
  });

  it("accepts a 64-character local part and refuses 65", () => {
    expect(messages(`${"a".repeat(64)}@example.com`)).toEqual([]);
    expect(messages(`${"a".repeat(65)}@example.com`)).toEqual([EMAIL_LOCAL_PART_TOO_LONG]);
  });

  it("accepts 254 characters in all and refuses 255, whatever the local part", () => {
    // Domains made of 63-character labels, as DNS allows.
    const label = "l".repeat(63);
    const at254 = `${"a".repeat(62)}@${label}.${label}.${"c".repeat(59)}.com`;
    expect(at254.length).toBe(254);
    expect(messages(at254)).toEqual([]);
    expect(messages(`a${at254}`)).toEqual([EMAIL_TOO_LONG]);
    expect(messages(`x@${domainOf(400)}`)).toEqual([EMAIL_TOO_LONG]);
  });

  it("counts octets, not characters, like the RFC", () => {
    // 32 two-byte letters are 64 octets; 33 are 66.
    expect(messages(`${"é".repeat(33)}@example.com`)).toEqual([EMAIL_LOCAL_PART_TOO_LONG]);
  });

  it("refuses what is not an address with the form's message", () => {
    for (const bad of ["", "plainaddress", "a@", "@example.com", "a b@example.com", "a@example"]) {
      expect(messages(bad), bad).toEqual(["Please enter a valid email address"]);
    }
    expect(messages(42)).not.toEqual([]);
  });
});
