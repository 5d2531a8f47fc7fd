import { z } from "zod";
import { text } from "./storable.ts";

/** RFC 5321 §4.5.3.1: a mailbox's local part is at most 64 octets, and a path fits 256 with its brackets: 254. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const EMAIL_TOO_LONG = `An email address can be at most ${EMAIL_MAX_LENGTH} characters long`;
export const EMAIL_LOCAL_PART_TOO_LONG = `The part before the @ can be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters long`;

/** Length in octets, as the RFC counts: an accented letter takes two or more. */
const octets = (value: string) => new TextEncoder().encode(value).length;

/**
 * One email rule for every form: trimmed and lower-cased (one person, one address), the RFC 5321 lengths, then the
 * shape. The lengths come first and abort, so a 300-character address is told it is too long, not "invalid".
 */
export function emailAddressSchema(invalidMessage = "Please enter a valid email address", label = "The email address") {
  return text(label)
    .trim()
    .toLowerCase()
    .check((ctx) => {
      const value = ctx.value;
      if (octets(value) > EMAIL_MAX_LENGTH) ctx.issues.push({ code: "custom", message: EMAIL_TOO_LONG, input: value, abort: true });
      else if (octets(value.slice(0, Math.max(0, value.lastIndexOf("@")))) > EMAIL_LOCAL_PART_MAX_LENGTH) {
        ctx.issues.push({ code: "custom", message: EMAIL_LOCAL_PART_TOO_LONG, input: value, abort: true });
      }
    })
    .pipe(z.email(invalidMessage));
}
