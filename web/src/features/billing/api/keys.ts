export const billingKeys = {
  summary: ["billing", "summary"] as const,
  plans: ["billing", "plans"] as const,
};
