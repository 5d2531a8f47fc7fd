/** Marketplace templates are real pages the app serves, so "Use template" extracts them like any website. */
export { templateById, type Template } from "@layoutlift/core/templates/catalogue";

export const templateUrl = (id: string) => `${window.location.origin}/templates/${id}/`;
