import { useMutation } from "@tanstack/react-query";
import type { NewsletterRequest, NewsletterResponse } from "@layoutlift/core/contract/newsletter";
import { api, json } from "@/lib/api-client";

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (body: NewsletterRequest): Promise<NewsletterResponse> => json(api.api.newsletter.$post({ json: body })),
  });
}
