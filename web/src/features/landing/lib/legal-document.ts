/** The legal pages the footer opens; the dialog and its lazily loaded content both name them. */
export type LegalDocument = "privacy" | "terms" | "cookies" | "refunds";
